/**
 * react-admin's phone input for the cabinet: the country's prefix and mask (spec 5; the park's
 * country from the signed-in identity), holding the number as the wire takes it ('+79161234567').
 * A half-typed number stays in the form as it is, so the form's schema reports it at the field.
 */
import type { CountryCode } from '../../schemas/auth';
import { nationalDigits } from '../../schemas/phone';
import { useInput, type Validator } from 'react-admin';
import { PhoneField } from '../login/PhoneField';
import { phoneE164 } from '../login/phone';
import { useCabinetIdentity } from '../root/identity';
import { fieldErrorText } from './zodValidation';

export interface PhoneInputProps {
  source: string;
  label: string;
  validate?: Validator | Validator[];
}

/** The form value of the national digits typed so far: none is empty, anything else has the prefix. */
export function phoneValue(country: CountryCode, digits: string): string | null {
  return digits === '' ? null : phoneE164(country, digits);
}

export const PhoneInput = ({ source, label, validate }: PhoneInputProps) => {
  const country = useCabinetIdentity()?.country_code ?? 2;
  const { field, fieldState, isRequired } = useInput({ source, validate });
  const value: unknown = field.value;
  const digits = typeof value === 'string' ? nationalDigits(country, value) : '';
  return (
    <PhoneField
      country={country}
      digits={digits}
      onDigitsChange={(next) => field.onChange(phoneValue(country, next))}
      label={isRequired ? `${label} *` : label}
      name={field.name}
      error={fieldState.invalid ? fieldErrorText(fieldState.error?.message) : null}
    />
  );
};
