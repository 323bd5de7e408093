/**
 * Linked accounts (spec 3, 4, 5): the list, adding an account by signing in as it (possibly with
 * the SMS step) and switching between accounts by their refresh cookies.
 */
import { HttpError } from 'ra-core';
import { LOGIN_PATH, NetworkError } from '../dataProvider/httpClient';
import type { LinkedAccount } from '../schemas/auth';
import { t } from '../texts/t';
import type { AuthApi, LoginParams } from './api';
import type { AuthCore } from './authProvider';
import { AccountAlreadyAddedError } from './errors';
import { switchReloadTarget, type PageNavigator } from './navigation';
import { userIdOf, type SessionStore } from './session';
import { accountStorage, sameLogin } from './storage';

export interface AddAccountOptions {
  /** Update mode: re-sign an account already in the list (PUT, re-activates a deleted link). */
  update?: boolean;
}

export type SwitchOutcome =
  /** The page is reloading as the other account (at `target` when the section has a default list). */
  | { status: 'switched'; login: string; target: string | null }
  /** Already the current account: nothing to do. */
  | { status: 'current'; login: string }
  /** The account's refresh failed: show ru.accounts.reauth and the login modal for it. */
  | { status: 'reauth'; login: string }
  /** The main account's refresh failed: signed out, going to /login/. */
  | { status: 'signedOut'; login: string };

export interface AccountsDeps {
  api: AuthApi;
  session: SessionStore;
  core: AuthCore;
  navigator: PageNavigator;
}

export function createAccountsService({ api, session, core, navigator }: AccountsDeps) {
  function currentLogin(): string | null {
    return session.login ?? accountStorage.currentUser();
  }

  /**
   * The linked accounts. The main account reads them from the server and keeps them in
   * `multiusersdata`; a sub-account shows the kept list (the set belongs to the main account).
   */
  async function linkedAccounts(): Promise<LinkedAccount[]> {
    await core.ensureSession();
    if (!core.isMainAccount(currentLogin())) return accountStorage.linkedAccounts();
    const accounts = await api.multiuser.list();
    accountStorage.setLinkedAccounts(accounts);
    return accounts;
  }

  /**
   * Signs in as another user (SmsRequiredError when its device needs the code: call again with
   * sms_key and sms_code) and links it to the current account. Rejected with
   * ru.accounts.alreadyAdded before any call when the login is the current user's or already in
   * the stored list, unless in update mode. Answers the list after the change.
   */
  async function addAccount(params: LoginParams, options: AddAccountOptions = {}): Promise<LinkedAccount[]> {
    const login = params.login.trim();
    const update = options.update === true;
    const known = accountStorage.linkedAccounts().find((account) => sameLogin(account.login, login));
    if (!update && (sameLogin(login, currentLogin()) || (known !== undefined && !known.deleted))) {
      throw new AccountAlreadyAddedError();
    }
    await core.ensureSession();
    const grant = await api.authenticate({ ...params, login });
    const userId = userIdOf(grant);
    if (userId === null) throw new Error(t('login.tokenUndefined'));
    let accounts: LinkedAccount[];
    try {
      accounts = await api.multiuser.link(userId, grant.token, login, update || known?.deleted === true);
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) throw new AccountAlreadyAddedError();
      throw error;
    }
    accountStorage.setLinkedAccounts(accounts);
    return accounts;
  }

  function isMainLogin(login: string): boolean {
    const main = accountStorage.mainUser();
    if (main !== null) return sameLogin(main, login);
    return accountStorage.linkedAccounts().some((account) => account.owner && sameLogin(account.login, login));
  }

  /**
   * Spec 4: PUT /auth/token/refresh for the login. Success: it becomes the current user and the
   * page reloads (to the section's default list where there is one). Failure: switching to the
   * main account signs out to /login/; switching to a linked account asks to sign in again.
   */
  async function switchAccount(login: string): Promise<SwitchOutcome> {
    if (sameLogin(login, currentLogin())) return { status: 'current', login };
    try {
      await api.refresh(login);
    } catch (error) {
      if (error instanceof NetworkError) throw error;
      if (isMainLogin(login)) {
        await core.signOutOwner();
        navigator.go(LOGIN_PATH);
        return { status: 'signedOut', login };
      }
      return { status: 'reauth', login };
    }
    accountStorage.setCurrentUser(login);
    const target = switchReloadTarget(navigator.pathname());
    navigator.reload(target ?? undefined);
    return { status: 'switched', login, target };
  }

  return { linkedAccounts, addAccount, switchAccount };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
