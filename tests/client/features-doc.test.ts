import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineResource, filter } from '../../schemas/resource';
import { resourceDeclarations } from '../../schemas/resources';
import { allRoutes } from '../../src/root/sections';
import { missingFeatureRows } from '../helpers/features-rows';

// docs/FEATURES.md must list every declared route, so the coverage table cannot drift.
describe('docs/FEATURES.md', () => {
  const features = readFileSync('docs/FEATURES.md', 'utf8');

  it.each(allRoutes.map((route) => route.path))('lists %s', (path) => {
    expect(features).toContain(`| \`${path}\` |`);
  });

  it('has a route row for every route and an endpoint row for every generated resource', () => {
    expect(missingFeatureRows(features, allRoutes.map((route) => route.path), resourceDeclarations)).toEqual([]);
  });

  it('names, for a new resource, exactly the rows it lacks and the text to add', () => {
    const trailers = defineResource({
      name: 'trailers',
      path: '/rent/trailers',
      schema: z.object({ id: z.number(), title: z.string() }),
      readOnly: ['id'],
      labels: { title: 'Прицепы', createTitle: 'Новый прицеп', empty: 'Прицепов нет', fields: { id: 'Номер', title: 'Название' } },
      list: { columns: ['title'], sortable: ['id'], defaultSort: { field: 'id', order: 'ASC' }, filters: [filter.search('title')] },
      views: { list: true, show: true, edit: true, create: true, delete: true },
      access: '/rent/trailers',
      export: true,
      recordRepresentation: 'title',
    });
    const routes = ['/rent/trailers', '/rent/trailers/:id', '/rent/trailers/:id/show', '/groups'];
    expect(missingFeatureRows(features, routes, [...resourceDeclarations, trailers])).toEqual([
      'route /rent/trailers has no row in «Routes»; add: | `/rent/trailers` | 1,2,4,5 | 1,2 | default frame | built on the resource generator | <the test that proves it> |',
      'route /rent/trailers/:id has no row in «Routes»; add: | `/rent/trailers/:id` | 1,2,4,5 | 1,2 | default frame | built on the resource generator | <the test that proves it> |',
      'route /rent/trailers/:id/show has no row in «Routes»; add: | `/rent/trailers/:id/show` | 1,2,4,5 | 1,2 | default frame | built on the resource generator | <the test that proves it> |',
      'resource trailers has no row in «Endpoints»; add: | `GET`/`POST /trailers`, `GET`/`PUT`/`DELETE /trailers/{id}`, `/trailers/{id}/changes`, `/trailers/export` (generated) | built by the resource generator | <the test that proves it> |',
    ]);
  });
});
