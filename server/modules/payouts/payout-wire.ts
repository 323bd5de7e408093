/** A payout as the API answers it (schemas/payouts.ts PayoutSchema). */
import { kopecksToWire } from '../../../schemas/money';
import type { Payout } from '../../../schemas/payouts';
import type { PayoutView } from './payouts.repository';

export function toPayout(view: PayoutView): Payout {
  const { payout } = view;
  return {
    id: payout.id,
    driver_id: payout.driverId,
    driver_name: view.driverName,
    kind: payout.kind,
    aggregator_id: payout.aggregatorId,
    source: payout.source,
    rail: payout.rail,
    account_id: payout.accountId,
    account_name: view.accountName,
    destination_title: view.destinationTitle,
    amount: kopecksToWire(payout.amountKop),
    fee: kopecksToWire(payout.feeKop),
    status: payout.status,
    reason: payout.reason,
    created_by: view.createdBy,
    approved_by: view.approvedBy,
    external_id: payout.externalId,
    created_at: payout.createdAt.toISOString(),
    updated_at: payout.updatedAt.toISOString(),
    completed_at: payout.completedAt?.toISOString() ?? null,
    sandbox: view.accountSandbox,
  };
}
