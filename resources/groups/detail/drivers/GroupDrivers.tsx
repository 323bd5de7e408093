/**
 * `/groups/detail/:id/drivers`: the group's drivers, generated (./list.ts: search, pages); park
 * drivers added by name, phone or licence (a driver of another group moves here) and «Убрать из
 * группы» on each row are the screen's.
 */
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { Alert, Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, useListContext, useNotify, useRefresh, type RaRecord } from 'react-admin';
import { ALL_DRIVERS_GROUP_ID } from '../../../../schemas/commissions';
import { DriversPickerInput } from '../../../../src/components/DriverPickerInput';
import { errorMessage } from '../../../../src/components/feedback';
import { GeneratedScopedList } from '../../../../src/components/generated/GeneratedScopedList';
import { SubmitButton } from '../../../../src/components/SubmitButton';
import { useAppDataProvider } from '../../../../src/root/useAppDataProvider';
import { useText } from '../../../../src/i18n/useText';
import { GroupCard, useGroupId } from '../GroupCard';
import { groupDrivers } from './list';

/** What the group has: the count over the rows (as «Водителей в группе: 1»), once there are any. */
const Total = () => {
  const translate = useText();
  const { total } = useListContext();
  return total === undefined || total === 0 ? null : (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
      {translate('groups.drivers.total', { count: total })}
    </Typography>
  );
};

const Members = ({ id }: { id: number }) => {
  const translate = useText();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  // A new form after each addition: the picker starts empty again.
  const [round, setRound] = useState(0);

  const add = async (values: Record<string, unknown>) => {
    const ids = Array.isArray(values.driver_ids) ? values.driver_ids : [];
    if (ids.length === 0) return;
    try {
      await dataProvider.addGroupDrivers(id, ids);
      notify(translate('groups.drivers.added'), { type: 'success' });
      setRound((value) => value + 1);
      refresh();
    } catch (failure) {
      notify(errorMessage(failure), { type: 'error' });
    }
  };
  const remove = async (driverId: number) => {
    try {
      await dataProvider.removeGroupDriver(id, driverId);
      notify(translate('groups.drivers.removed'), { type: 'success' });
      refresh();
    } catch (failure) {
      notify(errorMessage(failure), { type: 'error' });
    }
  };
  const removeButton = (row: RaRecord) => (
    <Tooltip title={translate('groups.drivers.remove')}>
      <IconButton
        aria-label={`${translate('groups.drivers.remove')}: ${String(row.full_name)}`}
        onClick={(event) => {
          // The row (a phone's card) opens the driver on a click.
          event.stopPropagation();
          void remove(Number(row.id));
        }}
      >
        <DeleteOutline />
      </IconButton>
    </Tooltip>
  );

  return (
    <Stack sx={{ gap: 2 }}>
      <Form onSubmit={add} key={round}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <DriversPickerInput source="driver_ids" label={translate('groups.drivers.picker')} />
          </Box>
          <Box sx={{ pt: { sm: 1 } }}>
            <SubmitButton label={translate('groups.drivers.add')} />
          </Box>
        </Stack>
      </Form>
      <GeneratedScopedList declaration={groupDrivers} above={<Total />} slots={{ remove: removeButton }} />
    </Stack>
  );
};

export const GroupDrivers = () => {
  const translate = useText();
  const id = useGroupId();
  return (
    <GroupCard tab="drivers">
      {id === ALL_DRIVERS_GROUP_ID ? <Alert severity="info">{translate('groups.allDriversMembers')}</Alert> : id > 0 ? <Members id={id} /> : null}
    </GroupCard>
  );
};
