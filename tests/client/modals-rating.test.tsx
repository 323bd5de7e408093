// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BannerResponse } from '../../schemas/notices';
import { t } from '../../texts/t';
import { FeeReportDialog } from '../../src/modals/FeeReportDialog';
import { RatingPollDialog } from '../../src/modals/RatingPollDialog';
import { fakeApi, renderWithCabinet, type RecordedCall, type Routes } from './modals-harness';

const poll: BannerResponse = { banner_id: 11, banner_type: 'quality_poll', title: null };
const ok = { ok: true };

function renderPoll(routes: Routes = { 'POST /banner/event': ok }, banner: BannerResponse = poll) {
  const api = fakeApi(routes);
  const state = { done: 0 };
  renderWithCabinet(<RatingPollDialog banner={banner} onDone={() => (state.done += 1)} />, api);
  return { api, state };
}

const events = (calls: RecordedCall[]) => calls.filter((call) => call.path === '/banner/event').map((call) => call.body);
const sendButton = () => screen.getByRole('button', { name: t('modals.rating.send') });
const commentField = () => screen.getByLabelText(t('modals.rating.comment'));
const typeComment = (value: string) => fireEvent.change(commentField(), { target: { value } });
const pick = (score: number) => fireEvent.click(screen.getByRole('button', { name: t('modals.rating.score', { score }) }));

describe('RatingPollDialog (spec 4, 5)', () => {
  it('offers five levels and keeps «Отправить» disabled until a score is chosen', async () => {
    renderPoll();
    await screen.findByRole('dialog', { name: t('modals.rating.title') });
    for (const score of [1, 2, 3, 4, 5]) expect(screen.getByRole('button', { name: t('modals.rating.score', { score }) })).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('modals.rating.score', { score: 6 }) })).toBeNull();
    expect(sendButton()).toHaveProperty('disabled', true);
    pick(4);
    expect(sendButton()).toHaveProperty('disabled', false);
  });

  it.each([
    ['too long', 'а'.repeat(1001), t('rating.tooLong')],
    ['other letters', 'Хорошо, but 好', t('rating.letters')],
    ['other punctuation', 'Удобно #1', t('rating.punctuation')],
  ])('shows the spec text at the comment field and blocks sending: %s', async (_, comment, message) => {
    const { api } = renderPoll();
    await screen.findByRole('dialog');
    pick(5);
    typeComment(comment);
    expect(commentField().getAttribute('aria-invalid')).toBe('true');
    const helper = document.getElementById(commentField().getAttribute('aria-describedby') ?? '');
    expect(helper?.textContent).toBe(message);
    expect(sendButton()).toHaveProperty('disabled', true);
    fireEvent.click(sendButton());
    typeComment('а'.repeat(1000));
    expect(commentField().getAttribute('aria-invalid')).toBe('false');
    expect(sendButton()).toHaveProperty('disabled', false);
    expect(events(api.calls)).toEqual([]);
  });

  it('sends the score, then the comment, and thanks a low score', async () => {
    const { api, state } = renderPoll();
    await screen.findByRole('dialog');
    pick(3);
    typeComment('  Не хватает выгрузки «Отчёт №2» (xlsx) - 100 %!  ');
    fireEvent.click(sendButton());
    expect(await screen.findByText(t('rating.low'))).toBeTruthy();
    expect(events(api.calls)).toEqual([
      { event_type: 'response', banner_id: 11, banner_type: 'quality_poll', extra_info: '3' },
      {
        event_type: 'comment',
        banner_id: 11,
        banner_type: 'quality_poll',
        extra_info: 'Не хватает выгрузки «Отчёт №2» (xlsx) - 100 %!',
      },
    ]);
    // Closing the thanks sends no 'close': the poll was answered.
    fireEvent.click(screen.getByRole('button', { name: t('modals.common.close') }));
    expect(state.done).toBe(1);
    expect(events(api.calls)).toHaveLength(2);
  });

  it('sends only the score without a comment (blank counts as none) and thanks a high score', async () => {
    const { api } = renderPoll();
    await screen.findByRole('dialog');
    pick(4);
    typeComment('   ');
    fireEvent.click(sendButton());
    expect(await screen.findByText(t('rating.high'))).toBeTruthy();
    expect(events(api.calls)).toEqual([{ event_type: 'response', banner_id: 11, banner_type: 'quality_poll', extra_info: '4' }]);
  });

  it('shows «Ошибка отправки подтверждения …» when sending fails, and a retry sends only what is missing', async () => {
    let commentFails = true;
    const { api } = renderPoll({
      'POST /banner/event': (call: RecordedCall) =>
        (call.body as { event_type: string }).event_type === 'comment' && commentFails
          ? { status: 500, body: { error: 'internal', error_msg: 'Сервер недоступен' } }
          : ok,
    });
    await screen.findByRole('dialog');
    pick(5);
    typeComment('Спасибо');
    fireEvent.click(sendButton());
    expect(await screen.findByText(t('errors.confirmSend', { message: 'Сервер недоступен' }))).toBeTruthy();
    expect(screen.queryByText(t('rating.high'))).toBeNull();
    commentFails = false;
    fireEvent.click(sendButton());
    expect(await screen.findByText(t('rating.high'))).toBeTruthy();
    expect(events(api.calls).map((body) => (body as { event_type: string }).event_type)).toEqual([
      'response',
      'comment',
      'comment',
    ]);
  });

  it("sends 'close' when the person closes the unanswered poll", async () => {
    const { api, state } = renderPoll();
    await screen.findByRole('dialog');
    pick(2);
    fireEvent.click(screen.getByRole('button', { name: t('modals.common.close') }));
    expect(state.done).toBe(1);
    await waitFor(() =>
      expect(events(api.calls)).toEqual([{ event_type: 'close', banner_id: 11, banner_type: 'quality_poll' }]),
    );
  });

  it("sends no 'close' once the score went through, even if the comment did not", async () => {
    const { api, state } = renderPoll({
      'POST /banner/event': (call: RecordedCall) =>
        (call.body as { event_type: string }).event_type === 'comment'
          ? { status: 500, body: { error: 'internal', error_msg: 'Сбой' } }
          : ok,
    });
    await screen.findByRole('dialog');
    pick(1);
    typeComment('Медленно');
    fireEvent.click(sendButton());
    await screen.findByText(t('errors.confirmSend', { message: 'Сбой' }));
    fireEvent.click(screen.getByRole('button', { name: t('modals.common.close') }));
    expect(state.done).toBe(1);
    expect(events(api.calls).map((body) => (body as { event_type: string }).event_type)).toEqual(['response', 'comment']);
  });

  it("sends no 'close' without a banner id", async () => {
    const { api, state } = renderPoll(undefined, { ...poll, banner_id: null });
    await screen.findByRole('dialog');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(state.done).toBe(1);
    expect(events(api.calls)).toEqual([]);
  });

  it("shows «Ошибка отправки подтверждения …» when 'close' fails", async () => {
    renderPoll({ 'POST /banner/event': { status: 404, body: { error: 'not_found', error_msg: 'Не найдено' } } });
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: t('modals.common.close') }));
    expect(await screen.findByText(t('errors.confirmSend', { message: 'Не найдено' }))).toBeTruthy();
  });

  it("uses the banner's own title when it has one", async () => {
    renderPoll(undefined, { ...poll, title: 'Как вам новый список водителей?' });
    expect(await screen.findByRole('dialog', { name: 'Как вам новый список водителей?' })).toBeTruthy();
  });
});

