/**
 * The table of access requests (driver app or marketplace): who asked, when, the driver's
 * comment, the status and, for new requests, «Одобрить» / «Отклонить» (POST to `decidePath`).
 */
import { Button, Chip, Stack } from '@mui/material';
import { useState } from 'react';
import { DataTable, useRefresh, useNotify } from 'react-admin';
import type { AccessRequest } from '../../../schemas/desk';
import { fillPath } from '../../../schemas/routing';
import { ruDesk } from '../../../texts/ru-desk';
import { ruFleet } from '../../../texts/ru-fleet';
import { errorMessage } from '../../../src/components/feedback';
import { formatDateTime } from '../../../src/components/dates';
import { PhoneList, ResponsiveList, joinFacts } from '../../../src/components/ResponsiveList';
import { useAppDataProvider } from '../../../src/root/useAppDataProvider';
import { DriverLink } from '../../../src/components/links';
import { tableSx } from '../../../src/components/listSx';

const text = ruDesk.access;
const fields = ruFleet.fields;
const Col = DataTable.Col<AccessRequest>;

type Decision = 'approved' | 'rejected';

const statusColor = { new: 'primary', approved: 'success', rejected: 'default' } as const;

const DecideButtons = ({ request, decidePath }: { request: AccessRequest; decidePath: string }) => {
  const dataProvider = useAppDataProvider();
  const refresh = useRefresh();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const decide = async (decision: Decision) => {
    setBusy(true);
    try {
      await dataProvider.http.request({
        path: fillPath(decidePath, { id: String(request.id) }),
        method: 'POST',
        json: { decision },
      });
      notify(decision === 'approved' ? text.approved : text.rejected, { type: 'success' });
      refresh();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <Button
        size="small"
        variant="contained"
        disabled={busy}
        aria-label={`${text.approve}: ${request.driver.full_name}`}
        onClick={() => void decide('approved')}
      >
        {text.approve}
      </Button>
      <Button
        size="small"
        color="error"
        disabled={busy}
        aria-label={`${text.reject}: ${request.driver.full_name}`}
        onClick={() => void decide('rejected')}
      >
        {text.reject}
      </Button>
    </Stack>
  );
};

/** A phone's card of a request: the driver (a link to the card), the facts, and the decision buttons. */
const AccessRequestCards = ({ decidePath }: { decidePath: string }) => (
  <PhoneList<AccessRequest>
    rowClick={false}
    primaryText={(record) => (
      <>
        <DriverLink id={record.driver.id} name={record.driver.full_name} />
        {record.status === 'new' ? <DecideButtons request={record} decidePath={decidePath} /> : null}
      </>
    )}
    secondaryText={(record) =>
      joinFacts(
        record.driver.phone,
        formatDateTime(record.created_at),
        ruFleet.accessRequestStatus[record.status],
        record.comment,
      )
    }
  />
);

export const AccessRequestsTable = ({ decidePath }: { decidePath: string }) => (
  <ResponsiveList phone={<AccessRequestCards decidePath={decidePath} />}>
    <DataTable<AccessRequest> sx={tableSx} bulkActionButtons={false} rowClick={false}>
      <Col source="created_at" label={fields.created_at} disableSort render={(record) => formatDateTime(record.created_at)} />
      <Col
        source="driver.full_name"
        label={fields.driver}
        disableSort
        render={(record) => <DriverLink id={record.driver.id} name={record.driver.full_name} />}
      />
      <Col source="driver.phone" label={fields.phone} disableSort />
      <Col source="comment" label={text.comment} disableSort />
      <Col
        source="status"
        label={fields.status}
        disableSort
        render={(record) => (
          <Chip size="small" variant="outlined" color={statusColor[record.status]} label={ruFleet.accessRequestStatus[record.status]} />
        )}
      />
      <Col source="decided_at" label={text.decided} disableSort render={(record) => formatDateTime(record.decided_at)} />
      <Col
        source="id"
        label={ruDesk.common.actions}
        disableSort
        align="right"
        render={(record) => (record.status === 'new' ? <DecideButtons request={record} decidePath={decidePath} /> : null)}
      />
    </DataTable>
  </ResponsiveList>
);
