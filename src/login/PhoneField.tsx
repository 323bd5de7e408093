/** Phone input with the country's prefix and mask (spec 5). Holds national digits only. */
import { InputAdornment, TextField } from '@mui/material';
import type { CountryCode } from '../../schemas/auth';
import { PHONE_MASKS, nationalDigits } from '../../schemas/phone';
import { formatPhone } from './phone';

export interface PhoneFieldProps {
  country: CountryCode;
  digits: string;
  onDigitsChange: (digits: string) => void;
  label: string;
  name?: string;
  error?: string | null;
  disabled?: boolean;
}

export const PhoneField = ({ country, digits, onDigitsChange, label, name, error, disabled }: PhoneFieldProps) => {
  const formatted = formatPhone(country, digits);
  return (
    <TextField
      label={label}
      name={name}
      value={formatted}
      disabled={disabled}
      onChange={(event) => {
        const value = event.target.value;
        // «8 916…», «+7 916…» and «80 29…» all come down to the national digits.
        let next = nationalDigits(country, value);
        // Deleting a mask character removes the digit before it.
        if (next === digits && value.length < formatted.length) next = digits.slice(0, -1);
        onDigitsChange(next);
      }}
      error={Boolean(error)}
      helperText={error ?? undefined}
      placeholder={PHONE_MASKS[country].mask.replace(/#/g, '_')}
      autoComplete="tel-national"
      fullWidth
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">{PHONE_MASKS[country].prefix}</InputAdornment> },
        htmlInput: { inputMode: 'tel' },
      }}
    />
  );
};
