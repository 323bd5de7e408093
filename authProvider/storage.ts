/**
 * What the auth layer keeps in local storage (spec 9): logins and flags only, never a token.
 * Tokens live in memory; the refresh token is an httpOnly cookie the SPA never sees.
 */
import { z } from 'zod';
import { LinkedAccountSchema, type LinkedAccount } from '../schemas/auth';

export const STORAGE_KEYS = {
  firstPage: 'first_page',
  mainUser: 'main_user',
  currentUser: 'current_user',
  multiusersData: 'multiusersdata',
  firstLogin: 'first_login',
  /** A random id of this browser sent as DEVICE_UID (not a secret). */
  deviceUid: 'device_uid',
} as const;

/** Keys older versions kept tokens under (spec 2: "a token kept in local storage is removed on entry"). */
export const TOKEN_STORAGE_KEYS = ['token', 'access_token', 'refresh_token', 'accessToken', 'refreshToken'] as const;

const LinkedAccountsSchema = z.array(LinkedAccountSchema);

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    const store = storage();
    if (!store) return;
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // Storage full or disabled: the session still works in memory.
  }
}

/** Removes every token found in local storage; answers the keys removed. */
export function purgeStoredTokens(): string[] {
  const store = storage();
  if (!store) return [];
  const keys: string[] = [];
  try {
    for (let index = 0; index < store.length; index += 1) {
      const key = store.key(index);
      if (key !== null && (/token/i.test(key) || (TOKEN_STORAGE_KEYS as readonly string[]).includes(key))) {
        keys.push(key);
      }
    }
    for (const key of keys) store.removeItem(key);
  } catch {
    return [];
  }
  return keys;
}

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** DEVICE_UID: created once per browser and kept. */
export function deviceUid(): string {
  const stored = read(STORAGE_KEYS.deviceUid);
  if (stored !== null && stored.length >= 8 && stored.length <= 128) return stored;
  const fresh = randomId();
  write(STORAGE_KEYS.deviceUid, fresh);
  return fresh;
}

/** A path of this application only: no scheme, no protocol-relative `//host`. */
export function isLocalPath(path: string): boolean {
  return /^\/(?![/\\])[^\s]*$/.test(path);
}

export const accountStorage = {
  mainUser: (): string | null => read(STORAGE_KEYS.mainUser),
  currentUser: (): string | null => read(STORAGE_KEYS.currentUser),
  setMainUser: (login: string | null): void => write(STORAGE_KEYS.mainUser, login),
  setCurrentUser: (login: string | null): void => write(STORAGE_KEYS.currentUser, login),

  linkedAccounts(): LinkedAccount[] {
    const raw = read(STORAGE_KEYS.multiusersData);
    if (raw === null) return [];
    try {
      const parsed = LinkedAccountsSchema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : [];
    } catch {
      return [];
    }
  },
  setLinkedAccounts(accounts: readonly LinkedAccount[] | null): void {
    write(STORAGE_KEYS.multiusersData, accounts === null ? null : JSON.stringify(accounts));
  },

  setFirstLogin: (value: string | null): void => write(STORAGE_KEYS.firstLogin, value),

  /** Spec 2: the login screen keeps `?f=` as the page to open after login. */
  setFirstPage(path: string | null): void {
    write(STORAGE_KEYS.firstPage, path !== null && isLocalPath(path) ? path : null);
  },
  /** The stored first page, removed as it is read. */
  takeFirstPage(): string | null {
    const path = read(STORAGE_KEYS.firstPage);
    write(STORAGE_KEYS.firstPage, null);
    return path !== null && isLocalPath(path) ? path : null;
  },

  /** Spec 4: owner logout clears the multi-user data. */
  clearMultiUser(): void {
    write(STORAGE_KEYS.mainUser, null);
    write(STORAGE_KEYS.currentUser, null);
    write(STORAGE_KEYS.multiusersData, null);
  },
};

export type AccountStorage = typeof accountStorage;

/** Logins compare without case, as the server does. */
export function sameLogin(a: string | null | undefined, b: string | null | undefined): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return false;
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
