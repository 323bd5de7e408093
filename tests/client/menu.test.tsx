// @vitest-environment jsdom
/** The left menu: spec order, visibility rules, external links, badge and help hooks. */
import { describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithTexts as render } from '../helpers/texts';
import { lazy } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { memoryStore, testDataProvider, type AuthProvider } from 'react-admin';
import { CabinetAdmin } from '../../src/root/CabinetAdmin';
import { signedInAuth } from '../helpers/session';
import { testSettings } from '../helpers/settings';
import type { ResourceDefinition, RouteView } from '../../src/root/definition';
import { buildRouteTable } from '../../src/root/routeTable';
import { menuEntries } from '../../src/layout/menuModel';
import { resourceDefinitions } from '../../src/root/sections';
import { SECTIONS, type AccessPolicy, type GroupId } from '../../schemas/access';
import type { CountryCode } from '../../schemas/auth';
import { findRoute, resolveRedirects } from '../../schemas/routing';
import { t } from '../../texts/t';

vi.mock('../../src/root/externals', () => {
  const Stub = () => <p>stub</p>;
  const LoginPage = Object.assign(() => <p>login</p>, { preload: async () => undefined });
  return { LoginPage, RegistrationPage: Stub, publicViews: {} };
});
vi.mock('../../src/root/frameParts', () => ({ AccountsPanel: () => <p>stub</p> }));

const stub: RouteView = lazy(async () => ({ default: () => <p>экран</p> }));

/** The real definitions, each section given a screen at its menu target. */
function withSectionViews(change: (definition: ResourceDefinition) => ResourceDefinition = (d) => d): ResourceDefinition[] {
  return resourceDefinitions.map((definition) => {
    if (definition.name === 'home') return change(definition);
    const target = resolveRedirects(definition.routes, `/${definition.name}`);
    const route = findRoute(definition.routes, target)?.route;
    const views = route ? { ...definition.views, [route.path]: stub } : definition.views;
    return change({ ...definition, views });
  });
}

interface Who {
  groupId?: GroupId;
  policy?: AccessPolicy;
  countryCode?: CountryCode;
}

function fakeAuthProvider({ groupId = 1, policy = 'a', countryCode = 2 }: Who): AuthProvider {
  return signedInAuth({ groupId, policy, identity: { country_code: countryCode } });
}

const settings = testSettings({
  sms_sandbox: false,
  knowledge_base_url: 'https://kb.example.org/start',
  chat_url: 'https://t.me/fleet_cabinet',
});

async function renderMenu(who: Who = {}, definitions?: ResourceDefinition[]) {
  render(
    <MemoryRouter initialEntries={['/']}>
      <CabinetAdmin
        authProvider={fakeAuthProvider(who)}
        dataProvider={testDataProvider()}
        loadSettings={async () => settings}
        definitions={definitions}
        store={memoryStore()}
      />
    </MemoryRouter>,
  );
  const nav = await screen.findByRole('navigation');
  await within(nav).findByText(t('menu.knowledgeBase'));
  return within(nav);
}

