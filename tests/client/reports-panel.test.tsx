// @vitest-environment jsdom
/**
 * The 'Мои отчёты' panel against a fake API: asked for on opening, 5 reports a page (spec 9)
 * with offset/limit, the display fields in each row, a download only for completed reports,
 * saved under the report's file name; a failed download says 'Internal server error' (spec 8), a
 * refused list 'У вас нет доступа'.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithTexts as render } from '../helpers/texts';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReportsPanel } from '../../resources/reports/ReportsPanel';
import { displayReport } from '../../resources/reports/reportDisplay';
import { REPORTS_PANEL_PAGE_SIZE, type Report } from '../../schemas/reports';
import { i18nProvider } from '../../src/i18n';
import { t } from '../../texts/t';
import { createdAt, fakeReportsServer, report } from './reports-fake-server';

/** 12 reports, newest (12) first; 12 and 11 still in progress, 10 failed. */
function twelve(): Report[] {
  return Array.from({ length: 12 }, (_, index) => {
    const id = 12 - index;
    const status = id >= 11 ? 'in_progress' : id === 10 ? 'failed' : 'completed';
    return report(id, {
      status,
      created_at: createdAt(id),
      from_date: `2026-10-${String(id).padStart(2, '0')}`,
      to_date: `2026-10-${String(id + 6).padStart(2, '0')}`,
      file_name: status === 'completed' ? `Поездки ${id}.xlsx` : null,
    });
  });
}

function renderPanel(server: ReturnType<typeof fakeReportsServer>, onClose = () => undefined) {
  render(
    <MemoryRouter>
      <AdminContext
        dataProvider={server.dataProvider}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        store={memoryStore()}
        i18nProvider={i18nProvider}
      >
        <ReportsPanel open onClose={onClose} />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

const rows = () => within(screen.getByRole('list', { name: t('reportsUi.panel.list') })).getAllByRole('listitem');
const listRequests = (server: ReturnType<typeof fakeReportsServer>) =>
  server.state.requests.filter((request) => request.url.pathname === '/api/reports/list');

// A whole MUI drawer renders here: allow for a busy machine.
describe('ReportsPanel', { timeout: 20_000 }, () => {
  let saved: { name: string; href: string }[];

  beforeEach(() => {
    saved = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:report');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is a dialog named «Мои отчёты» that asks for the first 5 reports when it opens', async () => {
    const server = fakeReportsServer(twelve());
    renderPanel(server);
    expect(screen.getByRole('dialog', { name: t('reportsUi.panel.title') })).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(REPORTS_PANEL_PAGE_SIZE));
    const [first] = listRequests(server);
    expect(first?.url.searchParams.get('offset')).toBe('0');
    expect(first?.url.searchParams.get('limit')).toBe('5');
  });

  it('shows typeRu, createdDate, dateRange and statusRu in every row, newest first', async () => {
    const server = fakeReportsServer(twelve());
    renderPanel(server);
    await waitFor(() => expect(rows()).toHaveLength(5));
    const first = rows()[0];
    if (first === undefined) throw new Error('no row');
    expect(first.textContent).toContain('Поездки');
    expect(first.textContent).toContain(t('reportsUi.panel.period', { range: '12.10.2026 – 18.10.2026' }));
    expect(first.textContent).toContain(t('reportsUi.panel.created', { date: '12.11.2026\u00a012:05' }));
    expect(first.textContent).toContain('Формируется');
    expect(rows()[2]?.textContent).toContain('Ошибка');
    expect(rows()[3]?.textContent).toContain('Готов');
  });

  it('offers a download only for completed reports', async () => {
    const server = fakeReportsServer(twelve());
    renderPanel(server);
    await waitFor(() => expect(rows()).toHaveLength(5));
    const [inProgress, , failed, completed] = rows();
    for (const row of [inProgress, failed]) {
      expect(within(row as HTMLElement).queryByRole('button')).toBeNull();
    }
    const shown = displayReport(server.state.reports[3] as Report);
    expect(
      within(completed as HTMLElement).getByRole('button', {
        name: t('reportsUi.panel.download', { name: shown.typeRu, range: shown.dateRange }),
      }),
    ).toBeTruthy();
  });

  it('pages through the reports 5 at a time', async () => {
    const server = fakeReportsServer(twelve());
    renderPanel(server);
    await waitFor(() => expect(rows()).toHaveLength(5));
    const pages = screen.getByRole('navigation', { name: t('reportsUi.panel.pages') });
    expect(within(pages).getByRole('button', { name: /3/ })).toBeTruthy();
    expect(within(pages).queryByRole('button', { name: /4/ })).toBeNull();

    fireEvent.click(within(pages).getByRole('button', { name: /2/ }));
    await waitFor(() => expect(rows()[0]?.textContent).toContain('07.10.2026'));
    expect(listRequests(server).at(-1)?.url.searchParams.get('offset')).toBe('5');

    fireEvent.click(within(pages).getByRole('button', { name: /3/ }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(listRequests(server).at(-1)?.url.searchParams.get('offset')).toBe('10');
  });

  it('has no pages for 5 reports or fewer, and says so when there are none', async () => {
    const server = fakeReportsServer(twelve().slice(0, 5));
    renderPanel(server);
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(screen.queryByRole('navigation', { name: t('reportsUi.panel.pages') })).toBeNull();
  });

  it('says there are no reports yet and links to the catalogue', async () => {
    const server = fakeReportsServer([]);
    renderPanel(server);
    expect(await screen.findByText(t('reportsUi.panel.empty'))).toBeTruthy();
    expect(screen.getByRole('link', { name: t('reportsUi.panel.order') }).getAttribute('href')).toBe('/reports');
  });

  it('saves a completed report under its file name', async () => {
    const server = fakeReportsServer(twelve());
    renderPanel(server);
    await waitFor(() => expect(rows()).toHaveLength(5));
    fireEvent.click(within(rows()[3] as HTMLElement).getByRole('button'));
    await waitFor(() => expect(saved).toEqual([{ name: 'Поездки 9.xlsx', href: 'blob:report' }]));
    const asked = server.state.requests.find((request) => request.url.pathname === '/api/reports/get');
    expect(asked?.url.searchParams.get('report_id')).toBe('9');
  });

  it('says «Internal server error» when the file does not come with a 200', async () => {
    const server = fakeReportsServer(twelve());
    server.state.fileStatus.set(9, 409);
    renderPanel(server);
    await waitFor(() => expect(rows()).toHaveLength(5));
    fireEvent.click(within(rows()[3] as HTMLElement).getByRole('button'));
    expect(await screen.findByText(t('errors.internal'))).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('says «У вас нет доступа» when the list is refused', async () => {
    const server = fakeReportsServer(twelve());
    server.state.listStatus = 403;
    renderPanel(server);
    expect(await screen.findByText(t('app.noAccess'))).toBeTruthy();
  });

  it('closes from its close button', async () => {
    const server = fakeReportsServer(twelve());
    const onClose = vi.fn();
    renderPanel(server, onClose);
    fireEvent.click(screen.getByRole('button', { name: t('reportsUi.panel.close') }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
