/**
 * The react-admin authProvider of the cabinet (spec 4): login with the SMS step, session restore
 * after a reload, logout of an owner or of a linked sub-account, identity, permissions and
 * canAccess over the route x group table of schemas/access.ts, narrowed by the user's own rules.
 */
import type { AuthProvider } from 'ra-core';
import { HttpError } from 'ra-core';
import { canAccess as policyAllows, DEFAULT_ACCESS_POLICY, type AccessPolicy } from '../schemas/access';
import type { CurrentUser } from '../schemas/auth';
import type { CabinetSettings } from '../schemas/settings';
import { LOGIN_PATH, NetworkError, NoUserError } from '../dataProvider/httpClient';
import type { AuthApi, LoginParams, TokenGrant } from './api';
import { NotSignedInError } from './errors';
import type { PageNavigator } from './navigation';
import type { SessionStore } from './session';
import { accountStorage, sameLogin } from './storage';
import type { CabinetIdentity, CabinetPermissions } from './types';

/** How the provider rejects checkAuth/checkError: to the login page, without a notification. */
export interface AuthRejection {
  redirectTo: string;
  message: false;
}

const toLogin: AuthRejection = { redirectTo: LOGIN_PATH, message: false };

export interface AuthCoreDeps {
  api: AuthApi;
  session: SessionStore;
  navigator: PageNavigator;
  settings: () => Promise<CabinetSettings>;
}

/** Session life cycle shared by the authProvider and the linked-accounts module. */
export function createAuthCore({ api, session, navigator, settings }: AuthCoreDeps) {
  async function loadProfile(): Promise<CurrentUser> {
    const userId = session.userId;
    if (userId === null) throw new Error('token without user id');
    const user = await api.user(userId);
    session.setUser(user);
    try {
      session.setPark(await api.park(user.taxis_id, true));
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) throw error;
      console.warn('park not loaded', error);
      session.setPark(null);
    }
    accountStorage.setFirstLogin(user.first_login);
    return user;
  }

  async function restoreAs(login: string): Promise<void> {
    const grant = await api.refresh(login);
    session.setGrant(grant, login);
    await loadProfile();
  }

  /**
   * Resolves once a user is loaded: at once when there is one, else by a refresh for the stored
   * `current_user`. A linked account whose refresh fails falls back to the main user.
   */
  async function ensureSession(): Promise<void> {
    if (session.hasUser()) return;
    const pending = session.pending();
    if (pending) return pending;
    const current = accountStorage.currentUser();
    if (current === null) throw new NotSignedInError();
    return session.restore(async () => {
      try {
        await restoreAs(current);
        return;
      } catch (error) {
        session.clear();
        if (error instanceof NetworkError) throw error;
      }
      const main = accountStorage.mainUser();
      if (main !== null && !sameLogin(main, current)) {
        try {
          await restoreAs(main);
          accountStorage.setCurrentUser(main);
          return;
        } catch (error) {
          session.clear();
          if (error instanceof NetworkError) throw error;
        }
      }
      accountStorage.setCurrentUser(null);
      throw new NotSignedInError();
    });
  }

  /** Takes a login's token answer as the session (a fresh login on the login screen). */
  async function establish(grant: TokenGrant, login: string): Promise<CurrentUser> {
    session.clear();
    session.setGrant(grant, login);
    let user: CurrentUser;
    try {
      user = await loadProfile();
    } catch (error) {
      session.clear();
      throw error;
    }
    if (!sameLogin(accountStorage.mainUser(), user.login)) accountStorage.setLinkedAccounts(null);
    accountStorage.setMainUser(user.login);
    accountStorage.setCurrentUser(user.login);
    return user;
  }

  function signedInUser(): CurrentUser {
    const user = session.user;
    if (user === null) throw new NotSignedInError();
    return user;
  }

  /** The main account of the linked set (spec 3 owner flag); a single account is its own main. */
  function isMainAccount(login: string | null): boolean {
    const main = accountStorage.mainUser();
    return main === null || sameLogin(main, login);
  }

  /** Spec 4, owner: PUT logout, clear the multi-user data, forget the session. */
  async function signOutOwner(): Promise<void> {
    const login = session.login ?? accountStorage.currentUser();
    if (login !== null) await api.logout(login).catch((error: unknown) => console.warn('logout failed', error));
    accountStorage.clearMultiUser();
    session.clear();
  }

  /**
   * Spec 4, a linked sub-account: switch to the main user (refresh), mark the link deleted with the
   * main user's token, revoke the sub-account's cookie, then reload as the main user.
   */
  async function signOutSubAccount(sub: string, main: string): Promise<boolean> {
    const subUserId = session.userId;
    let grant: TokenGrant;
    try {
      grant = await api.refresh(main);
    } catch {
      await signOutOwner();
      return false;
    }
    session.setGrant(grant, main);
    if (subUserId !== null) {
      await api.multiuser.unlink(subUserId, true).catch((error: unknown) => console.warn('unlink failed', error));
    }
    await api.logout(sub).catch((error: unknown) => console.warn('logout failed', error));
    accountStorage.setLinkedAccounts(
      accountStorage
        .linkedAccounts()
        .map((account) => (sameLogin(account.login, sub) ? { ...account, deleted: true } : account)),
    );
    accountStorage.setCurrentUser(main);
    navigator.reload();
    return true;
  }

  async function policy(): Promise<AccessPolicy> {
    try {
      return (await settings()).access_policy;
    } catch (error) {
      console.warn('settings not loaded', error);
      return DEFAULT_ACCESS_POLICY;
    }
  }

  return {
    ensureSession,
    establish,
    signedInUser,
    isMainAccount,
    signOutOwner,
    signOutSubAccount,
    policy,
  };
}

