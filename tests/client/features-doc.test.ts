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
    const probe = defineResource({
      name: 'features-probe',
      path: '/rent/features-probe',
      schema: z.object({ id: z.number(), title: z.string() }),
      readOnly: ['id'],
      labels: { title: 'Пробы', createTitle: 'Новая проба', empty: 'Проб нет', fields: { id: 'Номер', title: 'Название' } },
      list: { columns: ['title'], sortable: ['id'], defaultSort: { field: 'id', order: 'ASC' }, filters: [filter.search('title')] },
      views: { list: true, show: true, edit: true, create: true, delete: true },
      access: '/rent/features-probe',
      export: true,
      recordRepresentation: 'title',
    });
    const routes = ['/rent/features-probe', '/rent/features-probe/:id', '/rent/features-probe/:id/show', '/groups'];
    expect(missingFeatureRows(features, routes, [...resourceDeclarations, probe])).toEqual([
      'route /rent/features-probe has no row in «Routes»; add: | `/rent/features-probe` | 1,2,4,5 | 1,2 | default frame | built on the resource generator | <the test that proves it> |',
      'route /rent/features-probe/:id has no row in «Routes»; add: | `/rent/features-probe/:id` | 1,2,4,5 | 1,2 | default frame | built on the resource generator | <the test that proves it> |',
      'route /rent/features-probe/:id/show has no row in «Routes»; add: | `/rent/features-probe/:id/show` | 1,2,4,5 | 1,2 | default frame | built on the resource generator | <the test that proves it> |',
      'resource features-probe has no row in «Endpoints»; add: | `GET`/`POST /features-probe`, `GET`/`PUT`/`DELETE /features-probe/{id}`, `/features-probe/{id}/changes`, `/features-probe/export` (generated) | built by the resource generator | <the test that proves it> |',
    ]);
  });
});
