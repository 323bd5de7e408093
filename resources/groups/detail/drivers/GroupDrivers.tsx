/**
 * `/groups/detail/:id/drivers`: the group's drivers (search, pages), park drivers added by name,
 * phone or licence (a driver of another group moves here), and «Убрать из группы» on each row.
 */
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import {
  Alert,
  Box,
  IconButton,
  Pagination,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, useNotify } from 'react-admin';
import { ALL_DRIVERS_GROUP_ID } from '../../../../schemas/commissions';
import { DriversPickerInput } from '../../../../src/components/DriverPickerInput';
import { errorMessage } from '../../../../src/components/feedback';
import { DriverLink } from '../../../../src/components/links';
import { LoadError, Loading } from '../../../../src/components/loadStates';
import { SubmitButton } from '../../../../src/components/SubmitButton';
import { useAppDataProvider } from '../../../../src/root/useAppDataProvider';
import { fill } from '../../../../texts/ru';
import { ruFleet } from '../../../../texts/ru-fleet';
import { ruGroups } from '../../../../texts/ru-groups';
import { GroupCard, useGroupId } from '../GroupCard';

const texts = ruGroups.drivers;
const PER_PAGE = 25;
/** On a phone the name, phone and «Убрать» fit; the status waits for a wider screen. */
const NARROW_HIDDEN = { display: { xs: 'none', sm: 'table-cell' } } as const;

const Members = ({ id }: { id: number }) => {
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  // A new form after each addition: the picker starts empty again.
  const [round, setRound] = useState(0);
  const key = ['group-drivers', id];
  const { data, error, isPending } = useQuery({
    queryKey: [...key, page, search.trim()],
    queryFn: ({ signal }) => dataProvider.groupDrivers(id, { page, perPage: PER_PAGE, search: search.trim() }, signal),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  const add = async (values: Record<string, unknown>) => {
    const ids = Array.isArray(values.driver_ids) ? values.driver_ids : [];
    if (ids.length === 0) return;
    try {
      await dataProvider.addGroupDrivers(id, ids);
      notify(texts.added, { type: 'success' });
      setRound((value) => value + 1);
      await refresh();
    } catch (failure) {
      notify(errorMessage(failure), { type: 'error' });
    }
  };
  const remove = async (driverId: number) => {
    try {
      await dataProvider.removeGroupDriver(id, driverId);
      notify(texts.removed, { type: 'success' });
      await refresh();
    } catch (failure) {
      notify(errorMessage(failure), { type: 'error' });
    }
  };

  return (
    <Stack sx={{ gap: 2 }}>
      <Form onSubmit={add} key={round}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <DriversPickerInput source="driver_ids" label={texts.picker} />
          </Box>
          <Box sx={{ pt: { sm: 1 } }}>
            <SubmitButton label={texts.add} />
          </Box>
        </Stack>
      </Form>
      <TextField
        size="small"
        label={texts.search}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
        sx={{ maxWidth: 360 }}
      />
      {isPending ? (
        <Loading />
      ) : error ? (
        <LoadError error={error} />
      ) : data.total === 0 ? (
        <Typography color="text.secondary">{texts.empty}</Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {fill(texts.total, { count: data.total })}
          </Typography>
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{texts.fullName}</TableCell>
                  <TableCell>{texts.phone}</TableCell>
                  <TableCell sx={NARROW_HIDDEN}>{texts.workStatus}</TableCell>
                  <TableCell padding="checkbox" aria-label={texts.remove} />
                </TableRow>
              </TableHead>
              <TableBody>
                {data.drivers.map((driver) => (
                  <TableRow key={driver.id}>
                    <TableCell>
                      <DriverLink id={driver.id} name={driver.full_name} />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{driver.phone}</TableCell>
                    <TableCell sx={NARROW_HIDDEN}>{ruFleet.workStatus[driver.work_status]}</TableCell>
                    <TableCell padding="checkbox">
                      <Tooltip title={texts.remove}>
                        <IconButton aria-label={`${texts.remove}: ${driver.full_name}`} onClick={() => void remove(driver.id)}>
                          <DeleteOutline />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {data.pages > 1 ? <Pagination count={data.pages} page={page} onChange={(_event, value) => setPage(value)} /> : null}
        </>
      )}
    </Stack>
  );
};

export const GroupDrivers = () => {
  const id = useGroupId();
  return (
    <GroupCard tab="drivers">
      {id === ALL_DRIVERS_GROUP_ID ? <Alert severity="info">{ruGroups.allDriversMembers}</Alert> : id > 0 ? <Members id={id} /> : null}
    </GroupCard>
  );
};
