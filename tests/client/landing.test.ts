import { describe, expect, it } from 'vitest';
import { landingPath, type LandingInput } from '../../src/root/landing';
import { allRoutes } from '../../src/root/sections';

const views = (...paths: string[]) => (routePath: string) => paths.includes(routePath);
const KPI = '/kpi/:page';
const DRIVERS_LIST = '/drivers/list/:aggregatorId';

function landing(input: Partial<LandingInput>): string | null {
  return landingPath({ firstPage: null, groupId: 1, policy: 'a', hasView: views(), routes: allRoutes, ...input });
}

describe('landingPath (spec 2: root path)', () => {
  it('renders the home page while no landing screen exists', () => {
    expect(landing({})).toBeNull();
    expect(landing({ groupId: 4 })).toBeNull();
  });

  it('goes to /kpi (its redirect followed) once the kpi screen exists', () => {
    expect(landing({ hasView: views(KPI) })).toBe('/kpi/main');
    expect(landing({ groupId: 2, hasView: views(KPI) })).toBe('/kpi/main');
    expect(landing({ groupId: 5, hasView: views(KPI) })).toBe('/kpi/main');
  });

  it('sends group 4 to the drivers list, not to /kpi', () => {
    expect(landing({ groupId: 4, hasView: views(KPI, DRIVERS_LIST) })).toBe('/drivers/list/all');
    expect(landing({ groupId: 4, hasView: views(KPI) })).toBeNull();
  });

  it('never lands where the group has no access', () => {
    expect(landing({ groupId: 3, hasView: views(KPI) })).toBeNull();
    expect(landing({ groupId: 3, policy: 'b', hasView: views(KPI) })).toBeNull();
    expect(landing({ groupId: 5, policy: 'b', hasView: views(KPI) })).toBeNull();
    expect(landing({ groupId: 4, policy: 'b', hasView: views(DRIVERS_LIST) })).toBe('/drivers/list/all');
  });

  it('prefers the stored first page, keeping its query', () => {
    expect(landing({ firstPage: '/drivers/list/all?search=Иванов', hasView: views(KPI, DRIVERS_LIST) })).toBe(
      '/drivers/list/all?search=%D0%98%D0%B2%D0%B0%D0%BD%D0%BE%D0%B2',
    );
    expect(landing({ firstPage: '/drivers', hasView: views(KPI, DRIVERS_LIST) })).toBe('/drivers/list/all');
    expect(landing({ firstPage: '/kpi/week', hasView: views(KPI) })).toBe('/kpi/week');
  });

  it('falls back to the landing page when the first page cannot be opened', () => {
    // no screen yet
    expect(landing({ firstPage: '/transfers', hasView: views(KPI) })).toBe('/kpi/main');
    // group 2 may not open notifications
    expect(landing({ firstPage: '/payments/notifications', groupId: 2, hasView: views(KPI, '/payments/notifications') })).toBe(
      '/kpi/main',
    );
    // not a declared route, or the root itself (no loop)
    expect(landing({ firstPage: '/no-such-page', hasView: views(KPI) })).toBe('/kpi/main');
    expect(landing({ firstPage: '/', hasView: views(KPI, '/') })).toBe('/kpi/main');
    expect(landing({ firstPage: '', hasView: views(KPI) })).toBe('/kpi/main');
  });

  it('refuses first pages that leave the cabinet', () => {
    for (const firstPage of ['https://evil.example/kpi/main', '//evil.example/kpi/main', '/\\evil.example', 'kpi/main']) {
      expect(landing({ firstPage, hasView: views() })).toBeNull();
      expect(landing({ firstPage, hasView: views(KPI) })).toBe('/kpi/main');
    }
  });
});
