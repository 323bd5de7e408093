import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BATCH_PAUSE_MS, BATCH_SIZE, runInBatches } from '../../dataProvider/batching';

describe('runInBatches', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('exports the constants of spec 9', () => {
    expect(BATCH_SIZE).toBe(10);
    expect(BATCH_PAUSE_MS).toBe(1000);
  });

  it('runs 10 at a time with a 1000 ms pause between batches, results in order', async () => {
    const started: number[] = [];
    const items = Array.from({ length: 25 }, (_, index) => index);
    const task = vi.fn(async (item: number) => {
      started.push(item);
      // Later items finish first: the order of results must still follow the items.
      await new Promise((resolve) => setTimeout(resolve, 100 - item));
      return item * 2;
    });
    const run = runInBatches(items, task);

    await vi.advanceTimersByTimeAsync(0);
    expect(started).toHaveLength(10);
    await vi.advanceTimersByTimeAsync(100);
    expect(started).toHaveLength(10);
    await vi.advanceTimersByTimeAsync(BATCH_PAUSE_MS - 1);
    expect(started).toHaveLength(10);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toHaveLength(20);
    await vi.advanceTimersByTimeAsync(100 + BATCH_PAUSE_MS);
    expect(started).toHaveLength(25);
    await vi.advanceTimersByTimeAsync(100);

    await expect(run).resolves.toEqual(items.map((item) => item * 2));
    expect(task).toHaveBeenCalledTimes(25);
  });

  it('does not pause after the last batch, nor before the first', async () => {
    const run = runInBatches([1, 2, 3], async (item) => item);
    await vi.advanceTimersByTimeAsync(0);
    await expect(run).resolves.toEqual([1, 2, 3]);
  });

  it('stops scheduling and rejects with AbortError when aborted mid-way', async () => {
    const controller = new AbortController();
    const started: number[] = [];
    const signals: (AbortSignal | undefined)[] = [];
    const items = Array.from({ length: 30 }, (_, index) => index);
    const run = runInBatches(
      items,
      async (item, _index, signal) => {
        started.push(item);
        signals.push(signal);
        await new Promise((resolve) => setTimeout(resolve, 10));
        return item;
      },
      { signal: controller.signal },
    );
    const outcome = run.catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(10);
    expect(started).toHaveLength(10);
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();

    const error = await outcome;
    expect((error as Error).name).toBe('AbortError');
    await vi.advanceTimersByTimeAsync(5000);
    expect(started).toHaveLength(10);
    expect(signals.every((signal) => signal === controller.signal)).toBe(true);
  });

  it('rejects at once when aborted during a running batch', async () => {
    const controller = new AbortController();
    const run = runInBatches([1, 2], () => new Promise<number>(() => undefined), { signal: controller.signal });
    const outcome = run.catch((error: unknown) => error);
    controller.abort();
    expect(((await outcome) as Error).name).toBe('AbortError');
  });

  it('rejects with the first task failure', async () => {
    const run = runInBatches([1, 2, 3], async (item) => {
      if (item === 2) throw new Error('boom');
      return item;
    });
    await expect(run).rejects.toThrow('boom');
  });
});
