/**
 * /drivers/goals/{goalId}: the goal (period, aggregator, target, reward, status) and its
 * participants' progress, paged on the server; «Изменить» and «Начислить награды».
 */
import ArrowBack from '@mui/icons-material/ArrowBack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import {
  Button,
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Title, useGetOne } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { z } from 'zod';
import { DESK_RESOURCES } from '../../../dataProvider/adapters/desk';
import type { GoalDetailSchema } from '../../../schemas/desk';
import { formatNumber } from '../../../src/components/format';
import { Money } from '../../../src/components/money';
import { ruDesk } from '../../../texts/ru-desk';
import { ruFleet } from '../../../texts/ru-fleet';
import { lazyNamed } from '../../../src/root/lazy';
import { useRouteParams } from '../../../src/root/routeParams';
import { formatDateTime } from '../../../src/components/dates';
import { Facts } from '../../../src/components/Facts';
import { DriverLink } from '../../../src/components/links';
import { LoadError, Loading } from '../../../src/components/loadStates';
import { GoalStatusChip, goalPeriod } from './parts';
import { RewardsButton } from './RewardsButton';

const GoalEditDialog = lazyNamed(() => import('./GoalEditDialog'), 'GoalEditDialog');

type GoalDetail = z.infer<typeof GoalDetailSchema>;
const text = ruDesk.goals;
const PER_PAGE_OPTIONS = [25, 50, 100];

const Participants = ({
  goal,
  page,
  perPage,
  onPage,
  onPerPage,
}: {
  goal: GoalDetail;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}) =>
  goal.participants_total === 0 ? (
    <Typography color="text.secondary">{text.noParticipants}</Typography>
  ) : (
    <>
      <TableContainer>
        <Table size="small" aria-label={text.participants}>
          <TableHead>
            <TableRow>
              <TableCell>{ruFleet.fields.driver}</TableCell>
              <TableCell align="right">{text.progress}</TableCell>
              <TableCell>{text.status}</TableCell>
              <TableCell>{text.rewardedAt}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {goal.participants.map((participant) => (
              <TableRow key={participant.driver_id}>
                <TableCell>
                  <DriverLink id={participant.driver_id} name={participant.full_name} />
                </TableCell>
                <TableCell align="right">
                  {formatNumber(participant.trips)} / {formatNumber(goal.target_trips)}
                </TableCell>
                <TableCell>
                  {participant.achieved ? <Chip size="small" color="success" variant="outlined" label={text.achieved} /> : null}
                </TableCell>
                <TableCell>{participant.rewarded_at ? formatDateTime(participant.rewarded_at) : text.notRewarded}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={goal.participants_total}
        page={page - 1}
        rowsPerPage={perPage}
        rowsPerPageOptions={PER_PAGE_OPTIONS}
        onPageChange={(_event, next) => onPage(next + 1)}
        onRowsPerPageChange={(event) => onPerPage(Number(event.target.value))}
      />
    </>
  );

export const GoalShow = () => {
  const { goalId = '' } = useRouteParams();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(50);
  const [editing, setEditing] = useState(false);
  const { data: goal, isPending, error } = useGetOne<GoalDetail>(
    DESK_RESOURCES.goal,
    { id: Number(goalId), meta: { page, perPage } },
    { placeholderData: keepPreviousData },
  );
  if (isPending) return <Loading />;
  if (error || goal === undefined) return <LoadError error={error} />;

  return (
    <Stack spacing={2} sx={{ maxWidth: 1000 }}>
      <Title title={goal.title} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button component={RouterLink} to="/drivers/goals" startIcon={<ArrowBack />} size="small">
          {text.toList}
        </Button>
        <Typography variant="h1">{goal.title}</Typography>
        <GoalStatusChip active={goal.active} />
        <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
          <Button startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
            {text.edit}
          </Button>
          <RewardsButton goal={goal} />
        </Stack>
      </Stack>
      <Card>
        <CardContent>
          <Facts
            items={[
              { label: text.description, value: goal.description },
              { label: text.aggregator, value: goal.aggregator?.name ?? text.anyAggregator },
              { label: text.period, value: goalPeriod(goal) },
              { label: text.targetTrips, value: formatNumber(goal.target_trips) },
              { label: text.rewardColumn, value: <Money value={goal.reward} /> },
              { label: text.participants, value: formatNumber(goal.participants_count) },
              { label: text.achieved, value: formatNumber(goal.achieved_count) },
            ]}
          />
        </CardContent>
      </Card>
      <Card component="section" aria-label={text.participants}>
        <CardContent>
          <Typography variant="h2" sx={{ mb: 1.5 }}>
            {text.participants}
          </Typography>
          <Participants
            goal={goal}
            page={page}
            perPage={perPage}
            onPage={setPage}
            onPerPage={(next) => {
              setPerPage(next);
              setPage(1);
            }}
          />
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
