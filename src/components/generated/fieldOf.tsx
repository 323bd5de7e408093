/** The react-admin field that shows one entity field in a list or a card, by its derived input kind. */
import {
  BooleanField,
  DateField,
  FunctionField,
  ReferenceField,
  SelectField,
  TextField,
  useResourceDefinitions,
} from 'react-admin';
import type { ResourceDeclaration } from '../../../schemas/resource';
import type { InputSpec } from '../../../schemas/resource-inputs';
import { t } from '../../../texts/t';
import { DriverLink } from '../links';
import { formatMoney } from '../money';

export function choicesOf(declaration: ResourceDeclaration, spec: InputSpec): { id: string | number; name: string }[] {
  const labels = declaration.labels.choices?.[spec.source] ?? {};
  return (spec.choices ?? []).map((value) => ({ id: value, name: labels[String(value)] ?? String(value) }));
}

type CommonProps = { source: string; label: string; sortable: boolean };

/**
 * The referenced record's name; a link to its card only where the referenced resource is a
 * declared one (a link to a resource react-admin does not route would land on the 404 page).
 */
const GeneratedReferenceField = ({ spec, ...common }: CommonProps & { spec: InputSpec }) => {
  const reference = spec.reference ?? '';
  const definition = useResourceDefinitions()[reference];
  const link = definition?.hasEdit ? 'edit' : definition?.hasShow ? 'show' : false;
  return (
    <ReferenceField {...common} reference={reference} link={link}>
      {spec.referenceLabel === undefined ? undefined : <TextField source={spec.referenceLabel} />}
    </ReferenceField>
  );
};

export function fieldOf(declaration: ResourceDeclaration, spec: InputSpec, sortable: boolean) {
  const common = {
    source: spec.source,
    label: declaration.labels.fields[spec.source] ?? spec.source,
    sortable,
  };
  switch (spec.kind) {
    case 'boolean':
      return <BooleanField key={spec.source} {...common} />;
    case 'select':
    case 'autocomplete':
    case 'parkCountry':
      return <SelectField key={spec.source} {...common} choices={choicesOf(declaration, spec)} />;
    case 'money':
      return (
        <FunctionField
          key={spec.source}
          {...common}
          textAlign="right"
          render={(record: Record<string, unknown>) => {
            const value = record[spec.source];
            return typeof value === 'string' ? formatMoney(value) : '';
          }}
        />
      );
    case 'day':
      return <DateField key={spec.source} {...common} locales="ru-RU" />;
    case 'datetime':
      return <DateField key={spec.source} {...common} showTime locales="ru-RU" />;
    case 'driver':
      return (
        <FunctionField
          key={spec.source}
          {...common}
          render={(record: Record<string, unknown>) => {
            const id = record[spec.source];
            return typeof id === 'number' ? <DriverLink id={id} name={t('generated.generic.driverCard')} /> : '—';
          }}
        />
      );
    case 'reference':
      // Without a label field the referenced resource's recordRepresentation names the record.
      return <GeneratedReferenceField key={spec.source} {...common} spec={spec} />;
    default:
      return <TextField key={spec.source} {...common} />;
  }
}
