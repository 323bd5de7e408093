// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithTexts as render } from '../helpers/texts';
import { AdminContext, HttpError, Notification, TestMemoryRouter, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ChargeCreate } from '../../resources/drivers/detail/ChargeCreate';
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
const dataProvider = { getOne: vi.fn(async () => ({ data: driver })), create } as unknown as DataProvider;

function renderCharge() {
  return render(
    <TestMemoryRouter initialEntries={['/drivers/detail/7/charges/new']}>
      <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider}>
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
  const button = screen.getByRole('button', { name: t('drivers.charges.create') });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  fireEvent.click(button);
}

describe('ChargeCreate', { timeout: 40_000 }, () => {
  it('says at the field that an erased sum is missing, and puts the server’s field details at their fields', async () => {
    renderCharge();
    await screen.findByText(driver.full_name);
    type(t('drivers.charges.amountInput'), '1500');
    type(t('drivers.charges.amountInput'), '');
    type(t('drivers.charges.description'), 'Штраф ГИБДД');
    await submit();
    expect(await screen.findByText(t('fleet.validation.amountRequired'))).toBeTruthy();
    expect(screen.queryByText('Неверные входные данные')).toBeNull();
    expect(create).not.toHaveBeenCalled();

    create.mockRejectedValueOnce(
      new HttpError('Проверьте правильность заполнения полей', 400, {
        error: 'validation_error',
        errors: { amount: t('fleet.validation.amountTooLarge') },
      }),
    );
    type(t('drivers.charges.amountInput'), '1 234,50');
    await submit();
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]?.[1]).toMatchObject({ data: { amount: '1 234,50', description: 'Штраф ГИБДД' } });
    expect(await screen.findByText(t('fleet.validation.amountTooLarge'))).toBeTruthy();
  });
});
