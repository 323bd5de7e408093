/**
 * Spec 9: per-aggregator requests run in parallel batches of 10 with a 1000 ms pause between
 * batches. Results keep the order of the items. An AbortSignal stops the scheduling: the call
 * rejects with an AbortError at once and no further batch starts (the running tasks receive the
 * same signal so they can cancel their own requests).
 */

export const BATCH_SIZE = 10;
export const BATCH_PAUSE_MS = 1000;

export interface BatchOptions {
  /** Tasks started together; BATCH_SIZE when absent. */
  batchSize?: number;
  /** Pause between two batches; BATCH_PAUSE_MS when absent. */
  pauseMs?: number;
  signal?: AbortSignal;
}

export type BatchTask<T, R> = (item: T, index: number, signal: AbortSignal | undefined) => Promise<R>;

function abortReason(signal: AbortSignal): unknown {
  const reason: unknown = signal.reason;
  if (reason instanceof Error && reason.name === 'AbortError') return reason;
  return new DOMException('The operation was aborted.', 'AbortError');
}

/** Resolves with `promise`, or rejects with an AbortError as soon as the signal fires. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(abortReason(signal));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortReason(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** Waits `ms`; an abort clears the timer and rejects at once. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      if (signal) reject(abortReason(signal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Runs `task` over `items`, `batchSize` at a time, pausing `pauseMs` between batches. */
export async function runInBatches<T, R>(
  items: readonly T[],
  task: BatchTask<T, R>,
  options: BatchOptions = {},
): Promise<R[]> {
  const batchSize = Math.max(1, Math.floor(options.batchSize ?? BATCH_SIZE));
  const pauseMs = Math.max(0, options.pauseMs ?? BATCH_PAUSE_MS);
  const { signal } = options;
  const results: R[] = [];

  for (let start = 0; start < items.length; start += batchSize) {
    if (signal?.aborted) throw abortReason(signal);
    if (start > 0) await pause(pauseMs, signal);
    const batch = items.slice(start, start + batchSize);
    const settled = await untilAborted(
      Promise.all(batch.map((item, offset) => task(item, start + offset, signal))),
      signal,
    );
    results.push(...settled);
  }
  return results;
}
