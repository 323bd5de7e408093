/**
 * The generic adapter: resources that follow ra-data-simple-rest conventions (`GET /res?sort=
 * &range=&filter=` with a Content-Range total, `GET/PUT/DELETE /res/:id`, `POST /res`), sent
 * through our HttpClient so they get the bearer, the refresh and the error handling.
 */
import type { DataProvider, fetchUtils } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import type { HttpClient, HttpMethod } from '../httpClient';

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

function methodOf(method: string | undefined): HttpMethod {
  const upper = (method ?? 'GET').toUpperCase();
  const known = METHODS.find((candidate) => candidate === upper);
  if (known === undefined) throw new Error(`Unsupported HTTP method ${upper}`);
  return known;
}

/** ra-core's fetchJson contract over HttpClient; `url` is a path under the host's base. */
export function fetchJsonVia(http: HttpClient, host: 'main' | 'support' = 'main') {
  return async (url: string, options: fetchUtils.Options = {}) => {
    const response = await http.request({
      host,
      path: url,
      method: methodOf(options.method),
      headers: options.headers,
      body: typeof options.body === 'string' ? options.body : undefined,
      signal: options.signal ?? undefined,
    });
    return { status: response.status, headers: response.headers, body: response.body, json: response.json };
  };
}

export function createRestAdapter(http: HttpClient, host: 'main' | 'support' = 'main'): DataProvider {
  return simpleRestProvider('', fetchJsonVia(http, host));
}
