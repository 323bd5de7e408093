/**
 * The one HTTP client of the SPA (spec 7, 8). Three hosts: the auth host (`/auth-api`), the main
 * API (its base is the access token's `server` claim) and the support-ticket host
 * (`/support-api`); `origin` is for public same-origin paths such as `/api/settings`.
 *
 * - Main and support calls carry the bearer token and are skipped (NoUserError, nothing sent)
 *   while no user is loaded.
 * - 401 `token_expired`: one shared refresh (concurrent 401s await the same promise), then the
 *   call is retried once. Any other 401, or a failed refresh: the session is cleared and the
 *   injected navigation goes to `/login/`.
 * - A body carrying `error` is thrown as react-admin's HttpError: message `error_msg ?? error`,
 *   body kept; a 400's `data` (field details) is copied to `body.errors`, where react-admin
 *   forms look for server-side field errors.
 * - Network failure and time-out (AbortController) reject with NetworkError (ru.errors.network).
 */
import { HttpError } from 'ra-core';
import type { z } from 'zod';
import { ERROR_CODES } from '../schemas/errors';
import { t } from '../texts/t';

export const AUTH_BASE = '/auth-api';
export const SUPPORT_BASE = '/support-api';
export const DEFAULT_API_BASE = '/api';
export const LOGIN_PATH = '/login/';
export const DEFAULT_TIMEOUT_MS = 30_000;

export type Host = 'auth' | 'main' | 'support' | 'origin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | null | undefined | readonly QueryScalar[];
export type Query = Record<string, QueryValue>;

export interface HttpRequest {
  /** Path under the host's base; may already carry a query string. */
  path: string;
  /** `main` when absent. */
  host?: Host;
  method?: HttpMethod;
  query?: Query;
  /** Sent as JSON with `Content-Type: application/json`. */
  json?: unknown;
  /** A ready body (a string is sent as JSON unless headers say otherwise). */
  body?: BodyInit;
  headers?: HeadersInit;
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * Main/support calls of the auth layer that load the user itself (GET /users/{id}): they need
   * the token but run before the user is loaded, and do not wait for a restore in progress
   * (they are part of it).
   */
  beforeUser?: boolean;
  /** 'blob' for files (xlsx exports, reports): the body is kept as a Blob, not read as text. */
  responseType?: 'text' | 'blob';
}

export interface HttpResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** The raw response text. */
  body: string;
  /** The parsed JSON, or null when the body is empty or not JSON. */
  json: T;
  /** The body of a successful `responseType: 'blob'` request. */
  blob?: Blob;
}

/** The error body of spec 8 as kept on HttpError.body. */
export interface ErrorResponseBody {
  error: string;
  error_msg?: string;
  /** Field details of a 400 (or 409) as sent by the server. */
  data?: Record<string, string>;
  /** The same field details where react-admin forms read server-side validation errors. */
  errors?: Record<string, string>;
}

/** What the client needs from the session (held in memory by the auth layer). */
export interface SessionPort {
  /** Bearer of main/support calls; null when signed out. */
  accessToken(): string | null;
  /** Main API base: the access token's `server` claim. */
  apiBase(): string;
  /** True once the signed-in user's profile is loaded. */
  hasUser(): boolean;
  /** A session restore in progress (after a reload), awaited before a call is judged. */
  pending(): Promise<void> | null;
  /** Obtains a new access token (PUT /auth/token/refresh); rejects when that is impossible. */
  refresh(): Promise<void>;
  /** Forgets the session. */
  clear(): void;
}

export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

export interface HttpClientOptions {
  session: SessionPort;
  /** Where a signed-out user is sent (`/login/`); injected so tests can observe it. */
  navigate: (path: string) => void;
  /** Defaults to the global fetch, looked up at call time. */
  fetch?: FetchFunction;
  timeoutMs?: number;
}

/** A main/support call made without a loaded user: skipped, nothing was sent. */
export class NoUserError extends Error {
  override name = 'NoUserError';
  readonly status = 401;

  constructor(readonly path: string) {
    super(t('errors.unauthorized'));
  }
}

/** The server could not be reached, or did not answer in time. */
export class NetworkError extends Error {
  override name = 'NetworkError';

