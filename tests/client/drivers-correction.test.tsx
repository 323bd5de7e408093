// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithTexts as render } from '../helpers/texts';
import { AdminContext, HttpError, Notification, TestMemoryRouter, type DataProvider } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DriverCorrection } from '../../resources/drivers/detail/DriverCorrection';
import { t } from '../../texts/t';
import { RouteParamsContext } from '../../src/root/routeParams';
import { i18nProvider } from '../../src/i18n';

const driver = {
  id: 7,
  full_name: 'Иванов Иван Иванович',
  phone: '+79161234567',
  work_status: 'working',
  self_state: 'none',
  is_blocked: false,
  balance: '1000.00',
  car: null,
  group: null,
};

const create = vi.fn<DataProvider['create']>();
const dataProvider = {
  getOne: vi.fn(async () => ({ data: driver })),
  create,
} as unknown as DataProvider;

const Where = () => <output aria-label="path">{useLocation().pathname}</output>;

function renderCorrection() {
  return render(
    <TestMemoryRouter initialEntries={['/drivers/detail/7/correction']}>
      <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider}>
        <RouteParamsContext.Provider value={{ id: '7' }}>
          <DriverCorrection />
        </RouteParamsContext.Provider>
        <Where />
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const entry = {
  id: 90,
  driver_id: 7,
  kind: 'correction',
  amount: '500.00',
  balance_after: '1500.00',
  description: 'Бонус за смену',
  transfer_id: null,
  charge_id: null,
  created_by: 'dispatcher',
  user_name: 'Смирнов',
  created_at: '2026-11-21T09:00:00.000Z',
};

function fill(amount: string, reason: string, direction?: 'credit' | 'debit') {
  if (direction !== undefined) fireEvent.click(screen.getByRole('radio', { name: t(`drivers.correction.directions.${direction}`) }));
  const input = screen.getByLabelText(t('drivers.correction.amount'));
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: amount } });
  fireEvent.blur(input);
  fireEvent.change(screen.getByLabelText(t('drivers.correction.reason')), { target: { value: reason } });
}

/** Clicks a button once it takes clicks (not while the previous attempt settles). */
async function press(name: string) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  fireEvent.click(button);
}

/** The first step, then the confirmation's button that posts. */
async function submit() {
  if (screen.queryByRole('dialog', { name: t('drivers.correction.confirmTitle') }) === null) await press(t('drivers.correction.review'));
  await screen.findByRole('dialog', { name: t('drivers.correction.confirmTitle') });
  await press(t('drivers.correction.submit'));
}

// A whole react-admin form renders here: allow for a busy machine.
describe('DriverCorrection', { timeout: 40_000 }, () => {
  beforeEach(() => {
    create.mockReset();
  });

  it('retries a failed attempt with the same Idempotency-Key, then shows the new balance and opens the ledger', async () => {
    create.mockRejectedValueOnce(new Error('Сервер недоступен. Проверьте подключение'));
    create.mockResolvedValueOnce({ data: { ...entry, balance: '1500.00' } });
    renderCorrection();
    expect(await screen.findByText(driver.full_name)).toBeTruthy();
    fill('500', 'Бонус за смену', 'credit');
    expect(screen.getByText('Начисление 500,00 ₽')).toBeTruthy();
    await press(t('drivers.correction.review'));
    const confirm = await screen.findByRole('dialog', { name: t('drivers.correction.confirmTitle') });
    expect(within(confirm).getByRole('group', { name: t('drivers.correction.directions.credit') }).textContent).toBe('Начисление+500,00\u00a0₽');
    expect(within(confirm).getByRole('group', { name: t('drivers.correction.balanceNow') }).textContent).toContain('1\u00a0000,00\u00a0₽');
    expect(within(confirm).getByRole('group', { name: t('drivers.correction.balanceAfter') }).textContent).toContain('1\u00a0500,00\u00a0₽');
    expect(create).not.toHaveBeenCalled();
    await submit();
    expect(await screen.findByText('Сервер недоступен. Проверьте подключение')).toBeTruthy();
    await submit();
    await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
    const [first, second] = create.mock.calls;
    expect(first?.[1]).toMatchObject({ data: { amount: '500', reason: 'Бонус за смену' }, meta: { driver_id: '7' } });
    expect(second?.[1].meta.idempotencyKey).toBe(first?.[1].meta.idempotencyKey);
    expect(await screen.findByText('Корректировка проведена. Новый баланс: 1 500,00 ₽')).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText('path').textContent).toBe('/drivers/detail/7/balance'));
  });

  it('takes a new key when the values change', async () => {
    create.mockRejectedValueOnce(new Error('Сервер недоступен. Проверьте подключение'));
    create.mockResolvedValueOnce({ data: { ...entry, balance: '700.00' } });
    renderCorrection();
    await screen.findByText(driver.full_name);
    fill('300', 'Штраф за опоздание', 'debit');
    expect(screen.getByText('Списание 300,00 ₽')).toBeTruthy();
    await submit();
    expect(await screen.findByText('Сервер недоступен. Проверьте подключение')).toBeTruthy();
    await press(t('drivers.correction.back'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t('drivers.correction.confirmTitle') })).toBeNull());
    fill('250', 'Штраф за опоздание');
    await submit();
    await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
    const [first, second] = create.mock.calls;
    expect(second?.[1].meta.idempotencyKey).not.toBe(first?.[1].meta.idempotencyKey);
  });

  it('shows zod’s and the server’s messages at the fields', async () => {
    renderCorrection();
    await screen.findByText(driver.full_name);
    fill('0', 'x');
    await press(t('drivers.correction.review'));
    expect(await screen.findByText(t('fleet.validation.amountNonZero'))).toBeTruthy();
    // Each field shows its message as the form validates it, not necessarily in one render.
    expect(await screen.findByText(t('fleet.validation.reasonLength'))).toBeTruthy();
    expect(await screen.findByText(t('drivers.correction.directionRequired'))).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(create).not.toHaveBeenCalled();

    create.mockRejectedValueOnce(
      new HttpError('Проверьте правильность заполнения полей', 400, {
        error: 'validation_error',
        errors: { amount: t('fleet.validation.amountTooLarge') },
      }),
    );
    fill('9999999', 'Списание долга', 'debit');
    await submit();
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]?.[1]).toMatchObject({ data: { amount: '-9999999', reason: 'Списание долга' } });
    expect(await screen.findByText(t('fleet.validation.amountTooLarge'))).toBeTruthy();
    // The refusal's message sits at its field: the confirmation step has closed.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t('drivers.correction.confirmTitle') })).toBeNull());
  });

  it('credits nothing for a sum without a chosen direction, and takes no sign in the sum', async () => {
    renderCorrection();
    await screen.findByText(driver.full_name);
    fill('500', 'Бонус за смену');
    await press(t('drivers.correction.review'));
    expect(await screen.findByText(t('drivers.correction.directionRequired'))).toBeTruthy();
    expect(screen.queryByText('Начисление 500,00 ₽')).toBeNull();
    fill('+500', 'Бонус за смену', 'credit');
    await press(t('drivers.correction.review'));
    expect(await screen.findByText(t('fleet.validation.amountUnsigned'))).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(create).not.toHaveBeenCalled();
  });

  it('shows only its error for a sum over the limit, with no effect beside it', async () => {
    renderCorrection();
    await screen.findByText(driver.full_name);
    fill('99999999999', 'Бонус за смену', 'credit');
    expect(await screen.findByText(t('fleet.validation.amountTooLarge'))).toBeTruthy();
    expect(screen.queryByText(/Начисление\s+99/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
