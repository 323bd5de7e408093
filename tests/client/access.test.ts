/**
 * The access table for every declared route x group 1..5 under both policies. The expected
 * groups are the spec's rules (sections 2 and 6) written out here again, independently of
 * schemas/access.ts, so a change to the table has to agree with this reading of the spec.
 */
import { describe, expect, it } from 'vitest';
import { canAccess, type AccessPolicy } from '../../schemas/access';
import { findRoute, resolveRedirects } from '../../schemas/routing';
import { allRoutes, publicRoutes, sectionRoutes } from '../../src/root/sections';

const GROUPS = [1, 2, 3, 4, 5] as const;
const POLICIES: AccessPolicy[] = ['a', 'b'];

/** Spec 2 and 6: routes narrowed to fewer groups, by path prefix (and the one the cabinet adds). */
const NARROWED: readonly [prefix: string, groups: readonly number[]][] = [
  ['/payments/add-account', [1, 2]],
  ['/payments/tinkoff', [1, 2]],
  ['/payments/alfa', [1, 2]],
  ['/payments/payment-virtual', [1, 2]],
  ['/payments/virtual-transactions', [1, 2]],
  ['/payments/access', [1, 2]],
  ['/users/entity', [1, 2]],
  ['/payments/notifications', [1, 5]],
  ['/drivers/feereport', [1, 2, 5]],
  // Not the spec's: the journal of personal-data exports (issue 11 §3) is group 1's.
  ['/users/exports', [1]],
  // Not the spec's: the reconciliation of payouts (issue 13) is the owner's, administrators' and accountants'.
  ['/payments/reconciliation', [1, 2, 5]],
];

function startsWithPath(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Reading a: groups 1,2,4,5 everywhere, home 1-5. Reading b: 1,2 everywhere, home 1,2,3, drivers 1,2,4. */
function expectedGroups(policy: AccessPolicy, path: string): readonly number[] {
  const section = path.split('/')[1] ?? '';
  let groups: readonly number[];
  if (policy === 'a') groups = section === '' ? [1, 2, 3, 4, 5] : [1, 2, 4, 5];
  else if (section === '') groups = [1, 2, 3];
  else if (section === 'drivers') groups = [1, 2, 4];
  else groups = [1, 2];
  const rule = NARROWED.find(([prefix]) => startsWithPath(path, prefix));
  return rule ? groups.filter((group) => rule[1].includes(group)) : groups;
}

/** A concrete path for a declared pattern: `:id` -> `v1`, `step-:step` -> `step-2`. */
function samplePath(pattern: string): string {
  let n = 0;
  return pattern
    .split('/')
    .map((segment) => {
      const colon = segment.indexOf(':');
      if (colon < 0) return segment;
      n += 1;
      return `${segment.slice(0, colon)}${colon > 0 ? n + 1 : `v${n}`}`;
    })
    .join('/');
}

const sectionPaths = Object.values(sectionRoutes)
  .flat()
  .map((route) => route.path);

describe('access table, every declared route x group x policy', () => {
  it('covers the whole route list', () => {
    expect(sectionPaths.length).toBeGreaterThan(150);
    expect(allRoutes.length).toBe(sectionPaths.length + publicRoutes.length);
  });

  it('every narrowing rule of the spec matches at least one declared route', () => {
    for (const [prefix] of NARROWED) {
      expect(sectionPaths.some((path) => startsWithPath(path, prefix)), prefix).toBe(true);
    }
  });

  for (const policy of POLICIES) {
    describe(`policy ${policy}`, () => {
      it.each(sectionPaths)('%s', (pattern) => {
        const path = samplePath(pattern);
        const expected = expectedGroups(policy, path);
        for (const group of GROUPS) {
          expect(canAccess(policy, group, path), `group ${group} on ${path}`).toBe(expected.includes(group));
        }
      });
    });
  }

  it('spot checks read as the spec says', () => {
    expect(canAccess('a', 3, '/')).toBe(true);
    expect(canAccess('a', 3, '/kpi/main')).toBe(false);
    expect(canAccess('a', 5, '/payments/notifications')).toBe(true);
    expect(canAccess('a', 2, '/payments/notifications')).toBe(false);
    expect(canAccess('a', 5, '/drivers/feereport/drivers/7')).toBe(true);
    expect(canAccess('a', 4, '/drivers/feereport')).toBe(false);
    expect(canAccess('a', 4, '/users/entity')).toBe(false);
    expect(canAccess('b', 4, '/drivers/list/all')).toBe(true);
    expect(canAccess('b', 4, '/')).toBe(false);
    expect(canAccess('b', 3, '/')).toBe(true);
    expect(canAccess('b', 5, '/payments/notifications')).toBe(false);
    expect(canAccess('b', 1, '/payments/notifications')).toBe(true);
    expect(canAccess('b', 5, '/drivers/feereport')).toBe(false);
  });

  it('public routes are open to everyone under both policies', () => {
    for (const policy of POLICIES) {
      for (const route of publicRoutes) {
        for (const group of GROUPS) expect(canAccess(policy, group, route.path)).toBe(true);
        expect(canAccess(policy, 0, route.path)).toBe(true);
      }
    }
  });

  it.each(['/unknown', '/driver', '/kpix/main', '/api/settings', '/login-admin'])('unknown path %s is denied', (path) => {
    for (const policy of POLICIES) {
      for (const group of GROUPS) expect(canAccess(policy, group, path)).toBe(false);
    }
  });
});

describe('route declarations', () => {
  it.each(allRoutes.map((route) => route.path))('%s resolves to itself (no shadowing)', (pattern) => {
    expect(findRoute(allRoutes, samplePath(pattern))?.route.path).toBe(pattern);
  });

  it('paths are unique', () => {
    const paths = allRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(allRoutes.filter((route) => route.redirect !== undefined).map((route) => route.path))(
    'redirect %s lands on a declared route that is not a redirect',
    (pattern) => {
      const landed = resolveRedirects(allRoutes, samplePath(pattern));
      const match = findRoute(allRoutes, landed);
      expect(match, landed).not.toBeNull();
      expect(match?.route.redirect).toBeUndefined();
    },
  );

  it('redirects carry their parameters and the spec targets', () => {
    expect(resolveRedirects(allRoutes, '/drivers')).toBe('/drivers/list/all');
    expect(resolveRedirects(allRoutes, '/kpi')).toBe('/kpi/main');
    expect(resolveRedirects(allRoutes, '/drivers/detail/42')).toBe('/drivers/detail/42/balance');
    expect(resolveRedirects(allRoutes, '/rent/cars/detail/9')).toBe('/rent/cars/detail/9/edit');
    expect(resolveRedirects(allRoutes, '/payments/tochka/3')).toBe('/payments/tochka/3/transactions');
    expect(resolveRedirects(allRoutes, '/transfers')).toBe('/transfers/list/complete');
    expect(resolveRedirects(allRoutes, '/online-kass')).toBe('/online-kass/tickets/driver');
  });
});
