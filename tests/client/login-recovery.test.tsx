// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithTexts as render } from '../helpers/texts';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { recovery } from '../../authProvider';
import { t } from '../../texts/t';
import { RecoveryDialog } from '../../src/login/RecoveryDialog';

type RecoveryApi = typeof recovery;

const parkA = { taxis_id: 10, name: 'Парк Север', server_id: 'main' };
const parkB = { taxis_id: 11, name: 'Парк Юг', server_id: 'main' };

function fakeApi(parks: (typeof parkA)[]) {
  return {
    email: vi.fn<RecoveryApi['email']>(async () => undefined),
    sms: vi.fn<RecoveryApi['sms']>(async () => ({ sms_key: 'rk', taxis_list: [] })),
    confirm: vi.fn<RecoveryApi['confirm']>(async (request) => {
      if (request.sms_code !== '12345') throw new HttpError('Неверный код', 400, { error: 'sms_code_invalid' });
      return parks;
    }),
    taxisChange: vi.fn<RecoveryApi['taxisChange']>(async () => t('recovery.success')),
  } satisfies RecoveryApi;
}

const next = () => fireEvent.click(screen.getByRole('button', { name: t('recovery.next') }));
const digit = (n: number) => screen.getByLabelText(t('sms.digit', { n }));

async function throughPhone(api: RecoveryApi, country: 2 | 4 = 2, typed = '9991234567') {
  render(<RecoveryDialog open onClose={vi.fn()} country={country} api={api} loadSandboxCode={async () => '12345'} />);
  fireEvent.change(screen.getByLabelText(t('recovery.email')), { target: { value: ' Boss@Park.test ' } });
  next();
  const phone = await screen.findByLabelText(t('recovery.phone'));
  fireEvent.change(phone, { target: { value: typed } });
  return phone as HTMLInputElement;
}

describe('RecoveryDialog', () => {
  it('checks the e-mail before calling the server', async () => {
    const api = fakeApi([parkA]);
    render(<RecoveryDialog open onClose={vi.fn()} country={2} api={api} />);
    fireEvent.change(screen.getByLabelText(t('recovery.email')), { target: { value: 'not-an-email' } });
    next();
    expect(await screen.findByText(t('recovery.emailInvalid'))).toBeTruthy();
    expect(api.email).not.toHaveBeenCalled();
  });

  it('runs email -> phone -> code and, with a single park, changes it without asking', async () => {
    const api = fakeApi([parkA]);
    const phone = await throughPhone(api);
    expect(api.email).toHaveBeenCalledWith('boss@park.test');
    expect(phone.value).toBe('(999) 123-45-67');
    next();
    await waitFor(() =>
      expect(api.sms).toHaveBeenCalledWith({ EMAIL: 'boss@park.test', PHONE: '+79991234567', country_code: 2 }),
    );
    expect((await screen.findByLabelText(t('app.sandbox'))).textContent).toBe(t('sms.sandboxCode', { code: '12345' }));

    fireEvent.paste(digit(1), { clipboardData: { getData: () => '12345' } });
    expect(await screen.findByText(t('recovery.success'))).toBeTruthy();
    expect(api.taxisChange).toHaveBeenCalledWith({
      EMAIL: 'boss@park.test',
      PHONE: '+79991234567',
      country_code: 2,
      sms_code: '12345',
      sms_key: 'rk',
      taxis_id: 10,
      server_id: 'main',
    });
    expect(screen.queryByText(t('recovery.park'))).toBeNull();
  });

  it('asks for the park only when there is more than one', async () => {
    const api = fakeApi([parkA, parkB]);
    await throughPhone(api);
    next();
    fireEvent.paste(await screen.findByLabelText(t('sms.digit', { n: 1 })), {
      clipboardData: { getData: () => '12345' },
    });
    fireEvent.click(await screen.findByLabelText('Парк Юг'));
    next();
    expect(await screen.findByText(t('recovery.success'))).toBeTruthy();
    expect(api.taxisChange).toHaveBeenCalledWith(expect.objectContaining({ taxis_id: 11, sms_code: '12345' }));
  });

  it('shows a wrong code and clears the boxes', async () => {
    const api = fakeApi([parkA]);
    await throughPhone(api);
    next();
    fireEvent.paste(await screen.findByLabelText(t('sms.digit', { n: 1 })), {
      clipboardData: { getData: () => '11111' },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Неверный код');
    expect((digit(1) as HTMLInputElement).value).toBe('');
    expect(api.taxisChange).not.toHaveBeenCalled();
  });

  it('requires the whole phone and uses the Belarus mask after +375', async () => {
    const api = fakeApi([parkA]);
    const phone = await throughPhone(api, 4, '2912');
    expect(phone.value).toBe('29-12');
    next();
    expect(await screen.findByText(t('recovery.phoneInvalid'))).toBeTruthy();
    expect(api.sms).not.toHaveBeenCalled();
    fireEvent.change(phone, { target: { value: '291234567' } });
    expect(phone.value).toBe('29-123-45-67');
    next();
    await waitFor(() => expect(api.sms).toHaveBeenCalledWith(expect.objectContaining({ PHONE: '+375291234567', country_code: 4 })));
  });
});
