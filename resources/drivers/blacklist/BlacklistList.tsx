/**
 * /drivers/blacklist: people the park will not let work, with search. A park driver or any
 * person (name with a phone and/or licence) is added with a required reason; removal asks first.
 */
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Tooltip,
} from '@mui/material';
import { Suspense, useState } from 'react';
import { DataTable, List, Pagination, TextInput, TopToolbar, useDelete, useNotify } from 'react-admin';
import { DESK_RESOURCES } from '../../../dataProvider/adapters/desk';
import type { BlacklistEntry } from '../../../schemas/desk';
import { fill } from '../../../texts/ru';
import { ruDesk } from '../../../texts/ru-desk';
import { ruFleet } from '../../../texts/ru-fleet';
import { errorMessage } from '../../../src/components/feedback';
import { lazyNamed } from '../../../src/root/lazy';
import { formatDateTime } from '../../../src/components/dates';
import { PhoneList, ResponsiveList, joinFacts } from '../../../src/components/ResponsiveList';
import { DriverLink } from '../../../src/components/links';
import { listSx, tableSx } from '../../../src/components/listSx';

const BlacklistAddDialog = lazyNamed(() => import('./BlacklistAddDialog'), 'BlacklistAddDialog');

const text = ruDesk.blacklist;
const fields = ruFleet.fields;
const Col = DataTable.Col<BlacklistEntry>;

const AddButton = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<PersonAddAlt />} onClick={() => setOpen(true)}>
        {text.add}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <BlacklistAddDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
};

const RemoveButton = ({ entry }: { entry: BlacklistEntry }) => {
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  const notify = useNotify();
  const titleId = `blacklist-remove-${entry.id}`;
  const confirm = () =>
    remove(
      DESK_RESOURCES.blacklist,
      { id: entry.id, previousData: entry },
      {
        onSuccess: () => {
          setOpen(false);
          notify(text.removed, { type: 'success' });
        },
        onError: (error) => notify(errorMessage(error), { type: 'error' }),
      },
    );
  return (
    <>
      <Tooltip title={text.remove}>
        <IconButton aria-label={`${text.remove}: ${entry.full_name}`} onClick={() => setOpen(true)} size="small">
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{text.removeTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{fill(text.removeText, { name: entry.full_name })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={isPending}>
            {ruDesk.common.cancel}
          </Button>
          <Button variant="contained" color="error" onClick={confirm} disabled={isPending}>
            {text.remove}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

const filters = [
  <TextInput key="search" source="search" label={ruDesk.common.search} placeholder={text.search} alwaysOn resettable />,
];

const NameOf = ({ record }: { record: BlacklistEntry }) =>
  record.driver_id === null ? record.full_name : <DriverLink id={record.driver_id} name={record.full_name} />;

/** A phone's card of an entry: the name (a park driver's opens the card), the facts, and removal. */
const BlacklistCards = () => (
  <PhoneList<BlacklistEntry>
    aria-label={text.title}
    rowClick={false}
    primaryText={(record) => <NameOf record={record} />}
    secondaryText={(record) =>
      joinFacts(record.phone, record.licence_number, record.reason, record.created_by, formatDateTime(record.created_at))
    }
    rightIcon={(record) => <RemoveButton entry={record} />}
  />
);

export const BlacklistList = () => (
  <List
    sx={listSx}
    resource={DESK_RESOURCES.blacklist}
    storeKey="drivers.blacklist"
    title={text.title}
    filters={filters}
    perPage={50}
    pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
    actions={
      <TopToolbar>
        <AddButton />
      </TopToolbar>
    }
    empty={false}
  >
    <ResponsiveList phone={<BlacklistCards />}>
      <DataTable<BlacklistEntry> sx={tableSx} bulkActionButtons={false} rowClick={false}>
        <Col
          source="full_name"
          label={fields.full_name}
          disableSort
          render={(record) => <NameOf record={record} />}
        />
        <Col source="phone" label={fields.phone} disableSort />
        <Col source="licence_number" label={fields.licence_number} disableSort />
        <Col source="reason" label={fields.reason} disableSort />
        <Col source="created_by" label={text.createdBy} disableSort />
        <Col source="created_at" label={fields.created_at} disableSort render={(record) => formatDateTime(record.created_at)} />
        <Col source="id" label={ruDesk.common.actions} disableSort align="right" render={(record) => <RemoveButton entry={record} />} />
      </DataTable>
    </ResponsiveList>
  </List>
);
