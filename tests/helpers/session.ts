/**
 * A signed-in cabinet for client tests: the session HttpClient needs, an auth provider answering
 * a user of park 1 (group and identity as the test says) and react-admin's test data provider
 * carrying the cabinet's HttpClient over the test's fetch, as useAppDataProvider expects; its lists
 * read through the cabinet's own adapters (a generated list's endpoint).
 */
import { testDataProvider, type AuthProvider, type GetListParams } from 'react-admin';
import type { AccessPolicy } from '../../schemas/access';
import type { CabinetIdentity } from '../../authProvider/types';
import { AdapterRegistry } from '../../dataProvider/adapters';
import { HttpClient, type FetchFunction, type SessionPort } from '../../dataProvider/httpClient';
import { driversMethods } from '../../dataProvider/methods/drivers';
import { newsMethods } from '../../dataProvider/methods/news';
import { kpiMethods } from '../../dataProvider/methods/kpi';

export const signedInSession: SessionPort = {
  accessToken: () => 'token',
  apiBase: () => '/api',
  hasUser: () => true,
  pending: () => null,
  refresh: async () => undefined,
  clear: () => undefined,
};

export function signedInAuth({
  groupId = 1,
  policy = 'a',
  identity = {},
}: { groupId?: number; policy?: AccessPolicy; identity?: Partial<CabinetIdentity> } = {}): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => ({ group_id: groupId, policy }),
    getIdentity: async () => ({
      id: 1,
      fullName: 'Анна',
      login: 'anna',
      taxis_id: 1,
      park_name: 'Парк',
      group_id: groupId,
      country_code: 2,
      owner: true,
      first_login: null,
      ...identity,
    }),
  };
}

export function cabinetDataProvider(fetch: FetchFunction) {
  const http = new HttpClient({ session: signedInSession, navigate: () => undefined, fetch });
  const adapters = new AdapterRegistry(http);
  const dataProvider = Object.assign(testDataProvider(), {
    getList: (resource: string, params: GetListParams) => adapters.providerFor(resource).getList(resource, params),
    http, getCurrentUser: async () => ({ taxis_id: 1 }), ...driversMethods(http), ...newsMethods(http), ...kpiMethods(http) });
  return { http, dataProvider };
}
