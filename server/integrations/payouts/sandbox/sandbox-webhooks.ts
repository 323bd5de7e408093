/**
 * The notifications a sandbox rail posts: a JSON body with the rail's own status names, signed
 * with an HMAC-SHA256 of the body under the rail's key (derived from the sandbox secret), in the
 * header the rail uses (CloudPayments' Content-HMAC, base64). `parseRailWebhook` checks the
 * signature over the exact bytes and turns the body back into a RailEvent.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { kopecksToWire, parseKopecks } from '../../../../schemas/money';
import type { RailEvent, RailPaymentState, RailPaymentStatus } from '../payout-rail';
import type { RailProfile } from './rail-profiles';

/** The body of a sandbox notification (field names shared by the rails; status in the rail's words). */
export interface SandboxWebhookBody {
  event_id: string;
  reference: string;
  external_id: string;
  status: string;
  amount: string;
  fee: string;
  reason: string | null;
  occurred_at: string;
}

/** Each rail signs with a key of its own, so one rail's notification never passes for another's. */
export function railWebhookKey(secret: string, rail: string): Buffer {
  return createHmac('sha256', secret).update(`sandbox-rail:${rail}`).digest();
}

export function signWebhook(key: Buffer, body: string): string {
  return createHmac('sha256', key).update(body, 'utf8').digest('base64');
}

export interface WebhookInput {
  eventId: string;
  status: RailPaymentStatus;
  amountKop: number;
}

/** The body and headers a rail posts about one state of an order. */
export function buildWebhook(profile: RailProfile, key: Buffer, input: WebhookInput): { body: string; headers: Record<string, string> } {
  const { status } = input;
  const payload: SandboxWebhookBody = {
    event_id: input.eventId,
    reference: status.reference,
    external_id: status.externalId ?? '',
    status: profile.statusNames[status.state === 'unknown' ? 'accepted' : status.state],
    amount: kopecksToWire(input.amountKop),
    fee: kopecksToWire(status.railFeeKop ?? 0),
    reason: status.reason,
    occurred_at: status.at.toISOString(),
  };
  const body = JSON.stringify(payload);
  return { body, headers: { 'content-type': 'application/json', [profile.signatureHeader]: signWebhook(key, body) } };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function headerOf(headers: Record<string, string | undefined>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === wanted) return value;
  return undefined;
}

/**
 * The event of a notification, or null when it is not this rail's or its signature fails. The
 * signature covers the posted bytes: pass the raw body when there is one; a parsed body is
 * serialised again, which gives the same bytes for a body JSON.parse read.
 */
export function parseRailWebhook(
  profile: RailProfile,
  key: Buffer,
  body: unknown,
  headers: Record<string, string | undefined>,
): RailEvent | null {
  const raw = typeof body === 'string' ? body : Buffer.isBuffer(body) ? body.toString('utf8') : JSON.stringify(body);
  const given = headerOf(headers, profile.signatureHeader);
  if (given === undefined || raw === undefined) return null;
  const expected = Buffer.from(signWebhook(key, raw));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(parsed)) return null;
  const state = (Object.entries(profile.statusNames) as [Exclude<RailPaymentState, 'unknown'>, string][]).find(
    ([, name]) => name === parsed.status,
  )?.[0];
  const at = typeof parsed.occurred_at === 'string' ? new Date(parsed.occurred_at) : null;
  const fee = typeof parsed.fee === 'string' ? parseKopecks(parsed.fee) : null;
  if (
    state === undefined ||
    typeof parsed.event_id !== 'string' ||
    typeof parsed.reference !== 'string' ||
    typeof parsed.external_id !== 'string' ||
    at === null ||
    Number.isNaN(at.getTime())
  ) {
    return null;
  }
  return {
    eventId: parsed.event_id,
    status: {
      reference: parsed.reference,
      state,
      externalId: parsed.external_id === '' ? null : parsed.external_id,
      reason: typeof parsed.reason === 'string' ? parsed.reason : null,
      railFeeKop: fee,
      at,
    },
  };
}
