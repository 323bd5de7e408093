/**
 * /drivers/goals/{goalId}: the goal (period, aggregator, target, reward, status) and its
 * participants' progress, paged on the server (generated: ./participants.ts); «Изменить» and
 * «Начислить награды».
 */
import ArrowBack from '@mui/icons-material/ArrowBack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Suspense, useState } from 'react';
import { Title, useGetOne } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { z } from 'zod';
import { DESK_RESOURCES } from '../../../dataProvider/adapters/desk';
import type { GoalDetailSchema } from '../../../schemas/desk';
import { formatNumber } from '../../../src/components/format';
import { Money } from '../../../src/components/money';
import { t } from '../../../texts/t';
import { useText } from '../../../src/i18n/useText';
import { lazyNamed } from '../../../src/root/lazy';
import { useRouteParams } from '../../../src/root/routeParams';
import { Facts } from '../../../src/components/Facts';
import { LoadError, Loading } from '../../../src/components/loadStates';
import { GoalStatusChip, goalPeriod } from './parts';
import { goalParticipants } from './participants';
import { RewardsButton } from './RewardsButton';
import { GeneratedScopedList, type Slots } from '../../../src/components/generated/GeneratedScopedList';

const GoalEditDialog = lazyNamed(() => import('./GoalEditDialog'), 'GoalEditDialog');

type GoalDetail = z.infer<typeof GoalDetailSchema>;
/** The participants' cells a cell kind cannot say: trips against the goal's target, the «achieved» mark. */
const participantSlots = (goal: GoalDetail): Slots => ({
  progress: (row) => `${formatNumber(Number(row.trips))} / ${formatNumber(goal.target_trips)}`,
  achieved: (row) => (row.achieved === true ? <Chip size="small" color="success" variant="outlined" label={t('desk.goals.achieved')} /> : null),
});

export const GoalShow = () => {
  const translate = useText();
  const { goalId = '' } = useRouteParams();
  const [editing, setEditing] = useState(false);
  const { data: goal, isPending, error } = useGetOne<GoalDetail>(
    DESK_RESOURCES.goal,
    // The participants are the list's: one of them is enough here.
    { id: Number(goalId), meta: { page: 1, perPage: 1 } },
  );
  if (isPending) return <Loading />;
  if (error || goal === undefined) return <LoadError error={error} />;

  return (
    <Stack spacing={2} sx={{ maxWidth: 1000 }}>
      <Title title={goal.title} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button component={RouterLink} to="/drivers/goals" startIcon={<ArrowBack />} size="small">
          {translate('desk.goals.toList')}
        </Button>
        <Typography variant="h1">{goal.title}</Typography>
        <GoalStatusChip active={goal.active} />
        <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
          <Button startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
            {translate('desk.goals.edit')}
          </Button>
          <RewardsButton goal={goal} />
        </Stack>
      </Stack>
      <Card>
        <CardContent>
          <Facts
            items={[
              { label: translate('desk.goals.description'), value: goal.description },
              { label: translate('desk.goals.aggregator'), value: goal.aggregator?.name ?? translate('desk.goals.anyAggregator') },
              { label: translate('desk.goals.period'), value: goalPeriod(goal) },
              { label: translate('desk.goals.targetTrips'), value: formatNumber(goal.target_trips) },
              { label: translate('desk.goals.rewardColumn'), value: <Money value={goal.reward} /> },
              { label: translate('desk.goals.participants'), value: formatNumber(goal.participants_count) },
              { label: translate('desk.goals.achieved'), value: formatNumber(goal.achieved_count) },
            ]}
          />
        </CardContent>
      </Card>
      <Card component="section" aria-label={translate('desk.goals.participants')}>
        <CardContent>
          <Typography variant="h2" sx={{ mb: 1.5 }}>
            {translate('desk.goals.participants')}
          </Typography>
          <GeneratedScopedList declaration={goalParticipants} routeFilter={{ goal_id: goalId }} slots={participantSlots(goal)} />
        </CardContent>
      </Card>
      {editing ? (
        <Suspense fallback={null}>
          <GoalEditDialog goal={goal} onClose={() => setEditing(false)} />
        </Suspense>
      ) : null}
    </Stack>
  );
};
