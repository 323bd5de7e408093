// @vitest-environment jsdom
import { act, fireEvent, getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import { renderWithTexts as render } from '../helpers/texts';
import { useState } from 'react';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SmsRequiredError } from '../../authProvider';
import { t } from '../../texts/t';
import type { CountryLookup } from '../../src/login/country';
import { countryFromLanguage } from '../../src/login/country';
import type { LoginAuth } from '../../src/login/lazyParts';
import { LoginPage } from '../../src/login/LoginPage';
import { PublicNavigationContext, type PublicNavigation } from '../../src/login/publicNavigation';
import { nationalDigits } from '../../schemas/phone';
import { formatPhone, phoneE164, unbreakable } from '../../src/login/phone';
import { EMPTY_SMS_CODE, SmsCodeInput } from '../../src/login/SmsCodeInput';
import { SmsDialog } from '../../src/login/SmsDialog';

const digitBox = (n: number) => screen.getByLabelText(t('sms.digit', { n }));

const ControlledCode = ({ onComplete }: { onComplete: (code: string) => void }) => {
  const [value, setValue] = useState<readonly string[]>(EMPTY_SMS_CODE);
  return <SmsCodeInput value={value} onChange={setValue} onComplete={onComplete} autoFocus />;
};

describe('SmsCodeInput', () => {
  it('has five numeric one-digit boxes with accessible labels', () => {
    render(<ControlledCode onComplete={vi.fn()} />);
    for (let n = 1; n <= 5; n += 1) {
      const box = digitBox(n);
      expect(box.getAttribute('inputmode')).toBe('numeric');
    }
    expect(screen.queryByLabelText(t('sms.digit', { n: 6 }))).toBeNull();
    expect(document.activeElement).toBe(digitBox(1));
  });

  it('advances the focus as digits are typed and submits once with the five digits', () => {
    const onComplete = vi.fn();
    render(<ControlledCode onComplete={onComplete} />);
    ['1', '2', '3', '4'].forEach((digit, index) => {
      fireEvent.change(digitBox(index + 1), { target: { value: digit } });
      expect(document.activeElement).toBe(digitBox(index + 2));
    });
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.change(digitBox(5), { target: { value: '5' } });
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('12345');
    // Editing a complete code does not resubmit.
    fireEvent.change(digitBox(5), { target: { value: '59' } });
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect((digitBox(5) as HTMLInputElement).value).toBe('9');
  });

  it('ignores non-digits', () => {
    render(<ControlledCode onComplete={vi.fn()} />);
    fireEvent.change(digitBox(1), { target: { value: 'a' } });
    expect((digitBox(1) as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(digitBox(1));
  });

  it('backspace on an empty box moves back and clears the previous digit', () => {
    render(<ControlledCode onComplete={vi.fn()} />);
    fireEvent.change(digitBox(1), { target: { value: '7' } });
    fireEvent.change(digitBox(2), { target: { value: '8' } });
    expect(document.activeElement).toBe(digitBox(3));
    fireEvent.keyDown(digitBox(3), { key: 'Backspace' });
    expect(document.activeElement).toBe(digitBox(2));
    expect((digitBox(2) as HTMLInputElement).value).toBe('');
    fireEvent.keyDown(digitBox(2), { key: 'Backspace' });
    expect(document.activeElement).toBe(digitBox(1));
    expect((digitBox(1) as HTMLInputElement).value).toBe('');
  });

  it('fills all boxes from a pasted code and submits it', () => {
    const onComplete = vi.fn();
    render(<ControlledCode onComplete={onComplete} />);
    fireEvent.paste(digitBox(3), { clipboardData: { getData: () => ' 54 321 ' } });
    expect([1, 2, 3, 4, 5].map((n) => (digitBox(n) as HTMLInputElement).value).join('')).toBe('54321');
    expect(onComplete).toHaveBeenCalledWith('54321');
  });

  it('fills all boxes from an autofilled code in the first box', () => {
    const onComplete = vi.fn();
    render(<ControlledCode onComplete={onComplete} />);
    fireEvent.change(digitBox(1), { target: { value: '24680' } });
    expect(onComplete).toHaveBeenCalledWith('24680');
  });
});

describe('SmsDialog', () => {
  const baseProps = {
    open: true,
    phoneMask: '+7 (***) ***-**-12',
    login: 'owner',
    onResend: () => Promise.resolve(),
    onClose: () => undefined,
  };

  it("is titled 'Подтверждение авторизации' and submits the five digits automatically", async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<SmsDialog {...baseProps} onSubmit={onSubmit} loadSandboxCode={async () => null} />);
    expect(screen.getByRole('dialog', { name: t('sms.title') })).toBeTruthy();
    expect(t('sms.title')).toBe('Подтверждение авторизации');
    // The number is written with non-breaking spaces and hyphens; compare it as it is.
    const sentTo = t('sms.sentTo', { phone: unbreakable('+7 (***) ***-**-12') });
    expect(screen.getByText(sentTo, { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) })).toBeTruthy();
    fireEvent.paste(digitBox(1), { clipboardData: { getData: () => '12345' } });
    expect(onSubmit).toHaveBeenCalledWith('12345');
    await waitFor(() => expect((digitBox(1) as HTMLInputElement).disabled).toBe(false));
  });

  it('shows a server error, clears the boxes and focuses the first', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new HttpError('Неверный код. Осталось попыток: 4', 400, {})));
    render(<SmsDialog {...baseProps} onSubmit={onSubmit} loadSandboxCode={async () => null} />);
    fireEvent.paste(digitBox(1), { clipboardData: { getData: () => '11111' } });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Неверный код. Осталось попыток: 4');
    for (let n = 1; n <= 5; n += 1) expect((digitBox(n) as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(digitBox(1)));
  });

  it('resends the code on request', async () => {
    const onResend = vi.fn(() => Promise.resolve());
    render(<SmsDialog {...baseProps} onResend={onResend} onSubmit={vi.fn()} loadSandboxCode={async () => null} />);
    fireEvent.click(screen.getByRole('button', { name: t('sms.resend') }));
    await waitFor(() => expect(onResend).toHaveBeenCalledTimes(1));
  });

  it('shows the sandbox code, labelled, only when there is one', async () => {
    const { unmount } = render(
      <SmsDialog {...baseProps} onSubmit={vi.fn()} loadSandboxCode={async (login) => (login === 'owner' ? '13579' : null)} />,
    );
    const sandbox = await screen.findByLabelText(t('app.sandbox'));
    expect(sandbox.textContent).toBe(t('sms.sandboxCode', { code: '13579' }));
    unmount();

    const load = vi.fn(async () => null);
    render(<SmsDialog {...baseProps} onSubmit={vi.fn()} loadSandboxCode={load} />);
    await waitFor(() => expect(load).toHaveBeenCalledWith('owner'));
    expect(screen.queryByLabelText(t('app.sandbox'))).toBeNull();
    expect(screen.queryByText(/Тестовый режим/)).toBeNull();
  });
});