  constructor(
    readonly reason: 'offline' | 'timeout',
    options?: { cause?: unknown },
  ) {
    super(t('errors.network'), options);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return isRecord(value) && Object.values(value).every((item) => typeof item === 'string');
}

/** True for a body of spec 8: `{error, error_msg?}` with a non-empty `error`. */
export function isErrorBody(value: unknown): value is ErrorResponseBody {
  return isRecord(value) && typeof value.error === 'string' && value.error.length > 0;
}

/** Spec 8: the only 401 that is refreshed is an expired access token. */
export function isTokenExpired(error: unknown): boolean {
  if (!(error instanceof HttpError) || error.status !== 401) return false;
  const body: unknown = error.body;
  return (
    isRecord(body) && (body.error_msg === ERROR_CODES.tokenExpired || body.error === ERROR_CODES.tokenExpired)
  );
}

function fallbackMessage(status: number): string {
  if (status === 401) return t('errors.unauthorized');
  if (status === 403) return t('app.noAccess');
  if (status === 404) return t('errors.notFound');
  if (status === 413) return t('errors.payloadTooLarge');
  if (status === 429) return t('errors.tooManyRequests');
  if (status >= 500) return t('errors.internal');
  return t('errors.badRequest');
}

export function toHttpError(status: number, json: unknown, text: string): HttpError {
  if (isErrorBody(json)) {
    const body: ErrorResponseBody = { ...json };
    if (isStringRecord(json.data)) body.errors = { ...json.data };
    return new HttpError(json.error_msg || json.error, status, body);
  }
  return new HttpError(fallbackMessage(status), status, json ?? text);
}

function parseJson(text: string): unknown {
  if (text.length === 0) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function abortError(signal: AbortSignal): unknown {
  const reason: unknown = signal.reason;
  if (reason instanceof Error && reason.name === 'AbortError') return reason;
  return new DOMException('The operation was aborted.', 'AbortError');
}

function appendQuery(path: string, query: Query | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const values: readonly QueryScalar[] = Array.isArray(value) ? value : [value as QueryScalar];
    for (const item of values) params.append(key, String(item));
  }
  const search = params.toString();
  if (search.length === 0) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

function joinUrl(base: string, path: string): string {
  const trimmedBase = base.endsWith('/') ? base.slice(0, -1) : base;
  return `${trimmedBase}${path.startsWith('/') ? path : `/${path}`}`;
}

const globalFetch: FetchFunction = (input, init) => fetch(input, init);

export class HttpClient {
  private readonly session: SessionPort;
  private readonly navigate: (path: string) => void;
  private readonly fetchImpl: FetchFunction;
  private readonly timeoutMs: number;
  private refreshing: Promise<void> | null = null;

  constructor(options: HttpClientOptions) {
    this.session = options.session;
    this.navigate = options.navigate;
    this.fetchImpl = options.fetch ?? globalFetch;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /** Sends a request; resolves with the parsed answer, rejects with HttpError/NoUserError/NetworkError. */
  async request<T = unknown>(request: HttpRequest): Promise<HttpResponse<T>> {
    const host = request.host ?? 'main';
    if (host === 'auth' || host === 'origin') return this.send<T>(request, host, null);

    const pending = request.beforeUser ? null : this.session.pending();
    if (pending) await pending.catch(() => undefined);
    const token = this.session.accessToken();
    if (token === null || (!request.beforeUser && !this.session.hasUser())) throw new NoUserError(request.path);

    try {
      return await this.send<T>(request, host, token);
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 401) throw error;
      if (!isTokenExpired(error)) {
        this.signOut();
        throw error;
      }
      const fresh = await this.renew(token, error);
      try {
        return await this.send<T>(request, host, fresh);
      } catch (retryError) {
        if (retryError instanceof HttpError && retryError.status === 401) this.signOut();
        throw retryError;
      }
    }
  }

  /** The JSON answer, validated by a schema when one is given. */
  async json<T>(request: HttpRequest, schema?: z.ZodType<T>): Promise<T> {
    const response = await this.request<unknown>(request);
    return schema ? schema.parse(response.json) : (response.json as T);
  }

  /** One refresh for every call that met the expired token; a call sent with an older token just retries. */
  private async renew(expiredToken: string, cause: HttpError): Promise<string> {
    const current = this.session.accessToken();
    if (current !== null && current !== expiredToken) return current;
    if (this.refreshing === null) {
      this.refreshing = this.session.refresh().finally(() => {
        this.refreshing = null;
      });
    }
    try {
      await this.refreshing;
    } catch {
      this.signOut();
      throw cause;
    }
    const fresh = this.session.accessToken();
    if (fresh === null) {
      this.signOut();
      throw cause;
    }
    return fresh;
  }

  private signOut(): void {
    const wasSignedIn = this.session.accessToken() !== null;
    this.session.clear();
    if (wasSignedIn) this.navigate(LOGIN_PATH);
  }

  private url(host: Host, path: string, query: Query | undefined): string {
    const withQuery = appendQuery(path, query);
    switch (host) {
      case 'auth':
        return joinUrl(AUTH_BASE, withQuery);
      case 'support':
        return joinUrl(SUPPORT_BASE, withQuery);
      case 'main':
        return joinUrl(this.session.apiBase(), withQuery);
      case 'origin':
        return joinUrl('', withQuery);
    }
  }

  private async send<T>(request: HttpRequest, host: Host, token: string | null): Promise<HttpResponse<T>> {
    const headers = new Headers(request.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    let body: BodyInit | undefined = request.body;
    if (request.json !== undefined) {
      body = JSON.stringify(request.json);
      headers.set('Content-Type', 'application/json');
    } else if (typeof body === 'string' && !headers.has('Content-Type')) {
      headers.set('Content-Type', 'application/json');
    }
    if (token !== null) headers.set('Authorization', `Bearer ${token}`);

    const { signal } = request;
    if (signal?.aborted) throw abortError(signal);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, request.timeoutMs ?? this.timeoutMs);
    const onAbort = () => controller.abort();
    signal?.addEventListener('abort', onAbort, { once: true });

    let response: Response;
    let text = '';
    let blob: Blob | undefined;
    try {
      response = await this.fetchImpl(this.url(host, request.path, request.query), {
        method: request.method ?? 'GET',
        headers,
        body,
        credentials: 'same-origin',
        signal: controller.signal,
      });
      if (request.responseType === 'blob' && response.ok) blob = await response.blob();
      else text = await response.text();
    } catch (error) {
      if (signal?.aborted) throw abortError(signal);
      throw new NetworkError(timedOut ? 'timeout' : 'offline', { cause: error });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }

    const json = parseJson(text);
    if (!response.ok || isErrorBody(json)) throw toHttpError(response.status, json, text);
    return { status: response.status, headers: response.headers, body: text, json: json as T, blob };
  }
}