export type AuthCore = ReturnType<typeof createAuthCore>;

export interface CabinetAuthProvider extends AuthProvider {
  login(params: LoginParams): Promise<{ redirectTo: string }>;
  logout(params?: unknown): Promise<string | false>;
  checkAuth(params?: unknown): Promise<void>;
  checkError(error: unknown): Promise<void>;
  getIdentity(): Promise<CabinetIdentity>;
  getPermissions(params?: unknown): Promise<CabinetPermissions>;
  canAccess(params: { resource: string; action: string }): Promise<boolean>;
  /** Loads the park again once its card changed it (name, time zone): getIdentity answers the new one. */
  reloadPark(): Promise<void>;
}

function statusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('status' in error)) return null;
  return typeof error.status === 'number' ? error.status : null;
}

/** A react-admin resource name or a path, as a path of the route table. */
function asPath(resource: string): string {
  return resource.startsWith('/') ? resource : `/${resource}`;
}

export function createAuthProvider(core: AuthCore, deps: AuthCoreDeps): CabinetAuthProvider {
  const { api, session } = deps;
  return {
    async login(params: LoginParams) {
      const grant = await api.authenticate(params);
      await core.establish(grant, params.login.trim());
      // `/` lands by group (the shell: group 4 on the drivers list, others on /kpi).
      return { redirectTo: accountStorage.takeFirstPage() ?? '/' };
    },

    async logout() {
      const login = session.login;
      if (session.accessToken() === null || login === null) {
        session.clear();
        return LOGIN_PATH;
      }
      const main = accountStorage.mainUser();
      if (main !== null && !sameLogin(main, login)) {
        if (await core.signOutSubAccount(login, main)) return false;
        return LOGIN_PATH;
      }
      await core.signOutOwner();
      return LOGIN_PATH;
    },

    async checkAuth() {
      try {
        await core.ensureSession();
      } catch {
        throw toLogin;
      }
    },

    async checkError(error: unknown) {
      if (error instanceof NoUserError || statusOf(error) === 401) throw toLogin;
    },

    async getIdentity() {
      await core.ensureSession();
      const user = core.signedInUser();
      return {
        id: user.id,
        fullName: user.name,
        login: user.login,
        taxis_id: user.taxis_id,
        park_name: session.park?.name ?? '',
        park_timezone: session.park?.timezone,
        group_id: user.group_id,
        country_code: user.country_code,
        owner: core.isMainAccount(user.login),
        first_login: user.first_login,
      };
    },

    async reloadPark() {
      await core.ensureSession();
      session.setPark(await api.park(core.signedInUser().taxis_id));
    },

    async getPermissions() {
      await core.ensureSession();
      const user = core.signedInUser();
      return { group_id: user.group_id, policy: await core.policy(), denied: user.denied_paths };
    },

    async canAccess({ resource }: { resource: string; action: string }) {
      try {
        await core.ensureSession();
      } catch {
        return false;
      }
      const user = core.signedInUser();
      return policyAllows(await core.policy(), user.group_id, asPath(resource), user.denied_paths);
    },
  };
}
