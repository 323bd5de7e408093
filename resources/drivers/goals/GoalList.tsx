/**
 * /drivers/goals: the park's goals, active or finished (tabs), and «Новая цель» (a dialog whose
 * form loads on demand); a row opens the goal with its participants.
 */
import AddOutlined from '@mui/icons-material/AddOutlined';
import { Button } from '@mui/material';
import { Suspense, useState } from 'react';
import { DataTable, List, Pagination, TopToolbar } from 'react-admin';
import { DESK_RESOURCES } from '../../../dataProvider/adapters/desk';
import type { Goal } from '../../../schemas/desk';
import { formatNumber } from '../../../src/components/format';
import { Money } from '../../../src/components/money';
import { ruDesk } from '../../../texts/ru-desk';
import { ruFleet } from '../../../texts/ru-fleet';
import { lazyNamed } from '../../../src/root/lazy';
import { PhoneList, ResponsiveList, joinFacts } from '../../../src/components/ResponsiveList';
import { listSx, tableSx } from '../../../src/components/listSx';
import { FilterTabs } from '../../../src/components/ListTabs';
import { GoalStatusChip, goalPath, goalPeriod } from './parts';

const GoalCreateDialog = lazyNamed(() => import('./GoalCreateDialog'), 'GoalCreateDialog');

const text = ruDesk.goals;
const Col = DataTable.Col<Goal>;
const tabs = [
  { value: '1', label: text.tabs.active },
  { value: '0', label: text.tabs.finished },
];

const CreateButton = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<AddOutlined />} onClick={() => setOpen(true)}>
        {text.create}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <GoalCreateDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
};

/** A phone's card of a goal: the title and the reward, then the period, aggregator, target and status; a tap opens it. */
const GoalCards = () => (
  <PhoneList<Goal>
    aria-label={text.title}
    rowClick={(id) => goalPath(id)}
    primaryText={(record) => record.title}
    tertiaryText={(record) => <Money value={record.reward} />}
    secondaryText={(record) =>
      joinFacts(
        goalPeriod(record),
        record.aggregator?.name ?? text.anyAggregator,
        `${text.targetTrips}: ${formatNumber(record.target_trips)}`,
        `${text.achieved}: ${formatNumber(record.achieved_count)} / ${formatNumber(record.participants_count)}`,
        record.active ? text.active : text.finished,
      )
    }
  />
);

export const GoalList = () => (
  <List
    sx={listSx}
    resource={DESK_RESOURCES.goals}
    storeKey="drivers.goals"
    title={text.title}
    filterDefaultValues={{ active: '1' }}
    perPage={50}
    pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
    actions={
      <TopToolbar>
        <CreateButton />
      </TopToolbar>
    }
    empty={false}
  >
    <FilterTabs label={text.tabsLabel} source="active" tabs={tabs} />
    <ResponsiveList phone={<GoalCards />}>
      <DataTable<Goal> sx={tableSx} bulkActionButtons={false} rowClick={(id) => goalPath(id)}>
        <Col source="title" label={text.titleField} disableSort />
        <Col
          source="aggregator.name"
          label={text.aggregator}
          disableSort
          render={(record) => record.aggregator?.name ?? text.anyAggregator}
        />
        <Col source="date_from" label={text.period} disableSort render={goalPeriod} />
        <Col
          source="target_trips"
          label={text.targetTrips}
          disableSort
          align="right"
          render={(record) => formatNumber(record.target_trips)}
        />
        <Col source="reward" label={text.rewardColumn} disableSort align="right" render={(record) => <Money value={record.reward} />} />
        <Col
          source="participants_count"
          label={text.participants}
          disableSort
          align="right"
          render={(record) => formatNumber(record.participants_count)}
        />
        <Col
          source="achieved_count"
          label={text.achieved}
          disableSort
          align="right"
          render={(record) => formatNumber(record.achieved_count)}
        />
        <Col source="active" label={ruFleet.fields.status} disableSort render={(record) => <GoalStatusChip active={record.active} />} />
      </DataTable>
    </ResponsiveList>
  </List>
);
