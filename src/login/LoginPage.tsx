/**
 * The login screen (spec 2) of the public route. Reads `?f=` and keeps it as the first page to
 * open after login; a visitor who still has a session goes straight in. While the person types
 * the SMS code the cabinet's first screen is fetched, and signing in hands the page over to it
 * (src/login/entry.tsx) without react-admin ever loading for the form.
 */
import { Suspense, useEffect, useState } from 'react';
import { useLoginText } from '../i18n/useLoginText';
import { AuthScreen } from './AuthScreen';
import { navigatorCountryLookup, type CountryLookup } from './country';
import { useDetectedCountry } from './useDetectedCountry';
import { LoginForm } from './LoginForm';
import { usePublicNavigation } from './publicNavigation';
import { firstPage, lazyAuth, preloadSignIn, RecoveryDialog, SmsStep, type LoginAuth } from './lazyParts';
import { useSmsSignIn } from './useSmsSignIn';

export interface LoginPageProps {
  /** How the visitor's country is found (offer document, recovery phone mask). */
  countryLookup?: CountryLookup;
  auth?: LoginAuth;
}

export const LoginPage = ({ countryLookup = navigatorCountryLookup, auth = lazyAuth }: LoginPageProps) => {
  const translate = useLoginText();
  const { search, prepare, enter } = usePublicNavigation();
  const [country] = useDetectedCountry(countryLookup);
  const [recoveryOpen, setRecoveryOpen] = useState(false);
  // The SMS dialog stays open (busy) until the cabinet shows: no bare form in between.
  const sms = useSmsSignIn(async (params) => {
    const { redirectTo } = await auth.login(params);
    await enter(redirectTo);
  });

  // The code takes the person a few seconds to type: the cabinet's first screen loads meanwhile.
  const challenged = sms.challenge !== null;
  useEffect(() => {
    if (challenged) prepare();
  }, [challenged, prepare]);

  useEffect(() => {
    const path = new URLSearchParams(search).get('f');
    if (path !== null) void firstPage.keep(path);
  }, [search]);

  useEffect(() => {
    preloadSignIn();
    let current = true;
    auth.checkAuth().then(
      async () => {
        const target = (await firstPage.take()) ?? '/';
        if (current) await enter(target);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [auth, enter]);

  return (
    <AuthScreen title={translate('login.title')}>
      <LoginForm onSubmit={sms.start} country={country} onForgot={() => setRecoveryOpen(true)} showRegistration />
      <Suspense fallback={null}>
        {sms.challenge ? <SmsStep sms={sms} /> : null}
        {recoveryOpen ? <RecoveryDialog open country={country} onClose={() => setRecoveryOpen(false)} /> : null}
      </Suspense>
    </AuthScreen>
  );
};
