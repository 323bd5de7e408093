/**
 * One browser context per demo user per worker: signed in once (with the SMS step), then reused
 * for every route that user visits. Route parameters are resolved with that user's API access,
 * each value fetched once.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { GroupId } from '../../../schemas/access';
import type { RouteDecl } from '../../../schemas/routing';
import { signIn } from '../support';
import { RESOLVERS, resolvePath, type ApiGet } from './params';

export interface Session {
  page: Page;
  /** The concrete path of a declared pattern, parameters from the demo data. */
  pathOf: (pattern: string) => Promise<string>;
}

export interface Sessions {
  /** The session of a demo group (signed in on first use), or of a visitor for `null`. */
  open: (group: GroupId | null) => Promise<Session>;
  close: () => Promise<void>;
}

interface TokenClaims {
  group_id?: number;
  server?: string;
}

function claimsOf(authorization: string): TokenClaims {
  const payload = authorization.replace(/^Bearer /, '').split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
}

/** The demo park's logins follow its groups (server/db/seed.ts): demo1 is group 1 ... demo5 group 5. */
export const demoLogin = (group: GroupId): string => `demo${group}`;

export function createSessions(
  browser: Browser,
  options: { baseURL: string; locale: string; viewport: { width: number; height: number }; routes: readonly RouteDecl[] },
): Sessions {
  const opened = new Map<string, Promise<Session>>();
  const contexts: BrowserContext[] = [];

  async function start(group: GroupId | null): Promise<Session> {
    const context = await browser.newContext({ baseURL: options.baseURL, locale: options.locale, viewport: options.viewport });
    contexts.push(context);
    const page = await context.newPage();
    // The access token lives in the SPA's memory; its latest value is read off the SPA's own calls.
    let authorization = '';
    page.on('request', (request) => {
      const header = request.headers()['authorization'];
      if (header?.startsWith('Bearer ')) authorization = header;
    });
    if (group !== null) {
      await signIn(page, demoLogin(group));
      const claims = claimsOf(authorization);
      if (claims.group_id !== group) throw new Error(`${demoLogin(group)} signed in as group ${claims.group_id}, not ${group}`);
    }
    const api: ApiGet = async (path) => {
      const base = claimsOf(authorization).server ?? '/api';
      const response = await context.request.get(`${base}${path}`, { headers: { authorization } });
      if (!response.ok()) throw new Error(`GET ${base}${path} answered ${response.status()}`);
      return response.json();
    };
    const cache = new Map<string, Promise<string>>();
    return { page, pathOf: (pattern) => resolvePath(pattern, { routes: options.routes, resolvers: RESOLVERS, api, cache }) };
  }

  return {
    open: (group) => {
      const key = String(group);
      let session = opened.get(key);
      if (session === undefined) {
        session = start(group);
        // A failed sign-in is retried by the next test rather than failing every later one.
        session.catch(() => opened.delete(key));
        opened.set(key, session);
      }
      return session;
    },
    close: async () => {
      await Promise.all(contexts.map((context) => context.close()));
    },
  };
}
