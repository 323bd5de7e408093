import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, HttpError, Notification, TestMemoryRouter, type DataProvider } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DriverCorrection } from '../../resources/drivers/detail/DriverCorrection';
import { ruDrivers } from '../../src/i18n/ru-drivers';
import { ruFleet } from '../../src/i18n/ru-fleet';
import { RouteParamsContext } from '../../src/root/routeParams';

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
      <AdminContext dataProvider={dataProvider}>
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

function fill(amount: string, reason: string) {
  fireEvent.change(screen.getByLabelText(ruDrivers.correction.amount), { target: { value: amount } });
  fireEvent.change(screen.getByLabelText(ruDrivers.correction.reason), { target: { value: reason } });
}

/** Clicks the submit button once the form takes it (not while the previous attempt settles). */
async function submit() {
  const button = screen.getByRole('button', { name: ruDrivers.correction.submit });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  fireEvent.click(button);
}

// A whole react-admin form renders here: allow for a busy machine.
describe('DriverCorrection', { timeout: 20_000 }, () => {
  beforeEach(() => {
    create.mockReset();
  });

  it('retries a failed attempt with the same Idempotency-Key, then shows the new balance and opens the ledger', async () => {
    create.mockRejectedValueOnce(new Error('Сервер недоступен. Проверьте подключение'));
    create.mockResolvedValueOnce({ data: { ...entry, balance: '1500.00' } });
    renderCorrection();
    expect(await screen.findByText(driver.full_name)).toBeTruthy();
    fill('+500', 'Бонус за смену');
    expect(screen.getByText('Начисление 500,00 ₽')).toBeTruthy();
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
    fill('-300', 'Штраф за опоздание');
    expect(screen.getByText('Списание 300,00 ₽')).toBeTruthy();
    await submit();
    expect(await screen.findByText('Сервер недоступен. Проверьте подключение')).toBeTruthy();
    fill('-250', 'Штраф за опоздание');
    await submit();
    await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
    const [first, second] = create.mock.calls;
    expect(second?.[1].meta.idempotencyKey).not.toBe(first?.[1].meta.idempotencyKey);
  });

  it('shows zod’s and the server’s messages at the fields', async () => {
    renderCorrection();
    await screen.findByText(driver.full_name);
    fill('0', 'x');
    await submit();
    expect(await screen.findByText(ruFleet.validation.amountNonZero)).toBeTruthy();
    expect(screen.getByText(ruFleet.validation.reasonLength)).toBeTruthy();
    expect(create).not.toHaveBeenCalled();

    create.mockRejectedValueOnce(
      new HttpError('Проверьте правильность заполнения полей', 400, {
        error: 'validation_error',
        errors: { amount: ruFleet.validation.amountTooLarge },
      }),
    );
    fill('-9999999', 'Списание долга');
    await submit();
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(ruFleet.validation.amountTooLarge)).toBeTruthy();
  });
});
