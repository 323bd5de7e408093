import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalQueue } from '../../src/modals/queue';
import {
  BASE_DELAY_MS,
  isPhoneUserAgent,
  LONG_DELAY_MS,
  modalSchedule,
  PROMO_APP_DELAY_MS,
  SHORT_DELAY_MS,
  type ModalKind,
} from '../../src/modals/schedule';

afterEach(() => {
  vi.useRealTimers();
});

const timesOf = (eligible: Parameters<typeof modalSchedule>[0]) =>
  Object.fromEntries(modalSchedule(eligible).map(({ kind, at }) => [kind, at]));

describe('modalSchedule (spec 9 timers)', () => {
  it('uses the spec constants: 60 s base, 2x and 10x, promo 0.5 s', () => {
    expect(BASE_DELAY_MS).toBe(60_000);
    expect(SHORT_DELAY_MS).toBe(120_000);
    expect(LONG_DELAY_MS).toBe(600_000);
    expect(PROMO_APP_DELAY_MS).toBe(500);
  });

  it('lists only the eligible modals', () => {
    expect(modalSchedule({})).toEqual([]);
    expect(modalSchedule({ referral: false, rating: true }).map((entry) => entry.kind)).toEqual(['rating']);
  });

  it('asks for the phone at start, the promo at 0.5 s, the referral promo and the fee-report notice at 60 s', () => {
    expect(timesOf({ notification1: true, promoApp: true, referral: true, feeReport: true })).toEqual({
      notification1: 0,
      promoApp: 500,
      referral: 60_000,
      feeReport: 60_000,
    });
  });

  it('brings the questionnaire and the rating at 2 x 60 s and 10 x 60 s depending on what comes before', () => {
    expect(timesOf({ questionnaire: true })).toEqual({ questionnaire: 120_000 });
    expect(timesOf({ rating: true })).toEqual({ rating: 120_000 });
    expect(timesOf({ referral: true, questionnaire: true, rating: true })).toMatchObject({
      questionnaire: 600_000,
      rating: 600_000,
    });
    expect(timesOf({ feeReport: true, rating: true })).toMatchObject({ rating: 600_000 });
    expect(timesOf({ questionnaire: true, rating: true })).toEqual({ questionnaire: 120_000, rating: 600_000 });
    // Neither the promo nor the phone request delays the poll.
    expect(timesOf({ promoApp: true, notification1: true, rating: true })).toMatchObject({ rating: 120_000 });
  });

  it('orders by due time, then the phone request first and the rating last', () => {
    const kinds = modalSchedule({ rating: true, feeReport: true, referral: true, questionnaire: true, promoApp: true }).map(
      (entry) => entry.kind,
    );
    expect(kinds).toEqual(['promoApp', 'referral', 'feeReport', 'questionnaire', 'rating']);
  });
});

describe('isPhoneUserAgent (spec 9: iPhone or Android)', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1', true],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36', true],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36', false],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1', false],
  ])('%s → %s', (userAgent, phone) => {
    expect(isPhoneUserAgent(userAgent)).toBe(phone);
  });
});

describe('ModalQueue', () => {
  function queueWith(schedule: { kind: ModalKind; at: number }[]) {
    vi.useFakeTimers();
    const queue = new ModalQueue();
    const seen: (ModalKind | null)[] = [];
    queue.subscribe(() => seen.push(queue.current()));
    queue.plan(schedule);
    return { queue, seen };
  }

  it('opens a modal when its time comes, not before', () => {
    const { queue } = queueWith([{ kind: 'referral', at: 60_000 }]);
    vi.advanceTimersByTime(59_999);
    expect(queue.current()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(queue.current()).toBe('referral');
  });

  it('shows one modal at a time; the others wait in order and follow when it is done', () => {
    const { queue } = queueWith([
      { kind: 'rating', at: 0 },
      { kind: 'feeReport', at: 60_000 },
      { kind: 'referral', at: 60_000 },
    ]);
    vi.advanceTimersByTime(0);
    expect(queue.current()).toBe('rating');
    vi.advanceTimersByTime(60_000);
    expect(queue.current()).toBe('rating');
    queue.finish('rating');
    expect(queue.current()).toBe('referral');
    queue.finish('feeReport');
    expect(queue.current()).toBe('referral');
    queue.finish('referral');
    expect(queue.current()).toBe('feeReport');
    queue.finish('feeReport');
    expect(queue.current()).toBeNull();
    expect([...queue.shown()]).toEqual(['rating', 'referral', 'feeReport']);
  });

  it('counts from the session start: a plan made late catches up', () => {
    vi.useFakeTimers();
    const queue = new ModalQueue();
    vi.advanceTimersByTime(45_000);
    queue.plan([{ kind: 'referral', at: 60_000 }]);
    vi.advanceTimersByTime(14_999);
    expect(queue.current()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(queue.current()).toBe('referral');
  });

  it('shows a kind once per session and stops its timers when stopped', () => {
    const { queue } = queueWith([
      { kind: 'promoApp', at: 500 },
      { kind: 'promoApp', at: 1000 },
      { kind: 'rating', at: 2000 },
    ]);
    vi.advanceTimersByTime(500);
    queue.finish('promoApp');
    vi.advanceTimersByTime(500);
    expect(queue.current()).toBeNull();
    queue.stop();
    vi.advanceTimersByTime(5000);
    expect(queue.current()).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });
});
