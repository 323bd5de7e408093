/**
 * The period filter of the desk's lists (spec 9): two date inputs, the last 7 days by default,
 * and the chosen period remembered locally (src/components/period.ts) per list.
 */
import { useEffect, useState } from 'react';
import { useListContext } from 'react-admin';
import { DayInput } from './DayInput';
import { periodOf, readPeriod, storePeriod, type Period } from './period';
import { t } from '../../texts/t';

/** The two inputs, for a List's `filters`. */
export const periodFilters = () => [
  <DayInput key="date_from" source="date_from" label={t('desk.common.dateFrom')} alwaysOn fullWidth={false} />,
  <DayInput key="date_to" source="date_to" label={t('desk.common.dateTo')} alwaysOn fullWidth={false} />,
];

/** The stored (or default) period, read once per mount: the list's filterDefaultValues. */
export function useStoredPeriod(storageKey: string): Period {
  const [period] = useState(() => readPeriod(storageKey));
  return period;
}

/** Inside a List: stores the period whenever the person changes it. */
export const PeriodMemory = ({ storageKey }: { storageKey: string }) => {
  const { filterValues } = useListContext();
  const period = periodOf(filterValues);
  const from = period?.date_from;
  const to = period?.date_to;
  useEffect(() => {
    if (from !== undefined && to !== undefined) storePeriod(storageKey, { date_from: from, date_to: to });
  }, [storageKey, from, to]);
  return null;
};
