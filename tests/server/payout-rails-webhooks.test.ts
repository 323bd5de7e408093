/**
 * The sandbox rails' notifications on the database: posted when due, signed so that only the
 * rail's parser accepts them, some twice and some out of order on purpose, retried when our
 * endpoint fails, and none for a Точка payment before its signature.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Rail } from '../../schemas/payouts';
import { taxis } from '../../server/db/schema';
import type { PayoutRail, RailAccountRef, RailDestination, RailEvent, RailOrder } from '../../server/integrations/payouts/payout-rail';
import { createPayoutRails, deliverDueWebhooks, sandboxRailOf } from '../../server/integrations/payouts/payout-rails';
import { testPayoutRailSettings } from '../../server/integrations/payouts/payout-rails-settings';
import type { OpenRail } from '../../server/integrations/payouts/sandbox/rail-profiles';
import { createTestApp, type TestApp } from '../helpers/test-app';

const MINUTE = 60_000;
const CARD: RailDestination = { kind: 'card', cardToken: 'tk_test_1881', cardLast4: '1881' };
const ACCOUNT: RailDestination = { kind: 'bank_account', accountNumber: '40817810099910004312', bik: '044525225', recipientName: 'Петров Пётр' };

interface Posted {
  rail: Rail;
  body: string;
  headers: Record<string, string>;
}

let t: TestApp;
let taxisId: number;
let nextAccount = 2000;
let nextReference = 1;

beforeAll(async () => {
  t = await createTestApp();
  const [park] = await t.db.insert(taxis).values({ name: 'Парк уведомлений', countryCode: 2 }).returning({ id: taxis.id });
  if (!park) throw new Error('no park');
  taxisId = park.id;
});

afterAll(async () => {
  await t.close();
});

function accountOn(rail: Rail): RailAccountRef {
  nextAccount += 1;
  return { id: nextAccount, taxisId, rail, publicId: `4070281000000000${nextAccount}`, credentials: null };
}

function order(account: RailAccountRef, amountKop: number, destination: RailDestination): RailOrder {
  const reference = `w${nextReference++}-1`;
  return { reference, account, amountKop, destination, purpose: `Выплата № ${reference}`, recipientInn: null };
}

function railOf(rail: OpenRail): PayoutRail {
  const found = t.payoutRails[rail];
  if (!found) throw new Error(`no rail ${rail}`);
  return found;
}

/** Delivers what is due now and keeps what was posted. */
async function drain(fail = false): Promise<Posted[]> {
  const posted: Posted[] = [];
  await deliverDueWebhooks(t.database.jobs, t.clock.now(), async (rail, body, headers) => {
    if (fail) throw new Error('endpoint down');
    posted.push({ rail, body, headers });
  });
  return posted;
}

/** The events of one reference among the posted, parsed by their rail. */
function eventsOf(posted: Posted[], reference: string): RailEvent[] {
  return posted
    .map((note) => railOf(note.rail as OpenRail).parseWebhook(note.body, note.headers))
    .filter((event): event is RailEvent => event !== null && event.status.reference === reference);
}

describe('notifications are posted when due', () => {
  it('Т-Банк posts «taken» at once and «executed» a minute later, each signed for its rail only', async () => {
    await drain();
    const account = accountOn('tbank');
    const sent = order(account, 12_300, ACCOUNT);
    const status = await railOf('tbank').send(sent);
    const now = await drain();
    expect(eventsOf(now, sent.reference).map((event) => event.status.state)).toEqual(['accepted']);
    const [note] = now.filter((posted) => posted.body.includes(sent.reference));
    if (!note) throw new Error('not posted');
    expect(note.rail).toBe('tbank');
    expect(JSON.parse(note.body)).toMatchObject({ reference: sent.reference, status: 'IN_PROGRESS', amount: '123.00', external_id: status.externalId });
    // Another rail's key, a changed body or a missing signature: not this rail's notification.
    expect(railOf('alfa').parseWebhook(note.body, note.headers)).toBeNull();
    expect(railOf('tbank').parseWebhook(note.body.replace('123.00', '923.00'), note.headers)).toBeNull();
    expect(railOf('tbank').parseWebhook(note.body, {})).toBeNull();
    // A body the endpoint parsed as JSON is checked as the same bytes.
    expect(railOf('tbank').parseWebhook(JSON.parse(note.body), note.headers)?.status.state).toBe('accepted');

    t.clock.advance(MINUTE);
    const later = await drain();
    const [completed] = eventsOf(later, sent.reference);
    expect(completed?.status).toMatchObject({ state: 'completed', externalId: status.externalId, railFeeKop: 2_900 });
    expect(await drain()).toEqual([]);
  });

  it('CloudPayments signs in Content-HMAC', async () => {
    await drain();
    const sent = order(accountOn('cloudpayments'), 45_600, CARD);
    await railOf('cloudpayments').send(sent);
    const posted = (await drain()).filter((note) => note.body.includes(sent.reference));
    expect(posted.every((note) => typeof note.headers['content-hmac'] === 'string')).toBe(true);
    expect(eventsOf(posted, sent.reference).map((event) => event.status.state)).toEqual(['accepted', 'completed']);
  });

  it('Точка posts nothing before the signature, then from the moment of signing', async () => {
    await drain();
    const sent = order(accountOn('tochka'), 33_300, ACCOUNT);
    await railOf('tochka').send(sent);
    t.clock.advance(10 * MINUTE);
    expect(eventsOf(await drain(), sent.reference)).toEqual([]);
    const signedAt = t.clock.now();
    await sandboxRailOf(t.payoutRails, 'tochka')?.sign(sent.reference);
    const [accepted] = eventsOf(await drain(), sent.reference);
    expect(accepted?.status).toMatchObject({ state: 'accepted', at: signedAt });
    t.clock.advance(MINUTE);
    expect(eventsOf(await drain(), sent.reference).map((event) => event.status.state)).toEqual(['completed']);
  });
});

