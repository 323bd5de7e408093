/**
 * The session, held in memory only: access token, main API base (the token's `server` claim),
 * the signed-in login and its user and park. A reload loses it; the auth layer restores it with
 * PUT /auth/token/refresh for the stored `current_user`.
 */
import { DEFAULT_API_BASE, type SessionPort } from '../dataProvider/httpClient';
import type { CurrentUser, Park } from '../schemas/auth';
import type { TokenGrant } from './api';

interface SessionState {
  token: string | null;
  apiBase: string;
  login: string | null;
  userId: number | null;
  user: CurrentUser | null;
  park: Park | null;
}

const EMPTY: SessionState = {
  token: null,
  apiBase: DEFAULT_API_BASE,
  login: null,
  userId: null,
  user: null,
  park: null,
};

/** The claims of a JWT, without verifying it (the server does); null when it is not a JWT. */
export function decodeClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (payload === undefined) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The main API base of a grant: the token's `server` claim, else the answer's, else `/api`. */
export function apiBaseOf(grant: TokenGrant): string {
  const claim = decodeClaims(grant.token)?.server;
  if (typeof claim === 'string' && claim.length > 0) return claim;
  return grant.server && grant.server.length > 0 ? grant.server : DEFAULT_API_BASE;
}

/** The user id of a grant: the answer's `user_id`, else the token's `sub` claim. */
export function userIdOf(grant: TokenGrant): number | null {
  if (grant.user_id !== null) return grant.user_id;
  const sub = Number(decodeClaims(grant.token)?.sub);
  return Number.isInteger(sub) ? sub : null;
}

export class SessionStore implements SessionPort {
  private state: SessionState = EMPTY;
  private restoring: Promise<void> | null = null;
  /** Bumped by clear(), so a refresh that finishes after a sign-out does not revive the session. */
  private generation = 0;

  constructor(private readonly refresher: (login: string) => Promise<TokenGrant>) {}

  accessToken(): string | null {
    return this.state.token;
  }

  apiBase(): string {
    return this.state.apiBase;
  }

  hasUser(): boolean {
    return this.state.token !== null && this.state.user !== null;
  }

  pending(): Promise<void> | null {
    return this.restoring;
  }

  get login(): string | null {
    return this.state.login;
  }

  get userId(): number | null {
    return this.state.userId;
  }

  get user(): CurrentUser | null {
    return this.state.user;
  }

  get park(): Park | null {
    return this.state.park;
  }

  /** A new access token for the signed-in login (the 401 `token_expired` path). */
  async refresh(): Promise<void> {
    const { login } = this.state;
    if (login === null) throw new Error('no session to refresh');
    const generation = this.generation;
    const grant = await this.refresher(login);
    if (generation !== this.generation) throw new Error('signed out during refresh');
    this.setGrant(grant, login);
  }

  /** Takes a token answer for `login`; the user and park stay only when the login is the same. */
  setGrant(grant: TokenGrant, login: string): void {
    const sameUser = this.state.login === login;
    this.state = {
      token: grant.token,
      apiBase: apiBaseOf(grant),
      login,
      userId: userIdOf(grant) ?? (sameUser ? this.state.userId : null),
      user: sameUser ? this.state.user : null,
      park: sameUser ? this.state.park : null,
    };
  }

  setUser(user: CurrentUser): void {
    this.state = { ...this.state, user, userId: user.id, login: user.login };
  }

  setPark(park: Park | null): void {
    this.state = { ...this.state, park };
  }

  /** Runs one restore at a time; callers during a restore share it. */
  restore(run: () => Promise<void>): Promise<void> {
    if (this.restoring === null) {
      this.restoring = run().finally(() => {
        this.restoring = null;
      });
    }
    return this.restoring;
  }

  clear(): void {
    this.generation += 1;
    this.state = EMPTY;
  }
}
