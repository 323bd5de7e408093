/**
 * The login screen (react-admin loginPage, auth frame). Reads `?f=` and keeps it as the first page
 * to open after login (spec 2); a visitor who still has a session goes straight in.
 */
import { useEffect, useState } from 'react';
import { useCheckAuth, useLocation, useLogin, useNavigate } from 'react-admin';
import { useText } from '../i18n/useText';
import { accountStorage } from '../../authProvider/storage';
import { useRouteTable } from '../root/definitions';
import { warmUpCabinet } from '../root/warmUp';
import { AuthScreen } from './AuthScreen';
import { navigatorCountryLookup, type CountryLookup } from './country';
import { useDetectedCountry } from './useDetectedCountry';
import { LoginForm } from './LoginForm';
import { RecoveryDialog } from './RecoveryDialog';
import { SmsStep } from './SmsDialog';
import { useSmsSignIn } from './useSmsSignIn';

export interface LoginPageProps {
  /** How the visitor's country is found (offer document, recovery phone mask). */
  countryLookup?: CountryLookup;
}

export const LoginPage = ({ countryLookup = navigatorCountryLookup }: LoginPageProps) => {
  const translate = useText();
  const login = useLogin();
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [country] = useDetectedCountry(countryLookup);
  const [recoveryOpen, setRecoveryOpen] = useState(false);
  const table = useRouteTable();
  const sms = useSmsSignIn(async (params) => {
    await login(params);
  });

  // The code takes the person a few seconds to type: the cabinet's first screen loads meanwhile.
  const challenged = sms.challenge !== null;
  useEffect(() => {
    if (challenged) warmUpCabinet(table);
  }, [challenged, table]);

  useEffect(() => {
    const firstPage = new URLSearchParams(search).get('f');
    if (firstPage !== null) accountStorage.setFirstPage(firstPage);
  }, [search]);

  useEffect(() => {
    let current = true;
    checkAuth({}, false).then(
      () => {
        if (current) navigate(accountStorage.takeFirstPage() ?? '/', { replace: true });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [checkAuth, navigate]);

  return (
    <AuthScreen title={translate('login.title')}>
      <LoginForm onSubmit={sms.start} country={country} onForgot={() => setRecoveryOpen(true)} showRegistration />
      <SmsStep sms={sms} />
      {recoveryOpen ? <RecoveryDialog open country={country} onClose={() => setRecoveryOpen(false)} /> : null}
    </AuthScreen>
  );
};