const fixedCountry = (code: 2 | 3 | 4): CountryLookup => ({ detect: async () => code });

/** Nobody signed in on this browser unless `session` says so. */
function fakeAuthProvider(login: LoginAuth['login'], session = false): LoginAuth {
  return {
    login,
    checkAuth: () => (session ? Promise.resolve() : Promise.reject(new Error('anonymous'))),
  };
}

/** The login screen on the public route; its navigation (hand-over to the cabinet...) is recorded. */
function renderLogin(auth: LoginAuth, entry = '/login', country: 2 | 3 | 4 = 2) {
  const navigation = {
    search: entry.includes('?') ? entry.slice(entry.indexOf('?')) : '',
    go: vi.fn(),
    notify: vi.fn(),
    prepare: vi.fn(),
    enter: vi.fn(async () => undefined),
  } satisfies PublicNavigation;
  render(
    <PublicNavigationContext.Provider value={navigation}>
      <LoginPage countryLookup={fixedCountry(country)} auth={auth} />
    </PublicNavigationContext.Provider>,
  );
  return navigation;
}

function fillCredentials(login: string, password: string, offer = true) {
  fireEvent.change(screen.getByLabelText(t('login.login')), { target: { value: login } });
  fireEvent.change(screen.getByLabelText(t('login.password')), { target: { value: password } });
  if (offer) fireEvent.click(screen.getByRole('checkbox'));
}

