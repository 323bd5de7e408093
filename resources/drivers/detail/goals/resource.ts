/** /drivers/detail/:id/goals — the park goals the driver takes part in, with progress and reward; a row opens the goal. */
import { defineScopedList } from '../../../../schemas/resource-list';
import { DRIVER_RESOURCES } from '../../../../dataProvider/adapters/drivers';
import { formatDate } from '../../../../src/components/dates';
import { t } from '../../../../texts/t';
import { driverTab } from '../parent';

const day = (value: unknown) => formatDate(typeof value === 'string' ? value : null);

export const driverGoals = defineScopedList({
  wire: DRIVER_RESOURCES.goals,
  parent: driverTab('goals'),
  label: t('drivers.card.tabs.goals'),
  empty: t('drivers.goals.empty'),
  paged: false,
  rowPath: '/drivers/detail/:id/goals/:rowId',
  columns: [
    { name: 'title', label: t('drivers.goals.title'), cell: { kind: 'text', path: 'title' }, link: true },
    { name: 'period', label: t('drivers.goals.period'), cell: { kind: 'derived', value: (row) => `${day(row.date_from)} — ${day(row.date_to)}` } },
    { name: 'aggregator', label: t('drivers.goals.aggregator'), cell: { kind: 'text', path: 'aggregator.name', empty: t('drivers.goals.anyAggregator') } },
    { name: 'progress', label: t('drivers.goals.progress'), cell: { kind: 'slot' } },
    { name: 'reward', label: t('drivers.goals.reward'), cell: { kind: 'money', path: 'reward' } },
    { name: 'status', label: '', cell: { kind: 'slot' } },
  ],
  phone: { primary: 'title', figure: 'reward' },
});
