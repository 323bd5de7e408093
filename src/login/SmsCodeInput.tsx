/**
 * The five one-digit boxes of spec 2/5: focus advances as digits are typed, backspace on an
 * empty box moves back and clears it, a paste of the code fills every box, and `onComplete`
 * fires once when the fifth digit arrives.
 */
import { useImperativeHandle, useRef, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import { Box, TextField } from '@mui/material';
import { SMS_CODE_LENGTH } from '../../schemas/auth';
import { useLoginText } from '../i18n/useLoginText';

export const EMPTY_SMS_CODE: readonly string[] = Array.from({ length: SMS_CODE_LENGTH }, () => '');

export interface SmsCodeInputHandle {
  /** Focuses a box (the first by default). */
  focus: (index?: number) => void;
}

export interface SmsCodeInputProps {
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** Called with the code when the last empty box is filled. */
  onComplete?: (code: string) => void;
  disabled?: boolean;
  error?: boolean;
  autoFocus?: boolean;
  ref?: Ref<SmsCodeInputHandle>;
}

const isDigit = (char: string) => /^\d$/.test(char);

function focusIn(inputs: readonly (HTMLInputElement | null)[], index: number): void {
  const input = inputs[Math.max(0, Math.min(SMS_CODE_LENGTH - 1, index))];
  input?.focus();
  input?.select();
}

export const SmsCodeInput = ({ value, onChange, onComplete, disabled, error, autoFocus, ref }: SmsCodeInputProps) => {
  const translate = useLoginText();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => focusIn(inputs.current, index);
  useImperativeHandle(ref, () => ({ focus: (index = 0) => focusIn(inputs.current, index) }), []);

  const boxes = Array.from({ length: SMS_CODE_LENGTH }, (_, index) => value[index] ?? '');

  const commit = (next: string[], focusIndex: number) => {
    onChange(next);
    const complete = next.every(isDigit);
    if (complete && !boxes.every(isDigit)) {
      onComplete?.(next.join(''));
      return;
    }
    if (!complete) focusBox(focusIndex);
  };

  /** Lays digits into the boxes from `start`. */
  const place = (start: number, digits: string) => {
    const next = [...boxes];
    const chars = digits.slice(0, SMS_CODE_LENGTH - start).split('');
    chars.forEach((char, offset) => {
      next[start + offset] = char;
    });
    commit(next, start + chars.length);
  };

  const handleChange = (index: number, raw: string) => {
    const digits = raw.replace(/\D/g, '');
    const current = boxes[index] ?? '';
    if (digits.length === 0) {
      if (raw.length === 0) {
        const next = [...boxes];
        next[index] = '';
        onChange(next);
      }
      return;
    }
    if (digits.length === 2 && current !== '') {
      // Typed into a filled box: keep the new digit.
      place(index, digits[0] === current ? digits.slice(1) : digits.slice(0, 1));
      return;
    }
    place(index, digits);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && boxes[index] === '' && index > 0) {
      event.preventDefault();
      const next = [...boxes];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < SMS_CODE_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const digits = event.clipboardData.getData('text').replace(/\D/g, '');
    event.preventDefault();
    if (digits.length === 0) return;
    place(digits.length >= SMS_CODE_LENGTH ? 0 : index, digits);
  };

  return (
    <Box role="group" aria-label={translate('recovery.code')} sx={{ display: 'flex', gap: 1, justifyContent: 'center' }}>
      {boxes.map((digit, index) => (
        <TextField
          key={index}
          value={digit}
          disabled={disabled}
          error={error}
          autoFocus={autoFocus && index === 0}
          inputRef={(element: HTMLInputElement | null) => {
            inputs.current[index] = element;
          }}
          onChange={(event) => handleChange(index, event.target.value)}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => handleKeyDown(index, event)}
          onPaste={(event: ClipboardEvent<HTMLInputElement>) => handlePaste(index, event)}
          onFocus={(event) => event.target.select()}
          sx={{ width: 48 }}
          slotProps={{
            htmlInput: {
              'aria-label': translate('sms.digit', { n: index + 1 }),
              inputMode: 'numeric',
              pattern: '[0-9]*',
              autoComplete: index === 0 ? 'one-time-code' : 'off',
              style: { textAlign: 'center', fontSize: 22, padding: '10px 0' },
            },
          }}
        />
      ))}
    </Box>
  );
};
