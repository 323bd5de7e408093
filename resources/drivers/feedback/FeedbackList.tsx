/**
 * /drivers/feedback/list: passenger reviews, newest first, filtered by score, status and period;
 * a row opens the review.
 */
import { Button } from '@mui/material';
import { DataTable, List, Pagination, SelectInput, TopToolbar, type Identifier } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { DESK_RESOURCES } from '../../../dataProvider/adapters/desk';
import type { Feedback } from '../../../schemas/desk';
import { FEEDBACK_STATUSES } from '../../../schemas/fleet';
import { fill } from '../../../texts/ru';
import { ruDesk } from '../../../texts/ru-desk';
import { ruFleet } from '../../../texts/ru-fleet';
import { formatDateTime } from '../../../src/components/dates';
import { PhoneList, ResponsiveList, joinFacts } from '../../../src/components/ResponsiveList';
import { DriverLink, TransferLink } from '../../../src/components/links';
import { PeriodMemory, periodFilters, useStoredPeriod } from '../../../src/components/periodFilters';
import { listSx, tableSx } from '../../../src/components/listSx';
import { FEEDBACK_PERIOD_KEY, FeedbackStatusChip } from './parts';

const text = ruDesk.feedback;
const fields = ruFleet.fields;
const Col = DataTable.Col<Feedback>;
const scoreChoices = [5, 4, 3, 2, 1].map((score) => ({ id: score, name: fill(text.scoreStars, { score }) }));
const statusChoices = FEEDBACK_STATUSES.map((status) => ({ id: status, name: ruFleet.feedbackStatus[status] }));

const feedbackPath = (id: Identifier) => `/drivers/feedback/list/${id}`;

/** A phone's card of a review: the driver and the score, then when, the status and the comment; a tap opens it. */
const FeedbackCards = () => (
  <PhoneList<Feedback>
    aria-label={text.listTitle}
    rowClick={feedbackPath}
    primaryText={(record) => record.driver.full_name}
    tertiaryText={(record) => fill(text.scoreStars, { score: record.score })}
    secondaryText={(record) =>
      joinFacts(formatDateTime(record.created_at), ruFleet.feedbackStatus[record.status], record.transfer?.short_id, record.comment)
    }
  />
);

export const FeedbackList = () => {
  const period = useStoredPeriod(FEEDBACK_PERIOD_KEY);
  const filters = [
    <SelectInput key="score" source="score" label={text.score} choices={scoreChoices} emptyText={text.anyScore} alwaysOn />,
    <SelectInput key="status" source="status" label={fields.status} choices={statusChoices} emptyText={text.anyStatus} alwaysOn />,
    ...periodFilters(),
  ];
  return (
    <List
      sx={listSx}
      resource={DESK_RESOURCES.feedback}
      storeKey="drivers.feedback"
      title={text.listTitle}
      filters={filters}
      filterDefaultValues={period}
      perPage={50}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      actions={
        <TopToolbar>
          <Button component={RouterLink} to="/drivers/feedback/kpi" size="small">
            {text.toKpi}
          </Button>
        </TopToolbar>
      }
      empty={false}
    >
      <PeriodMemory storageKey={FEEDBACK_PERIOD_KEY} />
      <ResponsiveList phone={<FeedbackCards />}>
        <DataTable<Feedback> sx={tableSx} bulkActionButtons={false} rowClick={feedbackPath}>
          <Col source="created_at" label={fields.created_at} disableSort render={(record) => formatDateTime(record.created_at)} />
          <Col source="score" label={text.score} disableSort render={(record) => fill(text.scoreStars, { score: record.score })} />
          <Col
            source="driver.full_name"
            label={fields.driver}
            disableSort
            render={(record) => <DriverLink id={record.driver.id} name={record.driver.full_name} />}
          />
          <Col
            source="transfer.short_id"
            label={text.trip}
            disableSort
            render={(record) => (record.transfer ? <TransferLink id={record.transfer.id} number={record.transfer.short_id} /> : null)}
          />
          <Col
            source="comment"
            label={text.comment}
            disableSort
            sx={{ maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          />
          <Col source="status" label={fields.status} disableSort render={(record) => <FeedbackStatusChip status={record.status} />} />
        </DataTable>
      </ResponsiveList>
    </List>
  );
};
