/** Paths of the aggregators section: a handy aggregator's card is `handy/{id}`, any other's `detail/{id}`. */
export const WIZARD_STEPS = 4;

export const aggregatorPath = (aggregator: { id: number; manual: boolean }): string =>
  aggregator.manual ? `/aggregators/handy/${aggregator.id}` : `/aggregators/detail/${aggregator.id}`;

export const wizardPath = (id: number, step: number): string => `/aggregators/detail/${id}/step-${step}`;

/** `step-{step}` as 1..4; anything else is the first step. */
export function stepOf(value: string | undefined): number {
  const step = Number(value);
  return Number.isInteger(step) && step >= 1 && step <= WIZARD_STEPS ? step : 1;
}
