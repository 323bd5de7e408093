/**
 * /drivers/approve: applications the aggregators approved, by status (tabs), newest first.
 * Unread rows are highlighted; the rows on screen are marked read (POST /drivers/approve/read)
 * and the menu badge follows. An application waiting for the park is accepted (it becomes a
 * driver of the park) or declined with a reason.
 */
import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { DataTable, List, Pagination, useListContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { DESK_RESOURCES } from '../../../dataProvider/adapters/desk';
import { ApproveReadResponseSchema, DESK_ENDPOINTS, type Application } from '../../../schemas/desk';
import { APPLICATION_STATUSES } from '../../../schemas/fleet';
import { ruDesk } from '../../../texts/ru-desk';
import { ruFleet } from '../../../texts/ru-fleet';
import { formatDateTime } from '../../../src/components/dates';
import { PhoneList, ResponsiveList, joinFacts } from '../../../src/components/ResponsiveList';
import { useAppDataProvider } from '../../../src/root/useAppDataProvider';
import { driverCardPath } from '../../../src/components/links';
import { listSx, tableSx } from '../../../src/components/listSx';
import { FilterTabs } from '../../../src/components/ListTabs';
import { useRefreshApprovedBadge } from '../useApprovedDriversBadge';
import { AcceptButton } from './AcceptButton';
import { DeclineButton } from './DeclineButton';

const fields = ruFleet.fields;
const text = ruDesk.approve;
const Col = DataTable.Col<Application>;
const tabs = APPLICATION_STATUSES.map((status) => ({ value: status, label: text.tabs[status] }));

/** Marks the unread applications on screen read, once per set of ids, then refreshes the badge. */
const MarkVisibleRead = () => {
  const { data } = useListContext<Application>();
  const dataProvider = useAppDataProvider();
  const refreshBadge = useRefreshApprovedBadge();
  const unread = (data ?? []).filter((application) => !application.read).map((application) => application.id);
  const key = unread.join(',');
  useEffect(() => {
    if (key === '') return;
    const ids = key.split(',').map(Number);
    dataProvider.http
      .json({ path: DESK_ENDPOINTS.approveRead, method: 'POST', json: { ids } }, ApproveReadResponseSchema)
      .then(refreshBadge)
      // Marking read is a courtesy: a failure leaves the rows unread for the next visit.
      .catch(() => undefined);
  }, [key, dataProvider, refreshBadge]);
  return null;
};

const carOf = (application: Application): string => {
  const car = application.car;
  if (car === null) return '';
  return [car.brand, car.model, car.number].filter(Boolean).join(' ');
};

const Decision = ({ record }: { record: Application }) => {
  if (record.status === 'approved') {
    return (
      <Stack direction="row" spacing={1}>
        <AcceptButton application={record} />
        <DeclineButton application={record} />
      </Stack>
    );
  }
  return (
    <Box>
      <Typography variant="body2">{formatDateTime(record.decided_at)}</Typography>
      {record.status === 'accepted' && record.driver_id !== null ? (
        <Link component={RouterLink} to={driverCardPath(record.driver_id)} variant="body2">
          {text.openDriver}
        </Link>
      ) : null}
      {record.decline_reason ? (
        <Typography variant="body2" color="text.secondary">
          {record.decline_reason}
        </Typography>
      ) : null}
    </Box>
  );
};

const NameCell = ({ record }: { record: Application }) => (
  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
    <span>{record.full_name}</span>
    {record.read ? null : <Chip size="small" color="primary" label={text.unread} />}
  </Stack>
);

/** A phone's card of an application: the name, the decision (buttons or its outcome), then the facts. */
const ApplicationCards = () => (
  <PhoneList<Application>
    aria-label={text.title}
    rowClick={false}
    rowSx={(record) => (record.read ? {} : { bgcolor: 'action.hover' })}
    primaryText={(record) => (
      <Stack sx={{ gap: 1 }}>
        <NameCell record={record} />
        <Decision record={record} />
      </Stack>
    )}
    secondaryText={(record) =>
      joinFacts(formatDateTime(record.created_at), record.phone, record.aggregator?.name, carOf(record))
    }
  />
);

export const ApproveList = () => (
  <List
    sx={listSx}
    resource={DESK_RESOURCES.applications}
    storeKey="drivers.approve"
    title={text.title}
    filterDefaultValues={{ status: 'approved' }}
    perPage={25}
    pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
    actions={false}
    empty={false}
  >
    <FilterTabs label={text.tabsLabel} source="status" tabs={tabs} />
    <MarkVisibleRead />
    <ResponsiveList phone={<ApplicationCards />}>
      <DataTable<Application>
        sx={tableSx}
        bulkActionButtons={false}
        rowClick={false}
        rowSx={(record) => (record.read ? {} : { bgcolor: 'action.hover' })}
      >
        <Col source="created_at" label={text.created} disableSort render={(record) => formatDateTime(record.created_at)} />
        <Col source="full_name" label={fields.full_name} disableSort render={(record) => <NameCell record={record} />} />
        <Col source="phone" label={fields.phone} disableSort />
        <Col
          source="licence_number"
          label={fields.licence_number}
          disableSort
          render={(record) => `${record.licence_number} (${ruFleet.licenceCountry[record.licence_country]})`}
        />
        <Col source="aggregator.name" label={fields.aggregator} disableSort render={(record) => record.aggregator?.name ?? ''} />
        <Col source="car" label={fields.car} disableSort render={carOf} />
        <Col source="status" label={text.decided} disableSort render={(record) => <Decision record={record} />} />
      </DataTable>
    </ResponsiveList>
  </List>
);
