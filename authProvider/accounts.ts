/**
 * Linked accounts of the application (spec 3, 4, 5), bound to the application's session.
 * See accountsService.ts for the rules.
 */
import type { LinkedAccount } from '../schemas/auth';
import type { LoginParams } from './api';
import type { AddAccountOptions, SwitchOutcome } from './accountsService';
import { runtime } from './runtime';

export type { AddAccountOptions, SwitchOutcome } from './accountsService';
export { SWITCH_RELOAD_TARGETS, switchReloadTarget } from './navigation';

export function linkedAccounts(): Promise<LinkedAccount[]> {
  return runtime.accounts.linkedAccounts();
}

export function addAccount(params: LoginParams, options?: AddAccountOptions): Promise<LinkedAccount[]> {
  return runtime.accounts.addAccount(params, options);
}

export function switchAccount(login: string): Promise<SwitchOutcome> {
  return runtime.accounts.switchAccount(login);
}
