// @vitest-environment jsdom
/**
 * The operator's alerts above the page: HTML through DOMPurify (no script, handler or javascript:
 * link ever reaches the DOM; links open in a new tab without a way back), closing marks the alert
 * read (POST /alert {alert_id}) and it goes, a failed load says 'Получение данных {message}'.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Alert } from '../../schemas/notices';
import { sanitizeHtml } from '../../src/components/SafeHtml';
import { t } from '../../texts/t';
import { AlertsBar } from '../../src/notices/AlertsBar';
import { failure, fakeApi, renderCabinet } from './notices-harness';

const HOSTILE =
  '<p>Плановые работы <b>22 ноября</b>.</p>' +
  '<script>window.__hacked = "script"</script>' +
  '<img src="x" onerror="window.__hacked = \'onerror\'">' +
  '<a href="javascript:window.__hacked=\'link\'">Подробнее</a>' +
  '<a href="https://status.example.ru/" target="_self">Статус</a>' +
  '<iframe src="https://evil.example/"></iframe>' +
  '<style>body { display: none }</style>' +
  '<p style="position:fixed;inset:0" onclick="window.__hacked = \'click\'">Текст</p>';

const alert = (id: number, content: string): Alert => ({ id, content, created_at: '2026-11-20T09:00:00.000Z' });

declare global {
  interface Window {
    __hacked?: string;
  }
}

afterEach(() => {
  vi.restoreAllMocks();
  delete window.__hacked;
});

describe('sanitizeHtml', () => {
  it('keeps text and formatting and drops scripts, handlers, javascript: links, frames and styles', () => {
    const clean = sanitizeHtml(HOSTILE);
    expect(clean).toContain('<b>22 ноября</b>');
    expect(clean).toContain('Подробнее');
    expect(clean).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<style|style=/i);
  });

  it('opens every link in a new tab that cannot reach back to the cabinet', () => {
    const holder = document.createElement('div');
    holder.innerHTML = sanitizeHtml('<a href="https://status.example.ru/" target="_self">Статус</a><a href="/news">Новости</a>');
    const links = [...holder.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://status.example.ru/', '/news']);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('refuses another site written as //host and data: links', () => {
    expect(sanitizeHtml('<a href="//evil.example/x">a</a>')).toBe('<a target="_blank" rel="noopener noreferrer">a</a>');
    expect(sanitizeHtml('<a href="data:text/html,<script>1</script>">b</a>')).not.toContain('data:');
  });
});

describe('AlertsBar', () => {
  it('shows every alert sanitised; nothing hostile reaches the DOM', async () => {
    const api = fakeApi({ 'GET /api/alert': () => ({ alerts: [alert(1, HOSTILE), alert(2, '<p>Второе объявление</p>')] }) });
    const { container } = renderCabinet(<AlertsBar />, { api });
    const region = await screen.findByRole('region', { name: t('news.alerts.region') });
    expect(within(region).getAllByRole('alert')).toHaveLength(2);
    expect(within(region).getByText('22 ноября')).toBeTruthy();
    expect(within(region).getByText('Второе объявление')).toBeTruthy();
    expect(container.querySelector('script, iframe, style, [onerror], [onclick], [style*="fixed"]')).toBeNull();
    expect(container.innerHTML).not.toContain('javascript:');
    const link = within(region).getByRole('link', { name: 'Статус' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    fireEvent.click(within(region).getByText('Текст'));
    expect(window.__hacked).toBeUndefined();
  });

  it('closing an alert marks it read and it goes', async () => {
    const api = fakeApi({
      'GET /api/alert': () => ({ alerts: [alert(1, '<p>Первое</p>'), alert(2, '<p>Второе</p>')] }),
      'POST /api/alert': () => ({ ok: true }),
    });
    renderCabinet(<AlertsBar />, { api });
    const first = (await screen.findByText('Первое')).closest('[role="alert"]');
    if (!(first instanceof HTMLElement)) throw new Error('no alert');
    fireEvent.click(within(first).getByRole('button', { name: t('news.alerts.close') }));
    await waitFor(() => expect(screen.queryByText('Первое')).toBeNull());
    expect(screen.getByText('Второе')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ alert_id: 1 }]);
  });

  it('keeps an alert whose closing failed, and says why', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi({
      'GET /api/alert': () => ({ alerts: [alert(3, '<p>Третье</p>')] }),
      'POST /api/alert': () => failure(500, 'Сервер недоступен'),
    });
    renderCabinet(<AlertsBar />, { api });
    fireEvent.click(await screen.findByRole('button', { name: t('news.alerts.close') }));
    expect(await screen.findByText('Сервер недоступен')).toBeTruthy();
    expect(screen.getByText('Третье')).toBeTruthy();
  });

  it('shows nothing when there is no alert', async () => {
    const api = fakeApi({ 'GET /api/alert': () => ({ alerts: [] }) });
    renderCabinet(<AlertsBar />, { api });
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(screen.queryByRole('region', { name: t('news.alerts.region') })).toBeNull();
  });

  it("says 'Получение данных {message}' and logs when the alerts do not load", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi({ 'GET /api/alert': () => failure(500, 'База недоступна') });
    renderCabinet(<AlertsBar />, { api });
    expect(await screen.findByText(t('errors.dataLoad', { message: 'База недоступна' }))).toBeTruthy();
    expect(logged).toHaveBeenCalled();
  });
});
