/**
 * The demo parks' groups' descriptions and step commissions, set "today" (after the generated
 * history, whose trips keep the flat commission they were charged): the first group by name
 * takes 10 % up to 500 ₽ (at least 30 ₽), 8 % up to 1 500 ₽ and a fixed 100 ₽ above on cashless
 * trips, 5 % on cash trips; 'Все водители' has an inactive 3 % step, ready to be switched on.
 */
import { and, asc, eq, like } from 'drizzle-orm';
import type { Db } from './client';
import { driverGroups } from '../../resources/groups/groups/table';
import { commissionSteps, groupCommissions } from './groups.schema';

type Step = Omit<typeof commissionSteps.$inferInsert, 'taxisId' | 'commissionId'>;

const percent = (step: number, stepName: string, basisPoints: number, from: number, to: number, min = 0): Step => ({
  step,
  stepName,
  commissionType: 'percent',
  commission: basisPoints,
  minCommissionKop: min,
  minLimitKop: from,
  maxLimitKop: to,
});

/** Descriptions by the start of the generator's group names (server/db/generator/park-profiles.ts). */
const DESCRIPTIONS: readonly [string, string][] = [
  ['Основная', 'Водители на своих условиях, без аренды'],
  ['Аренда', 'Водители на автомобилях парка'],
  ['Свой автомобиль', 'Водители на личных автомобилях'],
  ['Новички', 'Первый месяц работы в парке'],
];

export async function seedDemoCommissions(db: Db, taxisId: number, now: Date): Promise<void> {
  for (const [start, description] of DESCRIPTIONS) {
    await db
      .update(driverGroups)
      .set({ description })
      .where(and(eq(driverGroups.taxisId, taxisId), like(driverGroups.name, `${start}%`)));
  }
  const [first] = await db
    .select({ id: driverGroups.id })
    .from(driverGroups)
    .where(eq(driverGroups.taxisId, taxisId))
    .orderBy(asc(driverGroups.name), asc(driverGroups.id))
    .limit(1);
  const sets: { groupId: number; type: 'cashless' | 'cash'; active: boolean; steps: Step[] }[] = [
    { groupId: 0, type: 'cashless', active: false, steps: [percent(1, 'Шаг1', 300, 0, 0)] },
  ];
  if (first !== undefined) {
    sets.push(
      {
        groupId: first.id,
        type: 'cashless',
        active: true,
        steps: [
          percent(1, 'Шаг1', 1000, 0, 50_000, 3_000),
          percent(2, 'Шаг2', 800, 50_000, 150_000),
          { step: 3, stepName: 'Шаг3', commissionType: 'fixed', commission: 10_000, minCommissionKop: 0, minLimitKop: 150_000, maxLimitKop: 0 },
        ],
      },
      { groupId: first.id, type: 'cash', active: true, steps: [percent(1, 'Шаг1', 500, 0, 0)] },
    );
  }
  for (const set of sets) {
    const [row] = await db
      .insert(groupCommissions)
      .values({ taxisId, groupId: set.groupId, type: set.type, activeStatus: set.active, createdAt: now })
      .returning({ id: groupCommissions.id });
    if (!row) throw new Error('commission was not written');
    await db.insert(commissionSteps).values(set.steps.map((step) => ({ ...step, taxisId, commissionId: row.id, createdAt: now })));
  }
}