describe('FeeReportDialog (spec 2, 4)', () => {
  const notice: BannerResponse = { banner_id: 21, banner_type: 'report_data', title: null };

  function renderNotice(routes: Routes = { 'POST /banner/event': ok }) {
    const api = fakeApi(routes);
    const state = { done: 0 };
    renderWithCabinet(<FeeReportDialog banner={notice} onDone={() => (state.done += 1)} />, api);
    return { api, state };
  }

  it("opens the fee report and records 'response' with 'open'", async () => {
    const { api, state } = renderNotice();
    await screen.findByRole('dialog', { name: t('modals.feeReport.title') });
    expect(screen.getByText(t('modals.feeReport.text'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t('modals.feeReport.open') }));
    expect(state.done).toBe(1);
    await waitFor(() => expect(screen.getByRole('status', { name: 'path', hidden: true }).textContent).toBe('/drivers/feereport'));
    await waitFor(() =>
      expect(events(api.calls)).toEqual([
        { event_type: 'response', banner_id: 21, banner_type: 'report_data', extra_info: 'open' },
      ]),
    );
  });

  it("records 'close' when closed, and shows «Ошибка отправки подтверждения …» when that fails", async () => {
    const { api, state } = renderNotice({ 'POST /banner/event': { status: 500, body: { error: 'internal', error_msg: 'Сбой' } } });
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: t('modals.common.close') }));
    expect(state.done).toBe(1);
    expect(await screen.findByText(t('errors.confirmSend', { message: 'Сбой' }))).toBeTruthy();
    expect(events(api.calls)).toEqual([{ event_type: 'close', banner_id: 21, banner_type: 'report_data' }]);
  });
});
