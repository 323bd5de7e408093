/**
 * The aggregators section's calls that are not CRUD, as named methods of the one data provider
 * (the views call `useAppDataProvider().<method>`). Each loads its schemas when first called, so
 * the shell's first chunk does not carry the section's wire contracts.
 */
import type { RegistryList, RegistryPreview } from '../../schemas/registry';
import { fillPath } from '../../schemas/routing';
import type { HttpClient } from '../httpClient';

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
  };
}
