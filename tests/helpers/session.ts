/** A signed-in session for HttpClient in client tests: a token, the /api base, no refresh. */
import type { SessionPort } from '../../dataProvider/httpClient';

export const signedInSession: SessionPort = {
  accessToken: () => 'token',
  apiBase: () => '/api',
  hasUser: () => true,
  pending: () => null,
  refresh: async () => undefined,
  clear: () => undefined,
};
