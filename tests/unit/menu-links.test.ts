/**
 * A resource's left-menu link is its declaration's `menu` field (src/layout/menuModel.ts): the link
 * shows the list's title, opens the list, follows the access rules of its path and `order`.
 */
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineResource, type ResourceDeclaration } from '../../schemas/resource';
import type { ResourceDefinition } from '../../src/root/definition';
import { menuEntries, menuLinks } from '../../src/layout/menuModel';
import { buildRouteTable } from '../../src/root/routeTable';
import { definitionsBySection } from '../../src/root/sections';

const screen = lazy(async () => ({ default: () => null }));

function declared(name: string, title: string, menu?: { order?: number }, path = `/rent/${name}`): ResourceDeclaration {
  return defineResource({
    name,
    path,
    schema: z.object({ id: z.number(), title: z.string() }),
    readOnly: ['id'],
    labels: { title, createTitle: 'Новая', empty: 'Пусто', fields: { id: 'Номер', title: 'Название' } },
    list: { columns: ['title'], sortable: ['id'], defaultSort: { field: 'id', order: 'ASC' }, filters: [] },
    views: { list: true, show: false, edit: true, create: true, delete: false },
    access: path,
    export: false,
    recordRepresentation: 'title',
    ...(menu === undefined ? {} : { menu }),
  });
}

/** The real rent section with these resources and their screens. */
function rentWith(resources: ResourceDeclaration[]): ResourceDefinition {
  const rent = definitionsBySection.rent;
  const lists = resources.map((resource) => resource.path);
  return { ...rent, routes: [...rent.routes, ...lists.map((path) => ({ path }))], views: { ...rent.views, ...Object.fromEntries(lists.map((path) => [path, screen])) }, resources };
}

const owner = { policy: 'a', groupId: 1, countryCode: 2 } as const;

describe('menu links', () => {
  const resources = [declared('paints', 'Покраски', {}), declared('colours', 'Цвета', { order: 1 }), declared('tyres', 'Шины'), declared('bodies', 'Кузова', {})];
  const rent = rentWith(resources);
  const table = buildRouteTable([rent]);

  it('come from the declarations with `menu`, by order then title', () => {
    expect(menuLinks(rent, table, owner)).toEqual([
      { path: '/rent/colours', label: 'Цвета' },
      { path: '/rent/bodies', label: 'Кузова' },
      { path: '/rent/paints', label: 'Покраски' },
    ]);
  });

  it("follow the path's access: a group the section is closed to sees none", () => {
    expect(menuLinks(rent, table, { policy: 'a', groupId: 3, countryCode: 2 })).toEqual([]);
    expect(menuLinks(rent, table, { ...owner, denied: ['/rent/colours'] }).map((link) => link.path)).not.toContain('/rent/colours');
  });

  it("show under a section whose own path has no screen yet, and nothing when the section has no link", () => {
    const [entry] = menuEntries([rent], table, owner);
    expect(entry).toMatchObject({ kind: 'section', open: false, links: [{ path: '/rent/colours' }, { path: '/rent/bodies' }, { path: '/rent/paints' }] });
    const bare = rentWith([declared('tyres', 'Шины')]);
    expect(menuEntries([bare], buildRouteTable([bare]), owner).filter((e) => e.kind === 'section')).toEqual([]);
  });
});
