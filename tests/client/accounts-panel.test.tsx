// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithTexts as render } from '../helpers/texts';
import { AdminContext, Notification, TestMemoryRouter, type AuthProvider } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountAlreadyAddedError } from '../../authProvider';
import { addAccount, linkedAccounts, switchAccount } from '../../authProvider/accounts';
import type { CabinetIdentity } from '../../authProvider/types';
import { AccountsPanel } from '../../src/accounts/AccountsPanel';
import { t } from '../../texts/t';
import { i18nProvider } from '../../src/i18n';

vi.mock('../../authProvider/accounts', () => ({
  linkedAccounts: vi.fn(),
  addAccount: vi.fn(),
  switchAccount: vi.fn(),
}));

const identity: CabinetIdentity = {
  id: 1,
  fullName: 'Иван Петров',
  login: 'owner',
  taxis_id: 10,
  park_name: 'Парк Север',
  group_id: 1,
  country_code: 2,
  owner: true,
  first_login: null,
};

const list = [
  { login: 'owner', userId: 1, owner: true, deleted: false },
  { login: 'sub', userId: 2, owner: false, deleted: false },
  { login: 'gone', userId: 3, owner: false, deleted: true },
];

const logout = vi.fn<AuthProvider['logout']>(async () => '/login/');

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => identity,
  getPermissions: async () => ({ group_id: 1, policy: 'a' }),
};

function renderPanel() {
  return render(
    <TestMemoryRouter initialEntries={['/kpi/main']}>
      <AdminContext i18nProvider={i18nProvider} authProvider={authProvider}>
        <AccountsPanel />
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

describe('AccountsPanel', () => {
  beforeEach(() => {
    vi.mocked(linkedAccounts).mockReset().mockResolvedValue(list);
    vi.mocked(switchAccount).mockReset();
    vi.mocked(addAccount).mockReset();
    logout.mockClear();
  });

  it('shows the current account and the active linked accounts', async () => {
    renderPanel();
    expect(await screen.findByText('Иван Петров')).toBeTruthy();
    expect(screen.getByText('owner')).toBeTruthy();
    expect(screen.getByText('Парк Север')).toBeTruthy();
    const sub = await screen.findByRole('listitem', { name: 'sub' });
    expect(within(sub).getByRole('button', { name: t('accounts.switchTo') })).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: 'gone' })).toBeNull();
    expect(screen.queryByRole('listitem', { name: 'owner' })).toBeNull();
    expect(screen.getByRole('button', { name: t('accounts.add') })).toBeTruthy();
  });

  it('switches account', async () => {
    vi.mocked(switchAccount).mockResolvedValue({ status: 'switched', login: 'sub', target: null });
    renderPanel();
    const sub = await screen.findByRole('listitem', { name: 'sub' });
    fireEvent.click(within(sub).getByRole('button', { name: t('accounts.switchTo') }));
    await waitFor(() => expect(switchAccount).toHaveBeenCalledWith('sub'));
  });

  it('a failed switch shows the re-login message and the login modal for that account', async () => {
    vi.mocked(switchAccount).mockResolvedValue({ status: 'reauth', login: 'sub' });
    renderPanel();
    const sub = await screen.findByRole('listitem', { name: 'sub' });
    fireEvent.click(within(sub).getByRole('button', { name: t('accounts.switchTo') }));
    expect(await screen.findByText(t('accounts.reauth'))).toBeTruthy();
    const dialog = await screen.findByRole('dialog', { name: t('accounts.addTitle') });
    expect((within(dialog).getByLabelText(t('login.login')) as HTMLInputElement).value).toBe('sub');
    expect(within(dialog).queryByRole('link', { name: t('login.register') })).toBeNull();

    vi.mocked(addAccount).mockResolvedValue(list);
    vi.mocked(switchAccount).mockResolvedValue({ status: 'switched', login: 'sub', target: null });
    fireEvent.change(within(dialog).getByLabelText(t('login.password')), { target: { value: 'secret' } });
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: t('login.submit') }));
    await waitFor(() => expect(addAccount).toHaveBeenCalledWith({ login: 'sub', password: 'secret' }, { update: true }));
    await waitFor(() => expect(switchAccount).toHaveBeenCalledTimes(2));
  });

  it('shows ru.accounts.alreadyAdded at the login field of the add-account modal', async () => {
    vi.mocked(addAccount).mockRejectedValue(new AccountAlreadyAddedError());
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: t('accounts.add') }));
    const dialog = await screen.findByRole('dialog', { name: t('accounts.addTitle') });
    fireEvent.change(within(dialog).getByLabelText(t('login.login')), { target: { value: 'sub' } });
    fireEvent.change(within(dialog).getByLabelText(t('login.password')), { target: { value: 'secret' } });
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: t('login.submit') }));
    const loginField = within(dialog).getByLabelText(t('login.login'));
    await waitFor(() => expect(loginField.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText(t('accounts.alreadyAdded'))).toBeTruthy();
    expect(addAccount).toHaveBeenCalledWith({ login: 'sub', password: 'secret' }, { update: false });
  });

  it('logs out through react-admin', async () => {
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: t('menu.logout') }));
    await waitFor(() => expect(logout).toHaveBeenCalled());
  });
});
