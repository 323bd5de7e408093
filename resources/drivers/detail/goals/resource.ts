/** /drivers/detail/:id/goals — the park goals the driver takes part in, with progress and reward; a row opens the goal. */
import { defineScopedList } from '../../../../schemas/resource-list';
import { DRIVER_RESOURCES } from '../../../../dataProvider/adapters/drivers';
import { formatDate } from '../../../../src/components/dates';
import { ruDrivers } from '../../../../texts/ru-drivers';
import { driverTab } from '../parent';

const text = ruDrivers.goals;
const day = (value: unknown) => formatDate(typeof value === 'string' ? value : null);

export const driverGoals = defineScopedList({
  wire: DRIVER_RESOURCES.goals,
  parent: driverTab('goals'),
  label: ruDrivers.card.tabs.goals,
  empty: text.empty,
  paged: false,
  rowPath: '/drivers/detail/:id/goals/:rowId',
  columns: [
    { name: 'title', label: text.title, cell: { kind: 'text', path: 'title' }, link: true },
    { name: 'period', label: text.period, cell: { kind: 'derived', value: (row) => `${day(row.date_from)} — ${day(row.date_to)}` } },
    { name: 'aggregator', label: text.aggregator, cell: { kind: 'text', path: 'aggregator.name', empty: text.anyAggregator } },
    { name: 'progress', label: text.progress, cell: { kind: 'slot' } },
    { name: 'reward', label: text.reward, cell: { kind: 'money', path: 'reward' } },
    { name: 'status', label: '', cell: { kind: 'slot' } },
  ],
  phone: { primary: 'title', figure: 'reward' },
});