describe('notifications twice and out of order (magic kopecks)', () => {
  it('.77 on Точка: doubled from the moment the signer confirms it', async () => {
    await drain();
    const sent = order(accountOn('tochka'), 70_077, ACCOUNT);
    await railOf('tochka').send(sent);
    await sandboxRailOf(t.payoutRails, 'tochka')?.sign(sent.reference);
    t.clock.advance(2 * MINUTE);
    expect(eventsOf(await drain(), sent.reference).map((event) => event.status.state)).toEqual(['accepted', 'accepted', 'completed', 'completed']);
  });

  it('a payment signed by hand before the sandbox\'s own signer is announced once, from the hand signature', async () => {
    await drain();
    const rails = createPayoutRails({ db: t.database.jobs, clock: t.clock, settings: testPayoutRailSettings({ signingDelayMs: 10 * MINUTE }) });
    const tochka = sandboxRailOf(rails, 'tochka');
    if (!tochka) throw new Error('no sandbox');
    const sent = order(accountOn('tochka'), 55_500, ACCOUNT);
    await tochka.send(sent);
    t.clock.advance(MINUTE);
    const signedAt = t.clock.now();
    await tochka.sign(sent.reference);
    t.clock.advance(20 * MINUTE);
    const events = eventsOf(await drain(), sent.reference);
    expect(events.map((event) => [event.status.state, event.status.at.getTime() - signedAt.getTime()])).toEqual([
      ['accepted', 0],
      ['completed', MINUTE],
    ]);
  });

  it('.77: every notification arrives twice with the same event id', async () => {
    await drain();
    const sent = order(accountOn('ypmn'), 70_077, CARD);
    await railOf('ypmn').send(sent);
    t.clock.advance(10_000);
    const events = eventsOf(await drain(), sent.reference);
    expect(events.map((event) => event.status.state)).toEqual(['accepted', 'accepted', 'completed', 'completed']);
    expect(events[0]?.eventId).toBe(events[1]?.eventId);
    expect(events[2]?.eventId).toBe(events[3]?.eventId);
    expect(events[0]?.eventId).not.toBe(events[2]?.eventId);
  });

  it('.78: the final notification arrives before the first one', async () => {
    await drain();
    const sent = order(accountOn('tbank'), 70_078, ACCOUNT);
    await railOf('tbank').send(sent);
    t.clock.advance(2 * MINUTE);
    const events = eventsOf(await drain(), sent.reference);
    expect(events.map((event) => event.status.state)).toEqual(['completed', 'accepted']);
    // Each still says when its state happened, so the worker can tell the late one.
    expect(events[1]?.status.at.getTime()).toBeLessThan(events[0]?.status.at.getTime() ?? 0);
  });
});

describe('our endpoint failing', () => {
  it('is retried later, as a rail retries', async () => {
    await drain();
    const sent = order(accountOn('sbp'), 10_000, { kind: 'sbp', phone: '+79161112233', bankId: '100000000004', recipientName: 'Сидоров С.' });
    await railOf('sbp').send(sent);
    expect(await drain(true)).toEqual([]);
    expect(eventsOf(await drain(), sent.reference)).toEqual([]);
    t.clock.advance(10_000);
    // The retried «taken» now comes after «completed», which fell due meanwhile.
    expect(eventsOf(await drain(), sent.reference).map((event) => event.status.state)).toEqual(['completed', 'accepted']);
  });
});

describe('two deliverers at once', () => {
  it('post each notification once between them', async () => {
    await drain();
    const references: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const sent = order(accountOn('cloudpayments'), 10_000 + i * 100, CARD);
      references.push(sent.reference);
      await railOf('cloudpayments').send(sent);
    }
    const posted: Posted[] = [];
    const collect = async (rail: Rail, body: string, headers: Record<string, string>) => {
      posted.push({ rail, body, headers });
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const counts = await Promise.all([
      deliverDueWebhooks(t.database.jobs, t.clock.now(), collect),
      deliverDueWebhooks(t.database.jobs, t.clock.now(), collect),
    ]);
    expect(counts[0] + counts[1]).toBe(12);
    const ids = posted.map((note) => JSON.parse(note.body).event_id as string);
    expect(new Set(ids).size).toBe(12);
    for (const reference of references) expect(eventsOf(posted, reference).map((event) => event.status.state)).toEqual(['accepted', 'completed']);
  });
});
