/**
 * Script chunks load with a 120 s limit (spec 9): a chunk that has not arrived by then fails
 * like a network error, so the nearest error boundary (or the start-up fallback) takes over
 * instead of a spinner that never ends. No React here: src/main.tsx uses it before React loads.
 */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkTimeoutError extends Error {
  constructor(ms: number) {
    super(`Chunk did not load within ${ms} ms`);
    this.name = 'ChunkTimeoutError';
  }
}

/** Settles like `promise`, or rejects with ChunkTimeoutError after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError(ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
