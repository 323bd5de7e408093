// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, HttpError, Notification, TestMemoryRouter, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ChargeCreate } from '../../resources/drivers/detail/ChargeCreate';
import { ruDrivers } from '../../texts/ru-drivers';
import { ruFleet } from '../../texts/ru-fleet';
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
const dataProvider = { getOne: vi.fn(async () => ({ data: driver })), create } as unknown as DataProvider;
const text = ruDrivers.charges;

function renderCharge() {
  return render(
    <TestMemoryRouter initialEntries={['/drivers/detail/7/charges/new']}>
      <AdminContext dataProvider={dataProvider}>
        <RouteParamsContext.Provider value={{ id: '7' }}>
          <ChargeCreate />
        </RouteParamsContext.Provider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

function type(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

async function submit() {
  const button = screen.getByRole('button', { name: text.create });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  fireEvent.click(button);
}

describe('ChargeCreate', { timeout: 40_000 }, () => {
  it('says at the field that an erased sum is missing, and puts the server’s field details at their fields', async () => {
    renderCharge();
    await screen.findByText(driver.full_name);
    type(text.amountInput, '1500');
    type(text.amountInput, '');
    type(text.description, 'Штраф ГИБДД');
    await submit();
    expect(await screen.findByText(ruFleet.validation.amountRequired)).toBeTruthy();
    expect(screen.queryByText('Неверные входные данные')).toBeNull();
    expect(create).not.toHaveBeenCalled();

    create.mockRejectedValueOnce(
      new HttpError('Проверьте правильность заполнения полей', 400, {
        error: 'validation_error',
        errors: { amount: ruFleet.validation.amountTooLarge },
      }),
    );
    type(text.amountInput, '1 234,50');
    await submit();
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]?.[1]).toMatchObject({ data: { amount: '1 234,50', description: 'Штраф ГИБДД' } });
    expect(await screen.findByText(ruFleet.validation.amountTooLarge)).toBeTruthy();
  });
});
