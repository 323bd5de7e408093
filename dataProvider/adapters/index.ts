/**
 * Per-resource adapters: a resource whose endpoints do not follow the generic REST conventions
 * (v2 lists with `driver_profiles`/`drivers_total`, `transfersp`, ...) registers the methods it
 * needs here; every method it leaves out falls back to the generic REST adapter.
 */
import type { DataProvider } from 'ra-core';
import type { HttpClient } from '../httpClient';
import { antifraudAdapters } from './antifraud';
import { deskAdapters } from './desk';
import { driverAdapters } from './drivers';
import { generatedAdapters } from './generated';
import { groupAdapters } from './groups';
import { newsAdapters } from './news';
import { payoutAdapters } from './payouts';
import { rowListAdapters } from './rowLists';
import { resourceDeclarations } from '../../schemas/resources';
import { createRestAdapter } from './rest';
import type { AdapterFactory, ResourceAdapter } from './types';

export type { AdapterFactory, DataProviderMethod, ResourceAdapter } from './types';

/** Adapter factories by resource name; sections add theirs as their endpoints arrive. */
export const adapterFactories: Record<string, AdapterFactory> = {
  ...driverAdapters,
  ...deskAdapters,
  ...antifraudAdapters,
  ...payoutAdapters,
  ...newsAdapters,
  ...groupAdapters,
  ...rowListAdapters,
  ...generatedAdapters(resourceDeclarations),
};

export class AdapterRegistry {
  private readonly rest: DataProvider;
  private readonly adapters = new Map<string, ResourceAdapter>();
  private readonly providers = new Map<string, DataProvider>();

  constructor(
    private readonly http: HttpClient,
    factories: Readonly<Record<string, AdapterFactory>> = adapterFactories,
  ) {
    this.rest = createRestAdapter(http);
    for (const [resource, factory] of Object.entries(factories)) this.adapters.set(resource, factory(http));
  }

  /** Registers (or replaces) a resource's adapter. */
  register(resource: string, adapter: ResourceAdapter | AdapterFactory): void {
    this.adapters.set(resource, typeof adapter === 'function' ? adapter(this.http) : adapter);
    this.providers.delete(resource);
  }

  /** The resource's adapter merged over the generic REST one. */
  providerFor(resource: string): DataProvider {
    let provider = this.providers.get(resource);
    if (provider === undefined) {
      const adapter = this.adapters.get(resource);
      provider = adapter === undefined ? this.rest : { ...this.rest, ...adapter, getMany: manyOf(adapter, this.rest) };
      this.providers.set(resource, provider);
    }
    return provider;
  }
}

/**
 * getMany of an adapter that reads records one at a time (react-admin's references ask for the
 * records they name by getMany): one getOne per id. The generic REST getMany would ask an
 * endpoint the resource does not have.
 */
function manyOf(adapter: ResourceAdapter, rest: DataProvider): DataProvider['getMany'] {
  const { getMany, getOne } = adapter;
  if (getMany !== undefined) return getMany;
  if (getOne === undefined) return rest.getMany;
  return async (resource, params) => ({
    data: await Promise.all(params.ids.map(async (id) => (await getOne(resource, { id, signal: params.signal })).data)),
  });
}
