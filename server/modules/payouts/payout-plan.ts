/**
 * What a payout would be, worked out inside the caller's transaction with the driver's row
 * locked: the account it leaves from, the destination it goes to, the fee, the withdrawable sum,
 * the limits and the guards. A preview shows the plan; a create writes it or refuses with the
 * plan's first reason, at its field.
 */
import { kopecksToWire, MAX_INPUT_KOPECKS, parseKopecks } from '../../../schemas/money';
import { CLOSED_RAILS, RAIL_DESTINATIONS, type PayoutKind } from '../../../schemas/payouts';
import { t } from '../../../texts/t';
import type { Db } from '../../db/client';
import { errors } from '../../errors';
import type { PayoutRails, RailAccountRef } from '../../integrations/payouts/payout-rail';
import { parkDay, parkDayStart } from '../../lib/park-time';
import { PostingsRepository, withdrawableOf } from '../ledger/postings.repository';
import { parkTimezone } from '../taxis/park-timezone';
import type { PayoutGuard } from './payout-guard';
import { feeOf, limitRefusal } from './payout-rules';
import { PayoutsRepository, type AccountRow, type DestinationRow, type DriverForPayout } from './payouts.repository';

export interface PlanInput {
  taxisId: number;
  driverId: number;
  amount: string;
  kind: PayoutKind;
  aggregatorId: number | null;
  destinationId: number | null;
  accountId: number | null;
}

export interface Refusal {
  message: string;
  /** The request's field it belongs to, when there is one. */
  field: string | null;
}

export interface PayoutPlan {
  driver: DriverForPayout;
  account: AccountRow | null;
  destination: DestinationRow | null;
  amountKop: number;
  feeKop: number;
  withdrawableKop: number;
  refusal: Refusal | null;
}

export interface PlanContext {
  rails: PayoutRails;
  guards: readonly PayoutGuard[];
  now: Date;
}

const refuse = (message: string, field: string | null): Refusal => ({ message, field });

export function railAccountRef(account: AccountRow): RailAccountRef {
  return { id: account.id, taxisId: account.taxisId, rail: account.rail, publicId: account.publicId, credentials: null };
}

/** Roubles as typed into kopecks, or why not. */
export function amountOf(amount: string): number | Refusal {
  const kop = parseKopecks(amount);
  if (kop === null) return refuse(t('payouts.refusal.amountInvalid'), 'amount');
  if (kop <= 0) return refuse(t('payouts.refusal.amountPositive'), 'amount');
  if (kop > MAX_INPUT_KOPECKS) return refuse(t('payouts.refusal.amountTooLarge'), 'amount');
  return kop;
}

export async function chooseAccount(repository: PayoutsRepository, input: PlanInput): Promise<AccountRow | Refusal> {
  if (input.accountId !== null) {
    const account = await repository.account(input.taxisId, input.accountId);
    return account ?? refuse(t('payouts.refusal.accountNotFound'), 'account_id');
  }
  return (await repository.defaultAccount(input.taxisId, input.kind)) ?? (await repository.firstOpenAccount(input.taxisId)) ?? refuse(t('payouts.refusal.noAccount'), 'account_id');
}

export const suits = (account: AccountRow, destination: DestinationRow): boolean =>
  RAIL_DESTINATIONS[account.rail].includes(destination.kind) &&
  // A card token is the provider's own: another provider cannot pay to it.
  !(destination.kind === 'card' && destination.cardRail !== null && destination.cardRail !== account.rail && account.rail !== 'nominal');

async function chooseDestination(repository: PayoutsRepository, input: PlanInput, account: AccountRow): Promise<DestinationRow | Refusal> {
  if (input.destinationId !== null) {
    const destination = await repository.destination(input.taxisId, input.driverId, input.destinationId);
    if (!destination) return refuse(t('payouts.refusal.destinationNotFound'), 'destination_id');
    if (!suits(account, destination)) {
      return refuse(t('payouts.refusal.destinationUnsuited', { name: account.name, kind: t(`payouts.destinationKind.${destination.kind}`) }), 'destination_id');
    }
    return destination;
  }
  const found = (await repository.destinations(input.taxisId, input.driverId)).find((destination) => suits(account, destination));
  return found ?? refuse(t('payouts.refusal.noDestination'), 'destination_id');
}

export const isRefusal = (value: unknown): value is Refusal => typeof value === 'object' && value !== null && 'message' in value && 'field' in value;

/** The plan; 404 when the driver is not the park's. Locks the driver's row until the transaction ends. */
export async function planPayout(tx: Db, input: PlanInput, context: PlanContext): Promise<PayoutPlan> {
  const repository = new PayoutsRepository(tx);
  const money = await new PostingsRepository(tx).lockMoney(input.taxisId, input.driverId);
  const driver = money && (await repository.driver(input.taxisId, input.driverId));
  if (!money || !driver) throw errors.notFound();
  const withdrawableKop = withdrawableOf(money);
  const plan: PayoutPlan = { driver, account: null, destination: null, amountKop: 0, feeKop: 0, withdrawableKop, refusal: null };
  const done = (refusal: Refusal | null) => ({ ...plan, refusal });

  const amount = amountOf(input.amount);
  if (isRefusal(amount)) return done(amount);
  plan.amountKop = amount;
  if (input.kind === 'cashout' && input.aggregatorId === null) return done(refuse(t('payouts.refusal.aggregatorRequired'), 'aggregator_id'));

  const account = await chooseAccount(repository, input);
  if (isRefusal(account)) return done(account);
  plan.account = account;
  if (CLOSED_RAILS.includes(account.rail)) return done(refuse(t('payouts.refusal.railClosed'), 'account_id'));
  if (!account.active || account.status !== 'active') return done(refuse(t('payouts.refusal.accountInactive', { name: account.name }), 'account_id'));
  const rail = context.rails[account.rail];
  if (!rail) return done(refuse(t('payouts.refusal.railUnavailable', { rail: t(`payouts.rail.${account.rail}`) }), 'account_id'));
  plan.feeKop = feeOf(amount, account);

  const destination = await chooseDestination(repository, input, account);
  if (isRefusal(destination)) return done(destination);
  plan.destination = destination;

  const totalKop = amount + plan.feeKop;
  if (totalKop > withdrawableKop) {
    return done(refuse(t('payouts.refusal.notEnough', { withdrawable: kopecksToWire(withdrawableKop), total: kopecksToWire(totalKop) }), 'amount'));
  }

  const timezone = await parkTimezone(tx, input.taxisId);
  const dayStart = parkDayStart(parkDay(context.now, timezone), timezone);
  const sent = await repository.sentSince(account.id, input.driverId, dayStart);
  const limits = limitRefusal(
    rail.limits(railAccountRef(account)),
    { perPaymentKop: account.perPaymentLimitKop, perDayKop: account.perDayLimitKop, perRecipientDayKop: account.perRecipientDayLimitKop },
    { amountKop: amount, todayKop: sent.totalKop, todayDriverKop: sent.driverKop },
  );
  if (limits) return done(refuse(limits, 'amount'));

  for (const guard of context.guards) {
    const reason = await guard.refusal(tx, { taxisId: input.taxisId, driverId: input.driverId, amountKop: amount, at: context.now });
    if (reason) return done(refuse(reason, null));
  }
  return done(null);
}
