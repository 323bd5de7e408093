/** /drivers/goals — the park's goals, active or finished; a row opens the goal with its participants. */
import { DESK_RESOURCES } from '../../../dataProvider/adapters/desk';
import { defineScopedList } from '../../../schemas/resource-list';
import { t } from '../../../texts/t';
import { formatDate } from '../../../src/components/dates';

const day = (value: unknown) => formatDate(typeof value === 'string' ? value : null);

export const goalList = defineScopedList({
  wire: DESK_RESOURCES.goals,
  page: { title: t('desk.goals.title'), storeKey: 'drivers.goals' },
  tabs: { field: 'active', label: t('desk.goals.tabsLabel'), tabs: [{ value: '1', label: t('desk.goals.tabs.active') }, { value: '0', label: t('desk.goals.tabs.finished') }] },
  label: t('desk.goals.title'),
  empty: t('desk.common.empty'),
  paged: true,
  perPage: 50,
  rowPath: '/drivers/goals/:rowId',
  columns: [
    { name: 'title', label: t('desk.goals.titleField'), cell: { kind: 'text', path: 'title' }, link: true },
    { name: 'aggregator', label: t('desk.goals.aggregator'), cell: { kind: 'text', path: 'aggregator.name', empty: t('desk.goals.anyAggregator') } },
    { name: 'period', label: t('desk.goals.period'), cell: { kind: 'derived', value: (row) => `${day(row.date_from)} – ${day(row.date_to)}` } },
    { name: 'target_trips', label: t('desk.goals.targetTrips'), cell: { kind: 'number', path: 'target_trips' } },
    { name: 'reward', label: t('desk.goals.rewardColumn'), cell: { kind: 'money', path: 'reward' } },
    { name: 'participants_count', label: t('desk.goals.participants'), cell: { kind: 'number', path: 'participants_count' } },
    { name: 'achieved_count', label: t('desk.goals.achieved'), cell: { kind: 'number', path: 'achieved_count' } },
    {
      name: 'active',
      label: t('fleet.fields.status'),
      cell: { kind: 'choice', path: 'active', labels: { true: t('desk.goals.active'), false: t('desk.goals.finished') }, colours: { true: 'success', false: 'default' } },
    },
  ],
  phone: { primary: 'title', figure: 'reward' },
});
