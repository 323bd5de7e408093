/**
 * The main demo park's driver-add requests (issue 12 §1), written after the generated fleet (its
 * rows and their random draws stay as they were): with its Yandex aggregator, one request in each
 * state the screens show: approved with its car approved after it, rejected by the licence check,
 * in review, sent, failed to send, and a new person's; and the park's settings (the car follows
 * the driver). The pending ones are due, so a running server's job carries them on.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { DriverAddStatus } from '../../schemas/drivers-add';
import { t } from '../../texts/t';
import type { Db } from './client';
import { driverAddEvents, driverAddRequests, driverAddSettings } from './drivers-add.schema';
import { aggregators, driverAggregatorAccounts, drivers } from './fleet.schema';

const MINUTE = 60_000;

interface DemoRequest {
  kind: 'driver' | 'car';
  status: DriverAddStatus;
  /** The statuses it passed, each with its answer, minutes before now. */
  path: [DriverAddStatus, string | null, number][];
}

export async function seedDemoDriverAdds(db: Db, taxisId: number, now: Date): Promise<void> {
  const [aggregator] = await db
    .select({ id: aggregators.id, code: aggregators.code })
    .from(aggregators)
    .where(and(eq(aggregators.taxisId, taxisId), eq(aggregators.code, 'yandex')))
    .orderBy(asc(aggregators.id))
    .limit(1);
  if (!aggregator) return;
  const picked = await db
    .select({ id: drivers.id, carId: drivers.carId })
    .from(drivers)
    .where(and(eq(drivers.taxisId, taxisId), isNotNull(drivers.carId)))
    .orderBy(asc(drivers.id))
    .limit(5);
  if (picked.length < 5) return;
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE);
  const [account] = await db
    .select({ externalId: driverAggregatorAccounts.externalId })
    .from(driverAggregatorAccounts)
    .where(and(eq(driverAggregatorAccounts.driverId, picked[0]!.id), eq(driverAggregatorAccounts.aggregatorId, aggregator.id)));

  const write = async (
    index: number,
    request: DemoRequest & { driverId: number | null; carId?: number | null; parentId?: number | null; person?: typeof driverAddRequests.$inferInsert['person']; externalId?: string | null },
  ): Promise<number> => {
    const first = request.path[0]![2];
    const last = request.path.at(-1)!;
    const sent = request.path.find(([status]) => status === 'sent');
    const pending = request.status === 'new' || request.status === 'sent' || request.status === 'in_review';
    const [row] = await db
      .insert(driverAddRequests)
      .values({
        taxisId,
        aggregatorId: aggregator.id,
        kind: request.kind,
        parentId: request.parentId ?? null,
        driverId: request.driverId,
        person: request.person ?? null,
        carId: request.carId ?? null,
        status: request.status,
        reason: last[1],
        externalId: sent ? (request.externalId ?? `${aggregator.code}-sbx-demo${String(index).padStart(11, '0')}`) : null,
        idempotencyKey: `demo:${taxisId}:${index}`,
        attempts: request.status === 'failed' ? 5 : sent ? 1 : 0,
        nextCheckAt: pending ? now : null,
        submittedAt: sent ? at(sent[2]) : null,
        decidedAt: request.status === 'approved' || request.status === 'rejected' ? at(last[2]) : null,
        createdAt: at(first),
        updatedAt: at(last[2]),
      })
      .returning({ id: driverAddRequests.id });
    if (!row) throw new Error('demo driver-add request was not written');
    await db.insert(driverAddEvents).values(request.path.map(([status, reason, minutes]) => ({ taxisId, requestId: row.id, status, reason, createdAt: at(minutes) })));
    return row.id;
  };

  const [approved, rejected, review, sent, failed] = picked as [typeof picked[number], typeof picked[number], typeof picked[number], typeof picked[number], typeof picked[number]];
  const approvedId = await write(1, {
    kind: 'driver',
    status: 'approved',
    driverId: approved.id,
    externalId: account?.externalId ?? null,
    path: [['new', null, 3 * 24 * 60], ['sent', null, 3 * 24 * 60 - 1], ['in_review', null, 3 * 24 * 60 - 20], ['approved', t('driversAdd.reasons.approved'), 2 * 24 * 60]],
  });
  await write(2, {
    kind: 'car',
    status: 'approved',
    driverId: approved.id,
    carId: approved.carId,
    parentId: approvedId,
    path: [['new', null, 2 * 24 * 60], ['sent', null, 2 * 24 * 60 - 1], ['in_review', null, 2 * 24 * 60 - 10], ['approved', t('driversAdd.reasons.approved'), 2 * 24 * 60 - 90]],
  });
  await write(3, {
    kind: 'driver',
    status: 'rejected',
    driverId: rejected.id,
    path: [['new', null, 26 * 60], ['sent', null, 26 * 60 - 1], ['in_review', null, 26 * 60 - 15], ['rejected', t('driversAdd.reasons.licenceInvalid'), 25 * 60]],
  });
  await write(4, { kind: 'driver', status: 'in_review', driverId: review.id, path: [['new', null, 40], ['sent', null, 39], ['in_review', null, 30]] });
  await write(5, { kind: 'driver', status: 'sent', driverId: sent.id, path: [['new', null, 5], ['sent', null, 4]] });
  await write(6, {
    kind: 'driver',
    status: 'failed',
    driverId: failed.id,
    path: [['new', null, 6 * 60], ['failed', t('driversAdd.reasons.submitFailed').replace('%{error}', t('driversAdd.reasons.kinds.unavailable')), 4 * 60]],
  });
  await write(7, {
    kind: 'driver',
    status: 'sent',
    driverId: null,
    person: { last_name: 'Соколов', first_name: 'Артём', middle_name: 'Игоревич', phone: '+79035550177', licence_number: '77ТТ405512', licence_country: 'rus', employment_type: 'selfemployed', tax_identification_number: '772812345670' },
    path: [['new', null, 3], ['sent', null, 2]],
  });
  await db.insert(driverAddSettings).values({ taxisId, aggregatorId: aggregator.id, autoCar: true, employmentType: 'selfemployed', updatedAt: now });
}
