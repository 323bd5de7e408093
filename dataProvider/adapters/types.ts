/**
 * The shape of a resource's adapter, apart from the registry (index.ts) that gathers the adapters:
 * each adapter names this shape, and the registry imports each adapter.
 */
import type { DataProvider } from 'ra-core';
import type { HttpClient } from '../httpClient';

export type DataProviderMethod =
  | 'getList'
  | 'getOne'
  | 'getMany'
  | 'getManyReference'
  | 'create'
  | 'update'
  | 'updateMany'
  | 'delete'
  | 'deleteMany';

export type ResourceAdapter = Partial<Pick<DataProvider, DataProviderMethod>>;

/** Builds a resource's adapter over the application's HttpClient. */
export type AdapterFactory = (http: HttpClient) => ResourceAdapter;
