/**
 * The cabinet's date inputs (src/components/DayPicker.tsx) under Testing Library. The picker's
 * field is a group of section spinbuttons named by the label, with a hidden input that holds the
 * shown ДД.ММ.ГГГГ and takes a whole typed, pasted or autofilled date.
 */
import { fireEvent, screen } from '@testing-library/react';
import { formatDate } from '../../src/components/dates';

/** The hidden input of the date input labelled `label`. */
export function dayInput(label: string): HTMLInputElement {
  const input = screen.getByRole('group', { name: label }).parentElement?.querySelector('input');
  if (!input) throw new Error(`no date input labelled ${label}`);
  return input;
}

/** The day the input shows, as 'YYYY-MM-DD' ('' when empty). */
export function dayOf(label: string): string {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(dayInput(label).value);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : '';
}

/** Puts a 'YYYY-MM-DD' day into the input, as a person's ДД.ММ.ГГГГ. */
export function setDay(label: string, day: string): void {
  fireEvent.change(dayInput(label), { target: { value: formatDate(day) } });
}
