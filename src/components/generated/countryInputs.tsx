/**
 * Inputs that depend on the signed-in user's park country: the country itself (shown, sent,
 * never chosen: requisites follow the park's law) and a choice whose options belong to
 * countries (the park's city), offering only the park's own.
 */
import { AutocompleteInput, SelectInput } from 'react-admin';
import type { ResourceDeclaration } from '../../../schemas/resource';
import type { InputSpec } from '../../../schemas/resource-inputs';
import { useCabinetIdentity } from '../../root/identity';
import { choicesOf } from './fieldOf';

interface Props {
  declaration: ResourceDeclaration;
  spec: InputSpec;
  label: string;
}

export const ParkCountryInput = ({ declaration, spec, label }: Props) => {
  const identity = useCabinetIdentity();
  return (
    <SelectInput
      source={spec.source}
      label={label}
      choices={choicesOf(declaration, spec)}
      defaultValue={identity?.country_code}
      readOnly
      fullWidth
    />
  );
};

export const CountryChoicesInput = ({ declaration, spec, label }: Props) => {
  const identity = useCabinetIdentity();
  const countries = spec.choiceCountries;
  const choices = choicesOf(declaration, spec).filter(
    (choice) => countries === undefined || identity === undefined || countries[String(choice.id)] === identity.country_code,
  );
  return <AutocompleteInput source={spec.source} label={label} choices={choices} isRequired={spec.required} fullWidth />;
};
