/**
 * The react-admin input of one form field, by its kind (derived from the schema, overridable in
 * the declaration), and the form values cleaned the way the wire wants them.
 */
import {
  AutocompleteInput,
  BooleanInput,
  DateInput,
  DateTimeInput,
  NumberInput,
  PasswordInput,
  ReferenceInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import { kopecksToWire, parseKopecks } from '../../../schemas/money';
import type { ResourceDeclaration } from '../../../schemas/resource';
import type { InputSpec } from '../../../schemas/resource-inputs';
import { CountryChoicesInput, ParkCountryInput } from './countryInputs';
import { choicesOf } from './fieldOf';

export function inputOf(declaration: ResourceDeclaration, spec: InputSpec, options: { readOnly?: boolean } = {}) {
  const common = {
    key: spec.source,
    source: spec.source,
    label: declaration.labels.fields[spec.source] ?? spec.source,
    isRequired: spec.required && !options.readOnly,
    fullWidth: true,
    readOnly: options.readOnly,
  };
  switch (spec.kind) {
    case 'boolean':
      return <BooleanInput key={spec.source} source={spec.source} label={common.label} />;
    case 'select':
      return <SelectInput {...common} choices={choicesOf(declaration, spec)} emptyText="—" />;
    case 'autocomplete':
      return <CountryChoicesInput key={spec.source} declaration={declaration} spec={spec} label={common.label} />;
    case 'parkCountry':
      return <ParkCountryInput key={spec.source} declaration={declaration} spec={spec} label={common.label} />;
    case 'number':
      return <NumberInput {...common} />;
    case 'multiline':
      return <TextInput {...common} multiline minRows={3} />;
    case 'email':
      // Not type="email": the browser's own check would speak English and stop the form's.
      return <TextInput {...common} inputMode="email" autoComplete="email" />;
    case 'phone':
      return <TextInput {...common} type="tel" inputMode="tel" />;
    case 'password':
      return <PasswordInput {...common} autoComplete="new-password" />;
    case 'money':
      return <TextInput {...common} inputMode="decimal" />;
    case 'day':
      return <DateInput {...common} />;
    case 'datetime':
      return <DateTimeInput {...common} />;
    case 'reference':
      return (
        <ReferenceInput key={spec.source} source={spec.source} reference={spec.reference ?? ''}>
          <AutocompleteInput label={common.label} isRequired={spec.required} fullWidth />
        </ReferenceInput>
      );
    default:
      return <TextInput {...common} />;
  }
}

/**
 * Values as the API takes them: a typed sum ("1 500,5") in the wire form ("1500.50"), an emptied
 * optional field left out (react-admin empties to null, which only nullable fields accept).
 * Validation and submission both read this, so they agree.
 */
export function wireValues(values: Record<string, unknown>, inputs: readonly InputSpec[]): Record<string, unknown> {
  const result: Record<string, unknown> = { ...values };
  for (const input of inputs) {
    const value = result[input.source];
    if (value === '' || value === undefined || value === null) {
      if (!input.required) delete result[input.source];
      else if (value === '') result[input.source] = null;
      continue;
    }
    if (input.kind === 'money' && typeof value === 'string') {
      const kopecks = parseKopecks(value);
      if (kopecks !== null) result[input.source] = kopecksToWire(kopecks);
    }
  }
  return result;
}
