/**
 * The aggregators section's calls that are not CRUD, as named methods of the one data provider
 * (the views call `useAppDataProvider().<method>`). Each loads its schemas when first called, so
 * the shell's first chunk does not carry the section's wire contracts.
 */
import type { RegistryList, RegistryPreview } from '../../schemas/registry';
import { fillPath } from '../../schemas/routing';
import type { HttpClient, Query } from '../httpClient';

const withId = (template: string, id: number) => fillPath(template, { id: String(id) });

export function aggregatorsMethods(http: HttpClient) {
  return {
    /** The registries uploaded by hand for an aggregator account (the Handy section). */
    async aggregatorRegistries(id: number, signal?: AbortSignal): Promise<RegistryList> {
      const { REGISTRY_ENDPOINTS, RegistryListSchema } = await import('../../schemas/registry');
      return http.json({ path: fillPath(REGISTRY_ENDPOINTS.registries, { id: String(id) }), signal }, RegistryListSchema);
    },
    /** One uploaded registry with its rows, as its preview shows them. */
    async aggregatorRegistry(id: number, registryId: number, signal?: AbortSignal): Promise<RegistryPreview> {
      const { REGISTRY_ENDPOINTS, RegistryPreviewSchema } = await import('../../schemas/registry');
      const path = fillPath(REGISTRY_ENDPOINTS.registry, { id: String(id), registryId: String(registryId) });
      return http.json({ path, signal }, RegistryPreviewSchema);
    },
    /** Uploads a registry file; the server parses it and answers with a preview. Large files parse slowly. */
    async uploadAggregatorRegistry(id: number, file: { file_name: string; content_base64: string }): Promise<RegistryPreview> {
      const { REGISTRY_ENDPOINTS, RegistryPreviewSchema } = await import('../../schemas/registry');
      const path = fillPath(REGISTRY_ENDPOINTS.registries, { id: String(id) });
      return http.json({ path, method: 'POST', json: file, timeoutMs: 120_000 }, RegistryPreviewSchema);
    },
    /** Applies a previewed registry to the drivers' balances; applying thousands of rows takes minutes. */
    async confirmAggregatorRegistry(id: number, registryId: number): Promise<RegistryPreview> {
      const { REGISTRY_ENDPOINTS, RegistryPreviewSchema } = await import('../../schemas/registry');
      const path = fillPath(REGISTRY_ENDPOINTS.confirm, { id: String(id), registryId: String(registryId) });
      return http.json({ path, method: 'POST', timeoutMs: 300_000 }, RegistryPreviewSchema);
    },
    /** The registry template (xlsx) with the server's file name. */
    async registryTemplate() {
      const { REGISTRY_ENDPOINTS } = await import('../../schemas/registry');
      const response = await http.request({ path: REGISTRY_ENDPOINTS.template, responseType: 'blob' });
      return { blob: response.blob, headers: response.headers };
    },
    /** One aggregator account with its connection and import state. */
    async aggregator(id: number, signal?: AbortSignal) {
      const { AGGREGATOR_ENDPOINTS, AggregatorDetailSchema } = await import('../../schemas/aggregators');
      return http.json({ path: withId(AGGREGATOR_ENDPOINTS.one, id), signal }, AggregatorDetailSchema);
    },
    async aggregatorFigures(id: number, signal?: AbortSignal) {
      const { AggregatorFiguresSchema, TRANSFER_ENDPOINTS } = await import('../../schemas/transfers');
      return http.json({ path: withId(TRANSFER_ENDPOINTS.aggregatorFigures, id), signal }, AggregatorFiguresSchema);
    },
    /** The park's aggregator accounts (`GET /aggregators/base`). */
    async aggregatorsBase(signal?: AbortSignal) {
      const { AGGREGATOR_ENDPOINTS, AggregatorBaseResponseSchema } = await import('../../schemas/aggregators');
      return http.json({ path: AGGREGATOR_ENDPOINTS.base, signal }, AggregatorBaseResponseSchema);
    },
    /** The cities an aggregator works in (`POST /geo`, spec 3). */
    async cities(signal?: AbortSignal) {
      const { GEO_ENDPOINT, GeoResponseSchema } = await import('../../schemas/geo');
      return http.json({ path: GEO_ENDPOINT, method: 'POST', json: {}, signal }, GeoResponseSchema);
    },
    async aggregatorWorkRules(id: number, signal?: AbortSignal) {
      const { AGGREGATOR_ENDPOINTS, WorkRulesResponseSchema } = await import('../../schemas/aggregators');
      return http.json({ path: withId(AGGREGATOR_ENDPOINTS.workRules, id), signal }, WorkRulesResponseSchema);
    },
    /** Maps the aggregator's work rules onto the park's groups. */
    async saveAggregatorWorkRules(id: number, body: { groups: { id: string; group_id: number | null }[] }) {
      const { AGGREGATOR_ENDPOINTS, WorkRulesResponseSchema } = await import('../../schemas/aggregators');
      return http.json({ path: withId(AGGREGATOR_ENDPOINTS.workRules, id), method: 'PUT', json: body }, WorkRulesResponseSchema);
    },
    async createAggregator(body: { code: string; manual: boolean; city_id: number | null }) {
      const { AGGREGATOR_ENDPOINTS, AggregatorDetailSchema } = await import('../../schemas/aggregators');
      return http.json({ path: AGGREGATOR_ENDPOINTS.create, method: 'POST', json: body }, AggregatorDetailSchema);
    },
    async setAggregatorCity(id: number, cityId: number | null) {
      const { AGGREGATOR_ENDPOINTS, AggregatorDetailSchema } = await import('../../schemas/aggregators');
      return http.json({ path: withId(AGGREGATOR_ENDPOINTS.one, id), method: 'PUT', json: { city_id: cityId } }, AggregatorDetailSchema);
    },
    /** Stores the aggregator's API keys (sealed on the server, never answered back). */
    async saveAggregatorCredentials(id: number, keys: Record<string, unknown>) {
      const { AGGREGATOR_IMPORT_ENDPOINTS, AggregatorConnectionSchema } = await import('../../schemas/aggregator-import');
      return http.json({ path: withId(AGGREGATOR_IMPORT_ENDPOINTS.credentials, id), method: 'PUT', json: keys }, AggregatorConnectionSchema);
    },
    /** Tries the stored keys against the aggregator, live. */
    async checkAggregator(id: number, signal?: AbortSignal) {
      const { AGGREGATOR_ENDPOINTS, AggregatorCheckSchema } = await import('../../schemas/aggregators');
      return http.json({ path: withId(AGGREGATOR_ENDPOINTS.check, id), method: 'POST', signal }, AggregatorCheckSchema);
    },
    /** The park's driver groups, for mapping work rules. */
    async parkDriverGroups(signal?: AbortSignal) {
      const { DRIVER_ENDPOINTS, DriverGroupsResponseSchema } = await import('../../schemas/drivers');
      return http.json({ path: DRIVER_ENDPOINTS.groups, signal }, DriverGroupsResponseSchema);
    },
    async parkCars(search: string, signal?: AbortSignal) {
      const { CarsResponseSchema, DRIVER_ENDPOINTS } = await import('../../schemas/drivers');
      return http.json({ path: DRIVER_ENDPOINTS.cars, query: { search: search || undefined, countperpage: 20 }, signal }, CarsResponseSchema);
    },
    async driverAddSettings(aggregatorId: number, signal?: AbortSignal) {
      const { DRIVERS_ADD_ENDPOINTS, DriverAddSettingsSchema } = await import('../../schemas/drivers-add');
      return http.json({ path: withId(DRIVERS_ADD_ENDPOINTS.settings, aggregatorId), signal }, DriverAddSettingsSchema);
    },
    async saveDriverAddSettings(aggregatorId: number, settings: Record<string, unknown>) {
      const { DRIVERS_ADD_ENDPOINTS, DriverAddSettingsSchema } = await import('../../schemas/drivers-add');
      return http.json({ path: withId(DRIVERS_ADD_ENDPOINTS.settings, aggregatorId), method: 'PUT', json: settings }, DriverAddSettingsSchema);
    },
    async driverAddRequests(aggregatorId: number, query: Query, signal?: AbortSignal) {
      const { DRIVERS_ADD_ENDPOINTS, DriverAddListSchema } = await import('../../schemas/drivers-add');
      return http.json({ path: withId(DRIVERS_ADD_ENDPOINTS.list, aggregatorId), query, signal }, DriverAddListSchema);
    },
    async driverAddRequest(requestId: number, signal?: AbortSignal) {
      const { DRIVERS_ADD_ENDPOINTS, DriverAddCardSchema } = await import('../../schemas/drivers-add');
      return http.json({ path: fillPath(DRIVERS_ADD_ENDPOINTS.byId, { requestId: String(requestId) }), signal }, DriverAddCardSchema);
    },
    /** Asks the aggregator to add a driver (a park driver or a new person). */
    async createDriverAddRequest(aggregatorId: number, body: Record<string, unknown>) {
      const { DRIVERS_ADD_ENDPOINTS, DriverAddCardSchema } = await import('../../schemas/drivers-add');
      return http.json({ path: withId(DRIVERS_ADD_ENDPOINTS.list, aggregatorId), method: 'POST', json: body }, DriverAddCardSchema);
    },
    async addDriverAddCar(aggregatorId: number, requestId: number, body: Record<string, unknown>) {
      const { DRIVERS_ADD_ENDPOINTS, DriverAddCardSchema } = await import('../../schemas/drivers-add');
      const path = fillPath(DRIVERS_ADD_ENDPOINTS.car, { id: String(aggregatorId), requestId: String(requestId) });
      return http.json({ path, method: 'POST', json: body }, DriverAddCardSchema);
    },
    /** Sends a refused or failed request to the aggregator again. */
    async retryDriverAddRequest(aggregatorId: number, requestId: number): Promise<void> {
      const { DRIVERS_ADD_ENDPOINTS } = await import('../../schemas/drivers-add');
      await http.json({ path: fillPath(DRIVERS_ADD_ENDPOINTS.retry, { id: String(aggregatorId), requestId: String(requestId) }), method: 'POST' });
    },
  };
}