describe('LoginPage', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ access_policy: 'a', sms_sandbox: false, knowledge_base_url: '', chat_url: '' }))),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the validation texts of spec 5 at the fields and does not call login', async () => {
    const login = vi.fn(() => Promise.resolve({ redirectTo: '/' }));
    renderLogin(fakeAuthProvider(login));
    fireEvent.click(await screen.findByRole('button', { name: t('login.submit') }));
    expect(await screen.findByText(t('login.loginRequired'))).toBeTruthy();
    expect(screen.getByText(t('login.passwordRequired'))).toBeTruthy();
    expect(screen.getByText(t('login.offerRequired'))).toBeTruthy();
    expect(t('login.loginRequired')).toBe('Логин не должен быть пустым');
    expect(t('login.passwordRequired')).toBe('Пароль не должен быть пустым');
    expect(t('login.offerRequired')).toBe('Для входа необходимо принять условия договора оферты');
    expect(login).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(t('login.login')), { target: { value: '   ' } });
    fireEvent.change(screen.getByLabelText(t('login.password')), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: t('login.submit') }));
    expect(await screen.findByText(t('login.loginRequired'))).toBeTruthy();
    expect(screen.queryByText(t('login.passwordRequired'))).toBeNull();
    expect(screen.getByText(t('login.offerRequired'))).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
  });

  it('toggles the password visibility with labelled buttons', async () => {
    renderLogin(fakeAuthProvider(vi.fn()));
    const password = await screen.findByLabelText(t('login.password'));
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: t('login.showPassword') }));
    expect(password.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: t('login.hidePassword') }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('links the offer of the visitor country, the privacy policy and the registration', async () => {
    renderLogin(fakeAuthProvider(vi.fn()), '/login', 3);
    // The dialogs and the auth layer load after the form (lazily): generous waits on a busy machine.
    await waitFor(
      () => expect(screen.getByRole('link', { name: t('login.offerRules') }).getAttribute('href')).toBe('/docs/offer-kz.html'),
      { timeout: 10_000 },
    );
    expect(screen.getByRole('link', { name: t('login.offerPrivacy') }).getAttribute('href')).toBe('/docs/privacy.html');
    expect(screen.getByRole('link', { name: t('login.register') }).getAttribute('href')).toBe('/registration');
    expect(screen.getByRole('button', { name: t('login.restore') })).toBeTruthy();
    expect(screen.getByText(t('login.forgot'))).toBeTruthy();
  });

  it('keeps ?f= as the first page', async () => {
    renderLogin(fakeAuthProvider(vi.fn()), '/login?f=%2Fdrivers%2Flist%2Fall');
    await waitFor(() => expect(localStorage.getItem('first_page')).toBe('/drivers/list/all'));
  });

  it('signs in with the credentials and hands the page over to the cabinet at the page the auth layer names', async () => {
    const login = vi.fn(() => Promise.resolve({ redirectTo: '/drivers/list/all' }));
    const navigation = renderLogin(fakeAuthProvider(login));
    await screen.findByLabelText(t('login.login'));
    expect(navigation.enter).not.toHaveBeenCalled();
    fillCredentials(' owner ', 'secret');
    fireEvent.click(screen.getByRole('button', { name: t('login.submit') }));
    await waitFor(() => expect(login).toHaveBeenCalledWith({ login: 'owner', password: 'secret' }));
    await waitFor(() => expect(navigation.enter).toHaveBeenCalledWith('/drivers/list/all'));
  });

  it('sends a visitor whose session is still alive straight in, to the stored first page', async () => {
    localStorage.setItem('first_page', '/transfers/list');
    const navigation = renderLogin(fakeAuthProvider(vi.fn(), true));
    await waitFor(() => expect(navigation.enter).toHaveBeenCalledWith('/transfers/list'));
    expect(localStorage.getItem('first_page')).toBeNull();
  });

  it('shows a server error at the form', async () => {
    const login = vi.fn(() =>
      Promise.reject(new HttpError(t('errors.invalidCredentials'), 401, { error: 'invalid_credentials' })),
    );
    renderLogin(fakeAuthProvider(login));
    await screen.findByLabelText(t('login.login'));
    fillCredentials('owner', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: t('login.submit') }));
    expect((await screen.findByRole('alert')).textContent).toBe(t('errors.invalidCredentials'));
  });

  it('opens the SMS dialog on sms_key and resends the login with sms_key and the 5 digits', async () => {
    const login = vi.fn((params: { sms_code?: string }) =>
      params.sms_code === undefined
        ? Promise.reject(new SmsRequiredError('key-1', '+7 (***) ***-**-12', 300))
        : Promise.resolve({ redirectTo: '/' }),
    );
    renderLogin(fakeAuthProvider(login));
    await screen.findByLabelText(t('login.login'));
    fillCredentials('owner', 'secret');
    fireEvent.click(screen.getByRole('button', { name: t('login.submit') }));
    const dialog = await screen.findByRole('dialog', { name: t('sms.title') }, { timeout: 10_000 });
    const boxes = within(dialog).getAllByRole('textbox');
    expect(boxes).toHaveLength(5);
    for (const [index, digit] of ['1', '2', '3', '4', '5'].entries()) {
      await act(async () => {
        fireEvent.change(boxes[index] as HTMLElement, { target: { value: digit } });
      });
    }
    await waitFor(() =>
      expect(login).toHaveBeenLastCalledWith({ login: 'owner', password: 'secret', sms_key: 'key-1', sms_code: '12345' }),
    );
  });

  it('fetches the cabinet ahead once the SMS step opens, not before', async () => {
    const login = vi.fn(() => Promise.reject(new SmsRequiredError('key-1', '+7 (***) ***-**-12', 300)));
    const navigation = renderLogin(fakeAuthProvider(login));
    await screen.findByLabelText(t('login.login'));
    expect(navigation.prepare).not.toHaveBeenCalled();
    fillCredentials('owner', 'secret');
    fireEvent.click(screen.getByRole('button', { name: t('login.submit') }));
    await screen.findByRole('dialog', { name: t('sms.title') }, { timeout: 10_000 });
    expect(navigation.prepare).toHaveBeenCalledTimes(1);
  });

  it('opens the recovery dialog', async () => {
    renderLogin(fakeAuthProvider(vi.fn()));
    fireEvent.click(await screen.findByRole('button', { name: t('login.restore') }));
    expect(await screen.findByRole('dialog', { name: t('recovery.title') }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByLabelText(t('recovery.email'))).toBeTruthy();
  });
});

describe('country and phone', () => {
  it('detects the country from the browser language', () => {
    expect(countryFromLanguage('kk')).toBe(3);
    expect(countryFromLanguage('ru-KZ')).toBe(3);
    expect(countryFromLanguage('be')).toBe(4);
    expect(countryFromLanguage('ru-BY')).toBe(4);
    expect(countryFromLanguage('ru-RU')).toBe(2);
    expect(countryFromLanguage('en-US')).toBe(2);
  });

  it('formats phones with the masks of spec 5', () => {
    expect(formatPhone(2, '9991234567')).toBe('(999) 123-45-67');
    expect(formatPhone(3, '7011')).toBe('(701) 1');
    expect(formatPhone(4, '291234567')).toBe('29-123-45-67');
    expect(nationalDigits(2, '+7 (999) 123-45-67')).toBe('9991234567');
    expect(nationalDigits(4, '+375 29 123 45 67')).toBe('291234567');
    expect(phoneE164(2, '9991234567')).toBe('+79991234567');
    expect(phoneE164(4, '291234567')).toBe('+375291234567');
  });
});
