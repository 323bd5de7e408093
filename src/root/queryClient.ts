/**
 * The cabinet's react-query client. react-admin asks the auth provider for the permissions as
 * soon as the Admin mounts, on /login too, where the answer is "not signed in"; with react-query's
 * default retries (1 s, 2 s, 4 s) a person who signed in within those seconds waited out the
 * backoff on an empty frame before the landing page (measured: 1–3 s of the 2–5 s sign-in).
 * Auth answers come from the session in memory: only a network failure is worth asking again.
 */
import { QueryClient } from '@tanstack/react-query';
import { NetworkError } from '../../dataProvider/httpClient';

export const AUTH_QUERY_KEY = ['auth'] as const;
const AUTH_RETRIES = 3;

export function retryAuthQuery(failureCount: number, error: unknown): boolean {
  return error instanceof NetworkError && failureCount < AUTH_RETRIES;
}

export function cabinetQueryClient(): QueryClient {
  const client = new QueryClient();
  client.setQueryDefaults(AUTH_QUERY_KEY, { retry: retryAuthQuery });
  return client;
}
