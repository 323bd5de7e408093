/**
 * react-admin's date input for the cabinet: the DayPicker (ДД.ММ.ГГГГ whatever the browser's
 * language) holding a 'YYYY-MM-DD' day, as react-admin's DateInput did. Works in forms and as a
 * list filter (`alwaysOn`); a date still being typed is an error at the field and is never
 * applied as a filter.
 */
import type { SxProps, Theme } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, type InputProps, type Validator } from 'react-admin';
import { t } from '../../texts/t';
import { DayPicker } from './DayPicker';
import { INCOMPLETE_DAY } from './dayValue';

export type DayInputProps = InputProps<string | null> & {
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  variant?: 'filled' | 'outlined' | 'standard';
  margin?: 'none' | 'dense' | 'normal';
  className?: string;
  sx?: SxProps<Theme>;
};

/** Refuses a date that is being typed or that no calendar has («31.02.2026»). */
const completeDay: Validator = (value: unknown) => (value === INCOMPLETE_DAY ? t('fleet.validation.date') : undefined);

export const DayInput = ({
  label,
  helperText,
  validate,
  // As react-admin's inputs (its theme's default): the form's cell. A filter passes false for a
  // date's own width.
  fullWidth = true,
  size,
  variant,
  margin,
  className,
  sx,
  disabled,
  readOnly,
  ...rest
}: DayInputProps) => {
  const own = Array.isArray(validate) ? validate : validate ? [validate] : [];
  const { id, field, fieldState, isRequired } = useInput({ ...rest, disabled, readOnly, validate: [completeDay, ...own] });
  const invalid = fieldState.invalid;
  const value: unknown = field.value;
  return (
    <DayPicker
      id={id}
      name={field.name}
      value={typeof value === 'string' ? value : null}
      onChange={(day) => field.onChange(day ?? '')}
      onBlur={field.onBlur}
      label={
        label !== '' && label !== false ? (
          <FieldTitle label={label} source={rest.source} resource={rest.resource} isRequired={isRequired} />
        ) : null
      }
      error={invalid}
      helperText={
        helperText !== false || invalid ? <InputHelperText error={fieldState.error?.message} helperText={helperText} /> : null
      }
      disabled={disabled || readOnly}
      fullWidth={fullWidth}
      size={size}
      variant={variant}
      margin={margin}
      className={['ra-input', `ra-input-${rest.source}`, className].filter(Boolean).join(' ')}
      sx={sx}
    />
  );
};
