/**
 * /drivers/goals/:goalId — the goal's participants and their progress, paged on the server; a
 * row opens the driver's card. The screen fixes it to the goal (`goal_id`, a section of the goal's
 * page, not a tab); the progress against the goal's target and the «achieved» mark are its slots.
 */
import { DESK_RESOURCES } from '../../../dataProvider/adapters/desk';
import { defineScopedList } from '../../../schemas/resource-list';
import { t } from '../../../texts/t';

export const goalParticipants = defineScopedList({
  wire: DESK_RESOURCES.goalParticipants,
  label: t('desk.goals.participants'),
  empty: t('desk.goals.noParticipants'),
  paged: true,
  perPage: 50,
  rowPath: '/drivers/detail/:rowId/balance',
  columns: [
    { name: 'full_name', label: t('fleet.fields.driver'), cell: { kind: 'text', path: 'full_name' }, link: true },
    { name: 'progress', label: t('desk.goals.progress'), cell: { kind: 'slot' } },
    { name: 'achieved', label: t('desk.goals.status'), cell: { kind: 'slot' } },
    { name: 'rewarded_at', label: t('desk.goals.rewardedAt'), cell: { kind: 'datetime', path: 'rewarded_at', empty: t('desk.goals.notRewarded') } },
  ],
  phone: { primary: 'full_name', figure: 'progress' },
});
