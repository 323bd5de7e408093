/**
 * Declared resources (schemas/resource.ts) go through the generic ra-data-simple-rest adapter:
 * react-admin names them by spec path (`users/users`), the API by `name` (`/users`).
 */
import type { DataProvider } from 'ra-core';
import { raResourceOf, type ResourceDeclaration } from '../../schemas/resource';
import type { HttpClient } from '../httpClient';
import type { AdapterFactory, ResourceAdapter } from './types';
import { createRestAdapter } from './rest';

export function generatedAdapter(declaration: ResourceDeclaration, rest: DataProvider): ResourceAdapter {
  const api = declaration.name;
  return {
    getList: (_resource, params) => rest.getList(api, params),
    getOne: declaration.oneThroughList
      ? async (_resource, params) => {
          const { data } = await rest.getMany(api, { ids: [params.id], signal: params.signal });
          const [record] = data;
          if (record === undefined) throw new Error(String(params.id));
          return { data: record };
        }
      : (_resource, params) => rest.getOne(api, params),
    getMany: (_resource, params) => rest.getMany(api, params),
    getManyReference: (_resource, params) => rest.getManyReference(api, params),
    create: (_resource, params) => rest.create(api, params),
    update: (_resource, params) => rest.update(api, params),
    updateMany: (_resource, params) => rest.updateMany(api, params),
    delete: (_resource, params) => rest.delete(api, params),
    deleteMany: (_resource, params) => rest.deleteMany(api, params),
  };
}

export function generatedAdapters(declarations: readonly ResourceDeclaration[]): Record<string, AdapterFactory> {
  return Object.fromEntries(
    declarations.map((declaration) => [
      raResourceOf(declaration),
      (http: HttpClient) => generatedAdapter(declaration, createRestAdapter(http)),
    ]),
  );
}
