/**
 * One Idempotency-Key per user action: retrying the same values (after a network failure or a
 * server error) sends the same key, so the server writes the money movement at most once; other
 * values, or a new action after a success, get a fresh key.
 */
import { useState } from 'react';

export class IdempotencyKeys {
  private attempt: { values: string; key: string } | null = null;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  /** The key of an attempt with these values. */
  keyFor(values: unknown): string {
    const serialized = JSON.stringify(values);
    if (this.attempt?.values !== serialized) this.attempt = { values: serialized, key: this.newKey() };
    return this.attempt.key;
  }

  /** The action succeeded: the next one is a new action. */
  done(): void {
    this.attempt = null;
  }
}

/** The keys of one form, kept while it is mounted. */
export function useIdempotencyKeys(): IdempotencyKeys {
  const [keys] = useState(() => new IdempotencyKeys());
  return keys;
}
