/**
 * Issue 13 in the browser: the owner imports a 1C statement (Windows-1251, made here) that pays
 * two of the park's completed payouts and holds one payment our books lack; the screen shows the
 * two matched and flags the one. Then the reconciliation screen, run by hand for that day, shows
 * the mismatch. The payouts come from the demo park's own statement of them (the demo adds one
 * whenever the park has completed payouts on a bank account).
 */
import { expect, test } from '@playwright/test';
import { z } from 'zod';
import { RECONCILIATION_ENDPOINTS, StatementDetailSchema, StatementsResponseSchema } from '../../schemas/reconciliation';
import { t } from '../../texts/t';
import { oneCText, toWindows1251 } from '../helpers/one-c-file';
import { typeDay } from './day-input';
import { apiOf, signIn } from './support';

const russian = (day: string) => day.split('-').reverse().join('.');
const ACCOUNTS = z.object({ accounts: z.array(z.object({ id: z.number(), name: z.string(), public_id: z.string() })) });

test('import a 1C statement that matches two payouts and flags one mismatch, then see it reconciled', async ({ page }) => {
  test.setTimeout(120_000);
  const api = apiOf(page);
  await signIn(page, 'demo1');
  await page.goto('/payments/import');
  await expect(page.getByRole('heading', { level: 1, name: t('reconciliation.screen.importTitle') })).toBeVisible();

  // Two completed payouts of the park, as its demo statement matched them.
  const { statements } = StatementsResponseSchema.parse(await api(`${RECONCILIATION_ENDPOINTS.statements}?countperpage=50`));
  const demo = statements.at(-1);
  expect(demo, 'the demo park has a statement of its payouts').toBeDefined();
  const detail = StatementDetailSchema.parse(await api(RECONCILIATION_ENDPOINTS.statement.replace(':id', String(demo?.id))));
  const paid = detail.lines.filter((line) => line.match === 'matched' && line.payout_id !== null).slice(0, 2);
  expect(paid).toHaveLength(2);
  const { accounts } = ACCOUNTS.parse(await api(RECONCILIATION_ENDPOINTS.accounts));
  const account = accounts.find((candidate) => candidate.id === detail.account_id);
  const day = detail.period_from;

  // Document numbers of their own: a file imported before would be answered as it was then.
  const base = Date.now() % 1_000_000;
  const file = toWindows1251(
    oneCText(
      [
        ...paid.map((line, index) => ({
          number: String(base + index),
          date: russian(line.day),
          sum: line.amount,
          recipient: line.driver_name ?? 'Водитель',
          purpose: `Выплата водителю, выплата № ${line.payout_id}`,
        })),
        { number: String(base + 99), date: russian(day), sum: '4321.00', recipient: 'ООО «Сторонний получатель»', purpose: `Оплата по договору ${base}` },
      ],
      { account: account?.public_id, from: russian(day), to: russian(day) },
    ),
  );
  await page.reload();
  // The accounts are listed by name, so the preselected one is CloudPayments: the statement's is chosen.
  expect(account, 'the statement account is one of the park').toBeDefined();
  await page.getByRole('combobox', { name: t('reconciliation.screen.account') }).click();
  await page.getByRole('option', { name: `${account?.name} (${account?.public_id})` }).click();
  await expect(page.getByRole('combobox', { name: t('reconciliation.screen.account') })).toContainText(account?.public_id ?? '');
  await page.getByLabel(t('reconciliation.screen.chooseFile')).setInputFiles({ name: 'выписка 1С.txt', mimeType: 'text/plain', buffer: file });

  const status = page.getByRole('status').filter({ hasText: t('reconciliation.screen.imported', { lines: 3 }) });
  await expect(status).toBeVisible();
  const lines = page.getByRole('table', { name: t('reconciliation.screen.importTitle') }).locator('tbody tr');
  await expect(lines).toHaveCount(3);
  await expect(lines.filter({ hasText: t('reconciliation.match.matched') })).toHaveCount(2);
  for (const line of paid) await expect(lines.filter({ hasText: `${t('reconciliation.screen.payout')} № ${line.payout_id}` })).toHaveCount(1);
  const flagged = lines.filter({ hasText: t('reconciliation.match.not_in_books') });
  await expect(flagged).toHaveCount(1);
  await expect(flagged).toContainText(/4\s321,00/);

  // The reconciliation of that day finds the payment our books lack.
  await page.getByRole('link', { name: t('reconciliation.screen.reconciliationLink') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('reconciliation.screen.reconciliationTitle') })).toBeVisible();
  await typeDay(page, t('reconciliation.screen.from'), day);
  await typeDay(page, t('reconciliation.screen.to'), day);
  await page.getByRole('button', { name: t('reconciliation.screen.runStart') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('reconciliation.screen.runStarted').split(':')[0] ?? '' })).toBeVisible();
  // The demo's card payouts have no statement, so the day holds many mismatches over pages: the
  // kind filter leaves the payments our books lack.
  await page.getByRole('combobox', { name: t('reconciliation.screen.kind') }).click();
  await page.getByRole('option', { name: t('reconciliation.kinds.paid_not_in_ledger') }).click();
  const mismatches = page.getByRole('table', { name: t('reconciliation.screen.mismatches') }).locator('tbody tr');
  const unknown = mismatches.filter({ hasText: `Оплата по договору ${base}` });
  await expect(unknown).toHaveCount(1);
  await expect(unknown).toContainText(t('reconciliation.kinds.paid_not_in_ledger'));
  await expect(unknown).toContainText('Сторонний получатель');
  await expect(unknown).toContainText(/4\s321,00/);
});
