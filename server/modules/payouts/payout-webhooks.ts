/**
 * A rail's notification about one of our references (POST /payouts/webhooks/{rail}, and the
 * sandbox's notifications the worker delivers). No session stands behind it: it runs outside any
 * park, and the park is the payout's own, found by our reference (unique across parks), never
 * the notification's word. Each notification is recorded once by the rail's event id: a replay
 * changes nothing, and a late one (processing after completed) moves nothing back.
 */
import type { Rail } from '../../../schemas/payouts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { PayoutRails, RailEvent } from '../../integrations/payouts/payout-rail';
import { deliverDueWebhooks } from '../../integrations/payouts/payout-rails';
import type { EventBus } from '../../realtime/event-bus';
import type { PayoutGuard } from './payout-guard';
import { PayoutMoves, publishAll, type Published } from './payout-moves';
import { PayoutOutboxRepository } from './payout-outbox.repository';
import { statusOfRail } from './payout-rules';
import { PayoutWebhooksRepository } from './payout-webhooks.repository';
import { PayoutsRepository } from './payouts.repository';

export interface WebhookDeps {
  db: Db;
  clock: Clock;
  guards: readonly PayoutGuard[];
  bus: EventBus;
}

export type WebhookOutcome = 'applied' | 'replayed' | 'stale' | 'unknown_reference';

export async function applyRailEvent(deps: WebhookDeps, rail: Rail, event: RailEvent): Promise<WebhookOutcome> {
  const result = await deps.db.transaction(async (tx): Promise<{ outcome: WebhookOutcome; published: Published[] }> => {
    const row = await new PayoutOutboxRepository(tx).byReference(event.status.reference);
    if (!row) return { outcome: 'unknown_reference', published: [] };
    const payouts = new PayoutsRepository(tx);
    const payout = await payouts.lock(row.taxisId, row.payoutId);
    if (!payout || payout.rail !== rail) return { outcome: 'unknown_reference', published: [] };
    const fresh = await new PayoutWebhooksRepository(tx).record({
      taxisId: payout.taxisId,
      rail,
      eventId: event.eventId,
      payoutId: payout.id,
      state: event.status.state,
      createdAt: deps.clock.now(),
    });
    if (!fresh) return { outcome: 'replayed', published: [] };
    const next = statusOfRail(event.status.state);
    if (!next) return { outcome: 'stale', published: [] };
    const moved = await new PayoutMoves(tx, deps.guards).apply(payout, {
      next,
      reason: event.status.reason,
      externalId: event.status.externalId,
      at: deps.clock.now(),
    });
    if (['completed', 'failed', 'returned'].includes(moved.payout.status)) await payouts.closeOutbox(payout.id);
    return { outcome: moved.published.length > 0 ? 'applied' : 'stale', published: moved.published };
  });
  await publishAll(deps.bus, result.published);
  return result.outcome;
}

/**
 * The sandboxes' notifications that fall due, handed to the same handler a rail's POST reaches
 * (signature checked by the rail's parseWebhook), as the real rails would post them to us.
 */
export async function deliverSandboxWebhooks(deps: WebhookDeps & { rails: PayoutRails }): Promise<number> {
  return deliverDueWebhooks(deps.db, deps.clock.now(), async (rail, body, headers) => {
    const event = deps.rails[rail]?.parseWebhook(body, headers);
    if (!event) throw new Error(`a ${rail} notification failed its signature`);
    await applyRailEvent(deps, rail, event);
  });
}
