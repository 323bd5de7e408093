/** /drivers/goals — the park's goals, active or finished; a row opens the goal with its participants. */
import { DESK_RESOURCES } from '../../../dataProvider/adapters/desk';
import { defineScopedList } from '../../../schemas/resource-list';
import { ruDesk } from '../../../texts/ru-desk';
import { ruFleet } from '../../../texts/ru-fleet';
import { formatDate } from '../../../src/components/dates';

const text = ruDesk.goals;
const day = (value: unknown) => formatDate(typeof value === 'string' ? value : null);

export const goalList = defineScopedList({
  wire: DESK_RESOURCES.goals,
  page: { title: text.title, storeKey: 'drivers.goals' },
  tabs: { field: 'active', label: text.tabsLabel, tabs: [{ value: '1', label: text.tabs.active }, { value: '0', label: text.tabs.finished }] },
  label: text.title,
  empty: ruDesk.common.empty,
  paged: true,
  perPage: 50,
  rowPath: '/drivers/goals/:rowId',
  columns: [
    { name: 'title', label: text.titleField, cell: { kind: 'text', path: 'title' }, link: true },
    { name: 'aggregator', label: text.aggregator, cell: { kind: 'text', path: 'aggregator.name', empty: text.anyAggregator } },
    { name: 'period', label: text.period, cell: { kind: 'derived', value: (row) => `${day(row.date_from)} – ${day(row.date_to)}` } },
    { name: 'target_trips', label: text.targetTrips, cell: { kind: 'number', path: 'target_trips' } },
    { name: 'reward', label: text.rewardColumn, cell: { kind: 'money', path: 'reward' } },
    { name: 'participants_count', label: text.participants, cell: { kind: 'number', path: 'participants_count' } },
    { name: 'achieved_count', label: text.achieved, cell: { kind: 'number', path: 'achieved_count' } },
    {
      name: 'active',
      label: ruFleet.fields.status,
      cell: { kind: 'choice', path: 'active', labels: { true: text.active, false: text.finished }, colours: { true: 'success', false: 'default' } },
    },
  ],
  phone: { primary: 'title', figure: 'reward' },
});
