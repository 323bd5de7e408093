/**
 * The auth layer the shell and the screens use (spec 4, 7): the react-admin authProvider, password
 * recovery, registration, the sandbox SMS code and the public settings. Linked accounts are in
 * ./accounts.
 */
import type { RegistrationRequest } from '../schemas/auth';
import type { CabinetSettings } from '../schemas/settings';
import type { RegistrationResult } from './api';
import { runtime } from './runtime';

export type { CabinetIdentity, CabinetPermissions } from './types';
export type { CabinetAuthProvider, AuthRejection } from './authProvider';
export type {
  LoginParams,
  RecoveryConfirmRequest,
  RecoveryPhoneRequest,
  RecoveryTaxisChangeRequest,
  RegistrationResult,
  TaxisChoice,
  TokenGrant,
} from './api';
export type { Park } from '../schemas/auth';
export { AccountAlreadyAddedError, NotSignedInError, SmsRequiredError } from './errors';
export { createAuthRuntime, type AuthRuntime, type AuthRuntimeOptions } from './runtime';
export type { PageNavigator } from './navigation';
export { STORAGE_KEYS } from './storage';

/** The react-admin authProvider (`<Admin authProvider={authProvider}>`). */
export const authProvider = runtime.authProvider;

/** Password recovery, in the order of spec 4: email, sms, confirm, taxisChange. */
export const recovery = runtime.recovery;

/** POST /auth-api/auth/registration. */
export function register(request: RegistrationRequest): Promise<RegistrationResult> {
  return runtime.register(request);
}

/** The newest sandbox SMS code for a login (or recovery e-mail); null unless settings.sms_sandbox. */
export function sandboxSmsCode(login: string): Promise<string | null> {
  return runtime.sandboxSmsCode(login);
}

/** GET /api/settings, cached for the page load. */
export function settings(): Promise<CabinetSettings> {
  return runtime.settings();
}
