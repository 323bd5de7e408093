/**
 * The payout rails' settings, read once from the environment (as server/config.ts reads the
 * server's). Only sandboxes exist so far: a live adapter will take its credentials from the park's
 * account (sealed) and its switch from here.
 */

export interface PayoutRailSettings {
  /** How long each call to a sandbox rail takes (PAYOUT_SANDBOX_LATENCY_MS; 0 in tests). */
  latencyMs: number;
  /**
   * The share of ordinary orders that get an unusual outcome at random (timeout, failure, hold,
   * return, doubled or reordered notifications): PAYOUT_SANDBOX_FAILURE_RATE, 0…1, default 0.
   */
  randomFailureRate: number;
  /**
   * When the sandbox's «signer» confirms a Точка payment by itself (PAYOUT_SANDBOX_SIGN_DELAY_MS);
   * null (`manual`, and in tests) leaves it waiting for `sign(reference)`.
   */
  signingDelayMs: number | null;
  /** The key the sandboxes sign their notifications with (PAYOUT_SANDBOX_SECRET). */
  webhookSecret: string;
}

/** A sandbox secret moves no money: a fixed one serves an installation that sets none. */
const DEFAULT_SANDBOX_SECRET = 'fleet-cabinet-sandbox-rails';

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number.parseInt(value, 10);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`Ожидалось неотрицательное целое число, получено: ${value}`);
  return parsed;
}

function rate(value: string | undefined): number {
  if (value === undefined || value === '') return 0;
  const parsed = Number.parseFloat(value);
  if (!Number.isFinite(parsed) || parsed < 0 || parsed > 1) throw new Error(`Ожидалась доля от 0 до 1, получено: ${value}`);
  return parsed;
}

export function loadPayoutRailSettings(env: NodeJS.ProcessEnv = process.env): PayoutRailSettings {
  const signing = env.PAYOUT_SANDBOX_SIGN_DELAY_MS;
  return {
    latencyMs: int(env.PAYOUT_SANDBOX_LATENCY_MS, 300),
    randomFailureRate: rate(env.PAYOUT_SANDBOX_FAILURE_RATE),
    signingDelayMs: signing === 'manual' ? null : int(signing, 120_000),
    webhookSecret: env.PAYOUT_SANDBOX_SECRET && env.PAYOUT_SANDBOX_SECRET.length > 0 ? env.PAYOUT_SANDBOX_SECRET : DEFAULT_SANDBOX_SECRET,
  };
}

/** Settings for tests: no latency, no randomness, Точка waits for `sign`. */
export function testPayoutRailSettings(overrides: Partial<PayoutRailSettings> = {}): PayoutRailSettings {
  return { latencyMs: 0, randomFailureRate: 0, signingDelayMs: null, webhookSecret: 'test-sandbox-rails-secret', ...overrides };
}
