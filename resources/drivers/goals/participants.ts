/**
 * /drivers/goals/:goalId — the goal's participants and their progress, paged on the server; a
 * row opens the driver's card. The screen fixes it to the goal (`goal_id`, a section of the goal's
 * page, not a tab); the progress against the goal's target and the «achieved» mark are its slots.
 */
import { DESK_RESOURCES } from '../../../dataProvider/adapters/desk';
import { defineScopedList } from '../../../schemas/resource-list';
import { ruDesk } from '../../../texts/ru-desk';
import { ruFleet } from '../../../texts/ru-fleet';

const text = ruDesk.goals;

export const goalParticipants = defineScopedList({
  wire: DESK_RESOURCES.goalParticipants,
  label: text.participants,
  empty: text.noParticipants,
  paged: true,
  perPage: 50,
  rowPath: '/drivers/detail/:rowId/balance',
  columns: [
    { name: 'full_name', label: ruFleet.fields.driver, cell: { kind: 'text', path: 'full_name' }, link: true },
    { name: 'progress', label: text.progress, cell: { kind: 'slot' } },
    { name: 'achieved', label: text.status, cell: { kind: 'slot' } },
    { name: 'rewarded_at', label: text.rewardedAt, cell: { kind: 'datetime', path: 'rewarded_at', empty: text.notRewarded } },
  ],
  phone: { primary: 'full_name', figure: 'progress' },
});
