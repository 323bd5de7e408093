/**
 * The react-admin input of one form field, by its kind (derived from the schema, overridable in
 * the declaration), and the form values cleaned the way the wire wants them.
 */
import {
  AutocompleteInput,
  BooleanInput,
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
import { SEARCH_KEY } from '../../../schemas/resource-query';
import { DayInput } from '../DayInput';
import { DriverPickerInput } from '../DriverPickerInput';
import { MoneyInput } from '../MoneyInput';
import { PhoneInput } from '../PhoneInput';
import { CountryChoicesInput, ParkCountryInput } from './countryInputs';
import { choicesOf } from './fieldOf';

/** The autocomplete's props of a reference: the option's name and the filter the typed text goes to. */
export function referencePicking(spec: InputSpec): { optionText?: string; filterToQuery: (text: string) => Record<string, string> } {
  const search = spec.referenceSearch ?? SEARCH_KEY;
  return {
    ...(spec.referenceLabel === undefined ? {} : { optionText: spec.referenceLabel }),
    filterToQuery: (text) => (text.trim() === '' ? {} : { [search]: text.trim() }),
  };
}

/** Narrows a select's choices (the groups a user may give, schemas/staff-authority.ts). */
export type ChoiceFilter = Readonly<Record<string, (value: string) => boolean>>;

export function inputOf(declaration: ResourceDeclaration, spec: InputSpec, options: { readOnly?: boolean; choices?: ChoiceFilter } = {}) {
  const common = {
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
      return (
        <SelectInput
          key={spec.source}
          {...common}
          choices={choicesOf(declaration, spec).filter((choice) => options.choices?.[spec.source]?.(String(choice.id)) ?? true)}
          emptyText="—"
        />
      );
    case 'autocomplete':
      return <CountryChoicesInput key={spec.source} declaration={declaration} spec={spec} label={common.label} />;
    case 'parkCountry':
      return <ParkCountryInput key={spec.source} declaration={declaration} spec={spec} label={common.label} />;
    case 'number':
      return <NumberInput key={spec.source} {...common} />;
    case 'multiline':
      return <TextInput key={spec.source} {...common} multiline minRows={3} />;
    case 'email':
      // Not type="email": the browser's own check would speak English and stop the form's.
      return <TextInput key={spec.source} {...common} inputMode="email" autoComplete="email" />;
    case 'phone':
      return <PhoneInput key={spec.source} source={spec.source} label={common.label} />;
    case 'password':
      return <PasswordInput key={spec.source} {...common} autoComplete="new-password" />;
    case 'money':
      return <MoneyInput key={spec.source} source={spec.source} label={common.label} sx={{ width: '100%' }} />;
    case 'day':
      return <DayInput key={spec.source} {...common} />;
    case 'datetime':
      return <DateTimeInput key={spec.source} {...common} />;
    case 'driver':
      return <DriverPickerInput key={spec.source} source={spec.source} label={common.label} />;
    case 'reference':
      return (
        <ReferenceInput key={spec.source} source={spec.source} reference={spec.reference ?? ''}>
          <AutocompleteInput label={common.label} isRequired={spec.required} fullWidth {...referencePicking(spec)} />
        </ReferenceInput>
      );
    default:
      return <TextInput key={spec.source} {...common} />;
  }
}

/**
 * Values as the API takes them: a typed sum ("1 500,5") in the wire form ("1500.50"); an emptied
 * field null where the schema takes null (or requires a value, so the schema's message shows),
 * left out where it is optional. Validation and submission both read this, so they agree.
 */
export function wireValues(values: Record<string, unknown>, inputs: readonly InputSpec[]): Record<string, unknown> {
  const result: Record<string, unknown> = { ...values };
  for (const input of inputs) {
    const value = result[input.source];
    if (value === '' || value === undefined || value === null) {
      if (input.nullable || (input.required && value === '')) result[input.source] = null;
      else if (!input.required) delete result[input.source];
      continue;
    }
    if (input.kind === 'money' && typeof value === 'string') {
      const kopecks = parseKopecks(value);
      if (kopecks !== null) result[input.source] = kopecksToWire(kopecks);
    }
  }
  return result;
}
