/**
 * What the login screen needs only after it shows (issue 22 §1): the auth layer with its wire
 * schemas (zod), the SMS and recovery dialogs and the registration screen. Each is fetched
 * once the form is up, so the form never waits for them.
 */
import { lazyNamed } from '../root/lazy';
import type { LoginAuth } from './LoginPage';
import type { SmsSignIn } from './useSmsSignIn';

const runtime = () => import('../../authProvider/runtime').then((module) => module.runtime);
const storage = () => import('../../authProvider/storage').then((module) => module.accountStorage);

/** The application's authProvider, loaded on first use. */
export const lazyAuth: LoginAuth = {
  login: async (params) => (await runtime()).authProvider.login(params),
  checkAuth: async () => (await runtime()).authProvider.checkAuth(),
};

/** `?f=`: the first page to open after sign-in (spec 2). */
export const firstPage = {
  keep: async (path: string) => (await storage()).setFirstPage(path),
  take: async () => (await storage()).takeFirstPage(),
};

export const SmsStep = lazyNamed<'SmsStep', { sms: SmsSignIn }>(() => import('./SmsDialog'), 'SmsStep');
export const RecoveryDialog = lazyNamed(() => import('./RecoveryDialog'), 'RecoveryDialog');
export const RegistrationPage = lazyNamed(() => import('./RegistrationPage'), 'RegistrationPage');
export const Notice = lazyNamed(() => import('./Notice'), 'Notice');

/** Fetches the parts a sign-in will need, right after the form shows. */
export function preloadSignIn(): void {
  void runtime().catch(() => undefined);
  void SmsStep.preload().catch(() => undefined);
}
