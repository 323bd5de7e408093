// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { t } from '../../texts/t';
import {
  afterQuestionnaireClosed,
  afterQuestionnaireOpened,
  questionnaireDue,
  type QuestionnaireMemory,
} from '../../src/modals/questionnaire';
import { QuestionnaireDialog } from '../../src/modals/QuestionnaireDialog';
import { MODAL_KEYS, readQuestionnaireMemory, writeQuestionnaireMemory } from '../../src/modals/storage';
import { fakeApi, renderWithCabinet } from './modals-harness';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-21T09:00:00Z');
const daysAgo = (days: number, extraMs = 0) => new Date(NOW - days * DAY - extraMs).toISOString();
const fresh: QuestionnaireMemory = { recorded: false, nextOpen: null };

describe('questionnaireDue (spec 4: 7 days after the first transaction, within the month)', () => {
  it('waits until 7 days have passed', () => {
    expect(questionnaireDue(daysAgo(6), fresh, NOW)).toBe(false);
    expect(questionnaireDue(daysAgo(7, -1), fresh, NOW)).toBe(false);
    expect(questionnaireDue(daysAgo(7), fresh, NOW)).toBe(true);
  });

  it('stops after a month (30 days)', () => {
    expect(questionnaireDue(daysAgo(30), fresh, NOW)).toBe(true);
    expect(questionnaireDue(daysAgo(30, 1), fresh, NOW)).toBe(false);
    expect(questionnaireDue(daysAgo(31), fresh, NOW)).toBe(false);
  });

  it('needs a first transaction and a readable date', () => {
    expect(questionnaireDue(null, fresh, NOW)).toBe(false);
    expect(questionnaireDue('вчера', fresh, NOW)).toBe(false);
  });

  it('does not open again once a dialog is recorded', () => {
    expect(questionnaireDue(daysAgo(10), { recorded: true, nextOpen: null }, NOW)).toBe(false);
  });

  it('reopens when the stored next-open date has come, whatever the first transaction date', () => {
    const memory = { recorded: true, nextOpen: NOW + 1 };
    expect(questionnaireDue(daysAgo(10), memory, NOW)).toBe(false);
    expect(questionnaireDue(daysAgo(10), memory, NOW + 1)).toBe(true);
    expect(questionnaireDue(daysAgo(40), memory, NOW + 1)).toBe(true);
  });
});

describe('the questionnaire memory', () => {
  it('first close: records the dialog and sets the next-open date 3 days later', () => {
    expect(afterQuestionnaireClosed(fresh, NOW)).toEqual({ recorded: true, nextOpen: NOW + 3 * DAY });
  });

  it('close of the reopened dialog: clears the next-open date, so it stops', () => {
    const reopened = { recorded: true, nextOpen: NOW - 1 };
    const closed = afterQuestionnaireClosed(reopened, NOW);
    expect(closed).toEqual({ recorded: true, nextOpen: null });
    expect(questionnaireDue(daysAgo(10), closed, NOW + 30 * DAY)).toBe(false);
  });

  it('opening the link records the dialog for good', () => {
    expect(afterQuestionnaireOpened()).toEqual({ recorded: true, nextOpen: null });
  });

  it("is kept under spec 9's keys, verbatim", () => {
    expect(MODAL_KEYS.questionnaire).toBe('questionnareDialog');
    expect(MODAL_KEYS.questionnaireNextOpen).toBe('nextOpenQuestionnare');
    writeQuestionnaireMemory({ recorded: true, nextOpen: NOW });
    expect(localStorage.getItem('questionnareDialog')).toBe('true');
    expect(localStorage.getItem('nextOpenQuestionnare')).toBe('2026-11-21T09:00:00.000Z');
    expect(readQuestionnaireMemory()).toEqual({ recorded: true, nextOpen: NOW });
    writeQuestionnaireMemory({ recorded: true, nextOpen: null });
    expect(localStorage.getItem('nextOpenQuestionnare')).toBeNull();
  });

  it('reads an unreadable next-open date as absent', () => {
    localStorage.setItem('nextOpenQuestionnare', 'потом');
    expect(readQuestionnaireMemory()).toEqual({ recorded: false, nextOpen: null });
  });
});

describe('QuestionnaireDialog', () => {
  it('closing stores the dialog and the next-open date', async () => {
    let done = 0;
    renderWithCabinet(<QuestionnaireDialog onDone={() => (done += 1)} />, fakeApi({}));
    await screen.findByRole('dialog', { name: t('modals.questionnaire.title') });
    const before = Date.now();
    fireEvent.click(screen.getByRole('button', { name: t('modals.common.close') }));
    expect(done).toBe(1);
    expect(localStorage.getItem('questionnareDialog')).toBe('true');
    const nextOpen = Date.parse(localStorage.getItem('nextOpenQuestionnare') ?? '');
    expect(nextOpen - before).toBeGreaterThanOrEqual(3 * DAY - 1000);
    expect(nextOpen - before).toBeLessThanOrEqual(3 * DAY + 1000);
  });

  it('opening the questionnaire links to the form in a new tab and stores the dialog without a next-open date', async () => {
    localStorage.setItem('nextOpenQuestionnare', '2026-11-20T00:00:00.000Z');
    let done = 0;
    renderWithCabinet(<QuestionnaireDialog onDone={() => (done += 1)} />, fakeApi({}));
    const link = await screen.findByRole('link', { name: t('modals.questionnaire.open') });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('href')).toBe('https://example.org/questionnaire');
    fireEvent.click(link);
    expect(done).toBe(1);
    expect(localStorage.getItem('questionnareDialog')).toBe('true');
    expect(localStorage.getItem('nextOpenQuestionnare')).toBeNull();
  });
});
