/**
 * The cabinet's date inputs (src/components/DayPicker.tsx) as a person uses them: a group of
 * day, month and year sections named by the label, showing and taking ДД.ММ.ГГГГ.
 */
import type { Page } from '@playwright/test';

/** The date input labelled `label`. */
export const dayField = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

/** A 'YYYY-MM-DD' day as the input shows it: ДД.ММ.ГГГГ. */
export const shownDay = (day: string) => day.split('-').reverse().join('.');

/** Types a 'YYYY-MM-DD' day over whatever the input held, as ДД.ММ.ГГГГ. */
export async function typeDay(page: Page, label: string, day: string): Promise<void> {
  await dayField(page, label).getByRole('spinbutton').first().click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(shownDay(day));
}
