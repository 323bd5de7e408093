/**
 * 'Добавление аккаунта': the login form (without the registration link) and the same SMS step
 * as the login screen; on success the account is linked (spec 4, 5). In update mode (re-login
 * after a failed switch) the login is fixed and the link is renewed.
 */
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import type { LinkedAccount } from '../../schemas/auth';
import { addAccount } from '../../authProvider/accounts';
import { useLoginText } from '../i18n/useLoginText';
import { navigatorCountryLookup, type CountryLookup } from './country';
import { useDetectedCountry } from './useDetectedCountry';
import { LoginForm } from './LoginForm';
import { SmsStep } from './SmsDialog';
import { useSmsSignIn } from './useSmsSignIn';

export interface AddAccountDialogProps {
  open: boolean;
  onClose: () => void;
  /** Pre-filled login (re-login of a linked account). */
  login?: string;
  /** Update mode: the account is already linked; sign in again and renew the link. */
  update?: boolean;
  /** Called with the new list once the account is linked. */
  onAdded?: (accounts: LinkedAccount[]) => void;
  countryLookup?: CountryLookup;
  /** The linking call (the application's by default). */
  add?: typeof addAccount;
}

export const AddAccountDialog = ({
  open,
  onClose,
  login,
  update = false,
  onAdded,
  countryLookup = navigatorCountryLookup,
  add = addAccount,
}: AddAccountDialogProps) => {
  const translate = useLoginText();
  const [country] = useDetectedCountry(countryLookup);
  const sms = useSmsSignIn(async (params) => {
    const accounts = await add(params, { update });
    onAdded?.(accounts);
    onClose();
  });

  return (
    <>
      <Dialog open={open} onClose={onClose} aria-labelledby="add-account-title" maxWidth="xs" fullWidth>
        <DialogTitle id="add-account-title">{translate('accounts.addTitle')}</DialogTitle>
        <DialogContent>
          {open ? (
            <LoginForm
              key={login ?? ''}
              onSubmit={sms.start}
              country={country}
              initialLogin={login}
              showRegistration={false}
            />
          ) : null}
        </DialogContent>
      </Dialog>
      {open ? <SmsStep sms={sms} /> : null}
    </>
  );
};
