/**
 * The one money input of the cabinet (corrections, charges, balance limits, rewards): shows a
 * sum the Russian way («0,00», «1 234,50») whenever it is not being typed, and takes «1 234,50»
 * as well as «1234.50» (the wire schemas parse both). Its messages are the form's validation's.
 */
import { TextField, type SxProps, type Theme } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { FieldTitle, InputHelperText, useInput, type Validator } from 'react-admin';
import { moneyInputText } from './moneyText';

export interface MoneyInputProps {
  source: string;
  label: string;
  helperText?: ReactNode;
  validate?: Validator | Validator[];
  sx?: SxProps<Theme>;
}

export const MoneyInput = ({ source, label, helperText, validate, sx }: MoneyInputProps) => {
  const {
    field,
    fieldState: { error, invalid },
    id,
    isRequired,
  } = useInput({ source, validate });
  // While the input has focus it shows exactly what is being typed.
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? moneyInputText(field.value);

  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      className={`ra-input ra-input-${source}`}
      value={text}
      label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
      onFocus={() => setDraft(text)}
      onChange={(event) => {
        setDraft(event.target.value);
        field.onChange(event.target.value.trim() === '' ? null : event.target.value);
      }}
      onBlur={() => {
        setDraft(null);
        field.onBlur();
      }}
      error={invalid}
      helperText={<InputHelperText error={error?.message} helperText={helperText} />}
      slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      sx={sx}
    />
  );
};
