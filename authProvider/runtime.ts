/**
 * Wires the auth layer: the in-memory session, the HTTP client that reads it, the wire calls, the
 * authProvider and the linked accounts. `createAuthRuntime` builds an isolated one (tests);
 * `runtime` is the application's.
 */
import { HttpClient, type FetchFunction } from '../dataProvider/httpClient';
import type { CabinetSettings } from '../schemas/settings';
import { createAccountsService } from './accountsService';
import { createAuthApi } from './api';
import { createAuthCore, createAuthProvider } from './authProvider';
import { browserNavigator, type PageNavigator } from './navigation';
import { SessionStore } from './session';
import { purgeStoredTokens } from './storage';

export interface AuthRuntimeOptions {
  navigator?: PageNavigator;
  fetch?: FetchFunction;
  timeoutMs?: number;
}

export function createAuthRuntime(options: AuthRuntimeOptions = {}) {
  const navigator = options.navigator ?? browserNavigator;
  // Spec 2: a token kept in local storage is removed on entry.
  purgeStoredTokens();

  // The session's refresher calls the auth api built on the client that reads the session.
  const session = new SessionStore((login) => authApi.refresh(login));
  const http = new HttpClient({
    session,
    navigate: (path) => navigator.go(path),
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
  });
  const authApi = createAuthApi(http);

  let settingsCache: Promise<CabinetSettings> | null = null;
  /** GET /api/settings, asked once per page load (a failure is asked again next time). */
  function settings(): Promise<CabinetSettings> {
    if (settingsCache === null) {
      settingsCache = authApi.settings().catch((error: unknown) => {
        settingsCache = null;
        throw error;
      });
    }
    return settingsCache;
  }

  /** The newest sandbox SMS code for a login (or recovery e-mail); null unless settings.sms_sandbox. */
  async function sandboxSmsCode(login: string): Promise<string | null> {
    const current = await settings().catch(() => null);
    if (current?.sms_sandbox !== true) return null;
    try {
      return await authApi.sandboxCode(login);
    } catch {
      return null;
    }
  }

  const deps = { api: authApi, session, navigator, settings };
  const core = createAuthCore(deps);
  const authProvider = createAuthProvider(core, deps);
  const accounts = createAccountsService({ api: authApi, session, core, navigator });

  return {
    session,
    http,
    api: authApi,
    core,
    authProvider,
    accounts,
    settings,
    sandboxSmsCode,
    recovery: authApi.recovery,
    register: authApi.register,
  };
}

export type AuthRuntime = ReturnType<typeof createAuthRuntime>;

/** The application's auth layer. */
export const runtime: AuthRuntime = createAuthRuntime();
