/**
 * What the login screen needs only after it shows (issue 22 §1): the auth layer with its wire
 * schemas (zod), the SMS and recovery dialogs and the registration screen. Each is fetched
 * once the form is up, so the form never waits for them.
 */
import type { LoginParams } from '../../authProvider/api';
import { lazyNamed } from '../root/lazy';
import type { SmsSignIn } from './useSmsSignIn';

/** What the login screen asks of the auth layer (the application's authProvider by default). */
export interface LoginAuth {
  /** Signs in; resolves with the page to open. */
  login(params: LoginParams): Promise<{ redirectTo: string }>;
  /** Resolves when a stored session is restored. */
  checkAuth(): Promise<void>;
}

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
