import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkTimeoutError, withTimeout } from '../../src/root/timeout';

afterEach(() => {
  vi.useRealTimers();
});

describe('chunk load timeout (spec 9: 120 s)', () => {
  it('is 120 seconds', () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('rejects a chunk that has not loaded after 120 s', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => undefined);
    const loading = withTimeout(never);
    const outcome = loading.then(
      () => 'loaded',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(ChunkTimeoutError);
  });

  it('passes a loaded chunk and a load failure through, and clears its timer', async () => {
    vi.useFakeTimers();
    await expect(withTimeout(Promise.resolve('module'))).resolves.toBe('module');
    await expect(withTimeout(Promise.reject(new TypeError('Failed to fetch')))).rejects.toThrow('Failed to fetch');
    expect(vi.getTimerCount()).toBe(0);
  });
});
