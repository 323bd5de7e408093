/** The react-admin field that shows one entity field in a list or a card, by its derived input kind. */
import {
  BooleanField,
  DateField,
  FunctionField,
  ReferenceField,
  SelectField,
  TextField,
} from 'react-admin';
import type { ResourceDeclaration } from '../../../schemas/resource';
import type { InputSpec } from '../../../schemas/resource-inputs';
import { formatMoney } from '../money';

export function choicesOf(declaration: ResourceDeclaration, spec: InputSpec): { id: string | number; name: string }[] {
  const labels = declaration.labels.choices?.[spec.source] ?? {};
  return (spec.choices ?? []).map((value) => ({ id: value, name: labels[String(value)] ?? String(value) }));
}

export function fieldOf(declaration: ResourceDeclaration, spec: InputSpec, sortable: boolean) {
  const common = {
    key: spec.source,
    source: spec.source,
    label: declaration.labels.fields[spec.source] ?? spec.source,
    sortable,
  };
  switch (spec.kind) {
    case 'boolean':
      return <BooleanField {...common} />;
    case 'select':
    case 'autocomplete':
    case 'parkCountry':
      return <SelectField {...common} choices={choicesOf(declaration, spec)} />;
    case 'money':
      return (
        <FunctionField
          {...common}
          textAlign="right"
          render={(record: Record<string, unknown>) => {
            const value = record[spec.source];
            return typeof value === 'string' ? formatMoney(value) : '';
          }}
        />
      );
    case 'day':
      return <DateField {...common} locales="ru-RU" />;
    case 'datetime':
      return <DateField {...common} showTime locales="ru-RU" />;
    case 'reference':
      // The referenced resource's recordRepresentation names the record.
      return <ReferenceField {...common} reference={spec.reference ?? ''} link="edit" />;
    default:
      return <TextField {...common} />;
  }
}
