/**
 * A day picker that shows and takes ДД.ММ.ГГГГ whatever the browser's language (a native
 * `<input type=date>` follows the browser's: mm/dd/yyyy in English). MUI X Date Pickers with
 * date-fns' Russian locale; it holds a 'YYYY-MM-DD' day (src/components/dayValue.ts).
 *
 * Only the screens that show a date input import it, so the picker loads with their chunks.
 */
import type { SxProps, Theme } from '@mui/material';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ruRU } from '@mui/x-date-pickers/locales';
import { ru } from 'date-fns/locale/ru';
import { useState, type FocusEventHandler, type ReactNode } from 'react';
import { DAY_DISPLAY_FORMAT, FIRST_YEAR, LAST_YEAR, dateToDay, dayToDate } from './dayValue';

const localeText = ruRU.components.MuiLocalizationProvider.defaultProps.localeText;
const minDate = new Date(FIRST_YEAR, 0, 1);
/** Room for «24.11.2026» and the calendar button, as a native date input had. */
const DAY_WIDTH = 176;
const maxDate = new Date(LAST_YEAR, 11, 31);

export interface DayPickerProps {
  /** 'YYYY-MM-DD'; '' or null when empty. */
  value: string | null | undefined;
  /** A day, null once cleared, or INCOMPLETE_DAY while the typed date is not a day yet. */
  onChange: (day: string | null) => void;
  onBlur?: FocusEventHandler;
  label: ReactNode;
  name?: string;
  id?: string;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  variant?: 'filled' | 'outlined' | 'standard';
  margin?: 'none' | 'dense' | 'normal';
  className?: string;
  sx?: SxProps<Theme>;
}

export const DayPicker = ({
  value,
  onChange,
  onBlur,
  label,
  name,
  id,
  error,
  helperText,
  disabled,
  required,
  fullWidth,
  size = 'small',
  variant = 'filled',
  margin = 'dense',
  className,
  sx,
}: DayPickerProps) => {
  const day = value === '' || value === undefined ? null : value;
  // The picker's own Date goes back to it while it still is the day the form holds, so a date
  // being typed (not a day yet) keeps its sections; a day set from outside replaces it.
  const [own, setOwn] = useState<Date | null>(null);
  const shown = dateToDay(own) === day ? own : dayToDate(day);
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={ru} localeText={localeText}>
      <DatePicker
        label={label}
        value={shown}
        format={DAY_DISPLAY_FORMAT}
        minDate={minDate}
        maxDate={maxDate}
        name={name}
        disabled={disabled}
        className={className}
        sx={[{ width: fullWidth ? '100%' : DAY_WIDTH, minWidth: DAY_WIDTH }, ...(sx === undefined ? [] : Array.isArray(sx) ? sx : [sx])]}
        onChange={(date) => {
          setOwn(date);
          const next = dateToDay(date);
          if (next !== day) onChange(next);
        }}
        slotProps={{
          textField: { id, onBlur, error, helperText, required, fullWidth, size, variant, margin },
        }}
      />
    </LocalizationProvider>
  );
};