describe('menu model', () => {
  const table = (definitions: readonly ResourceDefinition[]) => buildRouteTable(definitions);
  const labels = (definitions: ResourceDefinition[], groupId: number, policy: AccessPolicy, countryCode?: number) =>
    menuEntries(definitions, table(definitions), { groupId, policy, countryCode }).map((entry) =>
      entry.kind === 'section' ? t(`menu.${entry.definition.label}`) : t('menu.knowledgeBase'),
    );

  it('lists the spec sections in the spec order once they have screens', () => {
    expect(labels(withSectionViews(), 1, 'a', 2)).toEqual([
      t('menu.home'),
      t('menu.kpi'),
      t('menu.drivers'),
      t('menu.transfers'),
      t('menu.aggregators'),
      t('menu.rent'),
      t('menu.groups'),
      t('menu.users'),
      t('menu.payments'),
      t('menu.referrals'),
      t('menu.messages'),
      t('menu.onlineKass'),
      t('menu.knowledgeBase'),
      t('menu.news'),
    ]);
  });

  it('shows the sections that have screens today, in the spec order', () => {
    expect(labels([...resourceDefinitions], 1, 'a', 2)).toEqual([
      t('menu.home'),
      t('menu.kpi'),
      t('menu.drivers'),
      t('menu.transfers'),
      t('menu.aggregators'),
      t('menu.groups'),
      t('menu.users'),
      t('menu.payments'),
      t('menu.knowledgeBase'),
      t('menu.news'),
    ]);
  });

  it('hides sections the group may not open', () => {
    expect(labels(withSectionViews(), 3, 'a', 2)).toEqual([t('menu.home'), t('menu.knowledgeBase')]);
    expect(labels(withSectionViews(), 4, 'b', 2)).toEqual([t('menu.drivers'), t('menu.knowledgeBase')]);
  });

  it('shows Онлайн-касса only in Russia (country code 2)', () => {
    for (const [country, shown] of [
      [2, true],
      [3, false],
      [4, false],
      [undefined, false],
    ] as const) {
      expect(labels(withSectionViews(), 1, 'a', country).includes(t('menu.onlineKass'))).toBe(shown);
    }
  });

  it('has a definition for every section', () => {
    expect(resourceDefinitions.map((definition) => definition.name).sort()).toEqual([...SECTIONS].sort());
  });
});

describe('menu', () => {
  it('shows Главная, the sections with screens, База знаний, the chat link and logout; no section without a screen', async () => {
    const menu = await renderMenu();
    const kb = menu.getByText(t('menu.knowledgeBase')).closest('a');
    expect(kb?.getAttribute('href')).toBe(settings.knowledge_base_url);
    expect(kb?.getAttribute('target')).toBe('_blank');
    expect(kb?.getAttribute('rel')).toContain('noopener');
    expect(menu.getByText(t('menu.chat')).closest('a')?.getAttribute('href')).toBe(settings.chat_url);
    expect(menu.getByText(t('menu.logout'))).toBeTruthy();
    expect(menu.getByText(t('menu.home')).closest('a')?.getAttribute('href')).toBe('/');
    expect(menu.getByText(t('menu.drivers')).closest('a')?.getAttribute('href')).toBe('/drivers');
    expect(menu.getByText(t('menu.aggregators')).closest('a')?.getAttribute('href')).toBe('/aggregators');
    expect(menu.queryByText(t('menu.rent'))).toBeNull();
    expect(menu.queryByText(t('menu.onlineKass'))).toBeNull();
    expect(menu.queryByText(t('menu.manager'))).toBeNull();
  });

  it('shows Онлайн-касса for Russia once its screen exists, not for Kazakhstan', async () => {
    const definitions = withSectionViews();
    const russia = await renderMenu({ countryCode: 2 }, definitions);
    expect(russia.getByText(t('menu.onlineKass')).closest('a')?.getAttribute('href')).toBe('/online-kass');
    cleanup();
    const kazakhstan = await renderMenu({ countryCode: 3 }, definitions);
    expect(kazakhstan.getByText(t('menu.drivers'))).toBeTruthy();
    expect(kazakhstan.queryByText(t('menu.onlineKass'))).toBeNull();
  });

  it('renders a badge from the definition hook and Ваш менеджер while the help condition holds', async () => {
    const definitions = withSectionViews((definition) => {
      if (definition.name === 'drivers') return { ...definition, menu: { useBadge: () => ({ kind: 'count', count: 17 }) } };
      if (definition.name === 'kpi') {
        return {
          ...definition,
          manager: {
            useHelpCondition: () => true,
            dialog: lazy(async () => ({ default: () => <p>менеджер</p> })),
          },
        };
      }
      return definition;
    });
    const menu = await renderMenu({}, definitions);
    expect(menu.getByText('17')).toBeTruthy();
    expect(menu.getByText(t('menu.manager'))).toBeTruthy();
  });
});
