// @vitest-environment jsdom
/**
 * The help panel: the app bar's 'Помощь' button opens it on 'Подсказки' (GET /hints?type_id=2)
 * with the open page's hints first; 'Как настроить' (type_id=1) lists topics with numbered steps,
 * slides and video instructions; a failed load is logged only (spec 8).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HelpItem } from '../../schemas/notices';
import { HelpButton } from '../../src/help/HelpButton';
import { closeHelp } from '../../src/help/helpStore';
import { HIDDEN_HELP_KEY } from '../../src/help/onboarding';
import { frontPathMatches, hintsForPage } from '../../src/help/pageHints';
import { t } from '../../texts/t';
import { failure, fakeApi, renderCabinet } from './notices-harness';

const help = (id: number, title: string, frontPath: string | null, extra: Partial<HelpItem> = {}): HelpItem => ({
  id,
  title,
  body: null,
  media_urls: [],
  front_path: frontPath,
  sections: [],
  children: [],
  ...extra,
});

const step = (id: number, title: string, extra: Partial<HelpItem> = {}) => {
  const { children: _children, ...fields } = help(id, title, null, extra);
  return fields;
};

const HINTS: HelpItem[] = [
  help(1, 'Как читать показатели', '/kpi/main'),
  help(2, 'Список водителей', '/drivers', {
    body: 'Фильтры сверху.\nСтрока открывает карточку.',
    media_urls: ['/help/drivers-1.svg', '/help/drivers-2.svg'],
  }),
  help(3, 'Новости парка', '/news'),
  help(4, 'Поиск по списку', null, { children: [step(41, 'Строка поиска', { front_path: '/drivers/list/:aggregatorId' })] }),
];

const TOPICS: HelpItem[] = [
  help(10, 'Подключите агрегатор', null, {
    children: [
      step(11, 'Откройте «Агрегаторы»', { body: 'Пункт меню слева.', media_urls: ['/help/aggregator-1.svg'] }),
      step(12, 'Посмотрите видео', { media_urls: ['/help/aggregator.webm'] }),
    ],
  }),
  help(20, 'Настройте выплаты', null, { children: [step(21, 'Выберите банк')] }),
];

function helpApi() {
  return fakeApi({
    'GET /api/hints': ({ query }) =>
      query.get('type_id') === '1' ? { type_id: 1, items: TOPICS } : { type_id: 2, items: HINTS },
  });
}

afterEach(() => {
  closeHelp();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('which hints belong to the open page', () => {
  it('matches a route pattern or the beginning of the path on a segment boundary', () => {
    expect(frontPathMatches('/drivers', '/drivers/list/all')).toBe(true);
    expect(frontPathMatches('/drivers', '/drivers')).toBe(true);
    expect(frontPathMatches('/drivers/', '/drivers/list/all')).toBe(true);
    expect(frontPathMatches('/drivers', '/drivers-join')).toBe(false);
    expect(frontPathMatches('/drivers/detail/:id', '/drivers/detail/42/balance')).toBe(true);
    expect(frontPathMatches('/drivers/detail/:id/balance', '/drivers/detail/42/cards')).toBe(false);
    expect(frontPathMatches('/aggregators/detail/:id/step-:step', '/aggregators/detail/3/step-2')).toBe(true);
    expect(frontPathMatches('/kpi?tab=1', '/kpi/main')).toBe(true);
    expect(frontPathMatches('/', '/')).toBe(true);
    expect(frontPathMatches('/', '/drivers')).toBe(false);
    expect(frontPathMatches(null, '/drivers')).toBe(false);
  });

  it("puts the open page's items first (an item counts when one of its steps matches), each group in order", () => {
    const { here, other } = hintsForPage(HINTS, '/drivers/list/all');
    expect(here.map((item) => item.id)).toEqual([2, 4]);
    expect(other.map((item) => item.id)).toEqual([1, 3]);
  });
});

describe('the help panel', () => {
  // The panel is a lazy chunk: transformed once here, so the first test's wait is for the panel, not for the transform of its imports on a busy machine.
  beforeAll(async () => {
    await import('../../src/help/HelpPanel');
  });

  it("opens from the app bar on 'Подсказки' with the open page's hints first", async () => {
    const api = helpApi();
    renderCabinet(<HelpButton />, { api, path: '/drivers/list/all' });
    const button = screen.getByRole('button', { name: t('help.button') });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    const panel = await screen.findByRole('dialog', { name: t('help.title') });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(within(panel).getByRole('tab', { name: t('help.tabs.hints') }).getAttribute('aria-selected')).toBe('true');
    const here = await within(panel).findByRole('region', { name: t('help.onThisPage') });
    const other = within(panel).getByRole('region', { name: t('help.otherHints') });
    expect(within(here).getAllByRole('button', { expanded: true }).map((summary) => summary.textContent)).toEqual(['Список водителей']);
    expect(within(here).getAllByRole('button', { expanded: false }).map((summary) => summary.textContent)).toEqual(['Поиск по списку']);
    expect(within(other).getAllByRole('button', { expanded: false }).map((summary) => summary.textContent)).toEqual([
      'Как читать показатели',
      'Новости парка',
    ]);
    // The open item shows its text and its slides.
    expect(within(here).getByText(/Фильтры сверху/).textContent).toBe('Фильтры сверху.\nСтрока открывает карточку.');
    expect(within(here).getByRole('region', { name: t('help.slides.label', { title: 'Список водителей' }) })).toBeTruthy();
    expect(api.calls.map((call) => `${call.path}?${call.query.toString()}`)).toEqual(['/api/hints?type_id=2']);
    // Opened by a person, the panel takes focus.
    expect(document.activeElement?.id).toBe('help-panel-title');
  });

  it("shows the setup topics with numbered steps, slides and a video instruction on 'Как настроить'", async () => {
    const api = helpApi();
    renderCabinet(<HelpButton />, { api, path: '/kpi/main' });
    fireEvent.click(screen.getByRole('button', { name: t('help.button') }));
    const panel = await screen.findByRole('dialog', { name: t('help.title') });
    fireEvent.click(within(panel).getByRole('tab', { name: t('help.tabs.setup') }));
    expect(within(panel).getByRole('tab', { name: t('help.tabs.setup') }).getAttribute('aria-selected')).toBe('true');
    const first = await within(panel).findByRole('heading', { name: `${t('help.step', { n: 1 })}. Откройте «Агрегаторы»` });
    expect(first).toBeTruthy();
    expect(within(panel).getByRole('heading', { name: `${t('help.step', { n: 2 })}. Посмотрите видео` })).toBeTruthy();
    const video = within(panel).getByLabelText(t('help.video', { title: 'Посмотрите видео' }));
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('src')).toBe('/help/aggregator.webm');
    expect(video.getAttribute('preload')).toBe('metadata');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(within(panel).getByRole('img', { name: t('help.slides.slide', { n: 1, count: 1 }) }).getAttribute('src')).toBe(
      '/help/aggregator-1.svg',
    );
    // The second topic stays closed, its media not mounted.
    expect(within(panel).getByRole('button', { name: 'Настройте выплаты' }).getAttribute('aria-expanded')).toBe('false');
    expect(within(panel).queryByText(/Выберите банк/)).toBeNull();
    expect(api.calls.map((call) => call.query.get('type_id'))).toEqual(['2', '1']);
  });

  it('logs a failed load and says so in one line, without a snackbar', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi({ 'GET /api/hints': () => failure(500, 'База недоступна') });
    renderCabinet(<HelpButton />, { api, path: '/drivers/list/all' });
    fireEvent.click(screen.getByRole('button', { name: t('help.button') }));
    expect(await screen.findByText(t('help.loadFailed'))).toBeTruthy();
    expect(logged).toHaveBeenCalled();
    expect(screen.queryByText(t('errors.dataLoad', { message: 'База недоступна' }))).toBeNull();
  });

  it('closes with its button or Escape, returns focus to the app bar and remembers it was closed', async () => {
    renderCabinet(<HelpButton />, { api: helpApi(), path: '/drivers/list/all' });
    const button = screen.getByRole('button', { name: t('help.button') });
    fireEvent.click(button);
    const panel = await screen.findByRole('dialog', { name: t('help.title') });
    fireEvent.click(within(panel).getByRole('button', { name: t('help.close') }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t('help.title') })).toBeNull());
    expect(document.activeElement).toBe(button);
    expect(localStorage.getItem(HIDDEN_HELP_KEY)).not.toBeNull();
    fireEvent.click(button);
    fireEvent.keyDown(await screen.findByRole('tab', { name: t('help.tabs.hints') }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t('help.title') })).toBeNull());
  });
});
