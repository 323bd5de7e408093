/**
 * The cabinet's react-admin DataProvider: every resource method goes to the resource's adapter
 * (dataProvider/adapters/), falling back to the generic REST adapter, all over the one HttpClient.
 * Custom methods read the installation settings, the signed-in user and a park.
 */
import type { DataProvider } from 'ra-core';
import type { CurrentUser, Park } from '../schemas/auth';
import type { CabinetSettings } from '../schemas/settings';
import { AdapterRegistry, type AdapterFactory } from './adapters';
import type { HttpClient } from './httpClient';
import { aggregatorsMethods } from './methods/aggregators';
import { driversMethods } from './methods/drivers';
import { groupsMethods } from './methods/groups';
import { kpiMethods } from './methods/kpi';
import { newsMethods } from './methods/news';
import { paymentOperationsMethods } from './methods/payment-operations';
import { paymentsMethods } from './methods/payments';
import { usersMethods } from './methods/users';

export interface CabinetDataProvider extends DataProvider {
  /** GET /api/settings (public, cached for the page load). */
  getSettings(): Promise<CabinetSettings>;
  /** The signed-in user (GET {server}/users/{id}, loaded at sign-in). */
  getCurrentUser(): Promise<CurrentUser>;
  /** GET {server}/taxis/{id}; the signed-in user's park when no id is given. */
  getTaxi(id?: number): Promise<Park>;
  /** The adapter registry, where sections register their resource adapters. */
  readonly adapters: AdapterRegistry;
  /** The HttpClient the adapters share (three hosts, bearer, refresh). */
  readonly http: HttpClient;
}

/** The provider views use: CRUD, the shell's reads, and each section's named methods (./methods/). */
export type AppDataProvider = CabinetDataProvider
  & ReturnType<typeof aggregatorsMethods>
  & ReturnType<typeof driversMethods>
  & ReturnType<typeof groupsMethods>
  & ReturnType<typeof kpiMethods>
  & ReturnType<typeof newsMethods>
  & ReturnType<typeof paymentOperationsMethods>
  & ReturnType<typeof paymentsMethods>
  & ReturnType<typeof usersMethods>;

/**
 * What the data provider asks of the sign-in. The auth layer sits above the data provider (it
 * calls through its HttpClient), so the composition root hands its runtime in here.
 */
export interface SignInPort {
  settings(): Promise<CabinetSettings>;
  core: { ensureSession(): Promise<void>; signedInUser(): CurrentUser };
  session: { readonly park: Park | null };
  api: { park(id: number): Promise<Park> };
}

export interface DataProviderDeps {
  http: HttpClient;
  auth: SignInPort;
  factories?: Readonly<Record<string, AdapterFactory>>;
}

export function createDataProvider({ http, auth, factories }: DataProviderDeps): AppDataProvider {
  const adapters = new AdapterRegistry(http, factories);
  const provider = (resource: string) => adapters.providerFor(resource);

  async function getCurrentUser(): Promise<CurrentUser> {
    await auth.core.ensureSession();
    return auth.core.signedInUser();
  }

  return {
    getList: (resource, params) => provider(resource).getList(resource, params),
    getOne: (resource, params) => provider(resource).getOne(resource, params),
    getMany: (resource, params) => provider(resource).getMany(resource, params),
    getManyReference: (resource, params) => provider(resource).getManyReference(resource, params),
    create: (resource, params) => provider(resource).create(resource, params),
    update: (resource, params) => provider(resource).update(resource, params),
    updateMany: (resource, params) => provider(resource).updateMany(resource, params),
    delete: (resource, params) => provider(resource).delete(resource, params),
    deleteMany: (resource, params) => provider(resource).deleteMany(resource, params),
    supportAbortSignal: true,

    getSettings: () => auth.settings(),
    getCurrentUser,
    async getTaxi(id?: number) {
      const user = await getCurrentUser();
      if (id === undefined || id === user.taxis_id) {
        const park = auth.session.park;
        if (park !== null) return park;
      }
      return auth.api.park(id ?? user.taxis_id);
    },
    adapters,
    http,
    ...aggregatorsMethods(http),
    ...driversMethods(http),
    ...groupsMethods(http),
    ...kpiMethods(http),
    ...newsMethods(http),
    ...paymentOperationsMethods(http),
    ...paymentsMethods(http),
    ...usersMethods(http),
  };
}

export { BATCH_PAUSE_MS, BATCH_SIZE, runInBatches } from './batching';
export { HttpError } from 'ra-core';
export {
  AUTH_BASE,
  DEFAULT_API_BASE,
  HttpClient,
  NetworkError,
  NoUserError,
  SUPPORT_BASE,
  type HttpRequest,
  type HttpResponse,
} from './httpClient';
export type { AdapterFactory, ResourceAdapter } from './adapters';
