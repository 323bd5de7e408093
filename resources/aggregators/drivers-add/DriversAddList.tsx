/**
 * `/aggregators/detail/:aggregator/drivers-add-list`: the aggregator's requests to register
 * drivers and cars, paged on the server, filtered by status (one select), each with its status
 * chip; «Новая заявка» opens the request form, «Настройки заявок» the park's defaults. The list
 * asks again while a request on its page waits for the aggregator.
 */
import Add from '@mui/icons-material/Add';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Pagination,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { DRIVER_ADD_STATUSES, isPending, type DriverAddStatus } from '../../../schemas/drivers-add';
import { formatDateTime } from '../../../src/components/dates';
import { LoadError, Loading } from '../../../src/components/loadStates';
import { useParkAggregators } from '../../../src/components/parkAggregators';
import { useAppDataProvider } from '../../../src/root/useAppDataProvider';
import { fill, ru } from '../../../texts/ru';
import { ruDriversAdd } from '../../../texts/ru-drivers-add';
import { DriverAddCreateDialog } from './DriverAddCreate';
import { DriverAddStatusChip, driverAddPath, driversAddSettingsPath, REFRESH_MS, SandboxNote } from './shared';
import { useIdParam } from '../../../src/root/routeParams';

const texts = ruDriversAdd.list;
const PER_PAGE = 25;
/** On a phone the number, the subject and the status fit; the rest waits for a wider screen. */
const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;

export const DriversAddList = () => {
  const aggregatorId = useIdParam('aggregator');
  const dataProvider = useAppDataProvider();
  const aggregator = useParkAggregators().find((item) => item.id === aggregatorId);
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<DriverAddStatus | ''>('');
  const [creating, setCreating] = useState(false);
  const { data, error, isPending: loading } = useQuery({
    queryKey: ['drivers-add', aggregatorId, page, status],
    queryFn: ({ signal }) => dataProvider.driverAddRequests(aggregatorId, { page, countperpage: PER_PAGE, status: status || undefined }, signal),
    enabled: aggregatorId > 0,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.requests.some((request) => isPending(request.status)) ? REFRESH_MS : false),
  });
  if (aggregatorId < 0) return <Alert severity="warning">{ru.errors.notFound}</Alert>;
  const title = aggregator ? `${texts.title}: ${aggregator.name}` : texts.title;

  return (
    <Stack sx={{ gap: 2, minWidth: 0 }}>
      <Title title={title} />
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
            <Typography variant="h1" sx={{ overflowWrap: 'break-word' }}>
              {title}
            </Typography>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
                {texts.newRequest}
              </Button>
              <Button component={RouterLink} to={driversAddSettingsPath(aggregatorId)} startIcon={<SettingsOutlined />}>
                {texts.settings}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Stack sx={{ gap: 2 }}>
            {data ? <SandboxNote sandbox={data.requests[0]?.sandbox ?? aggregator?.connection.mode !== 'live'} /> : null}
            <TextField
              select
              size="small"
              label={texts.statusFilter}
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as DriverAddStatus | '');
                setPage(1);
              }}
              sx={{ maxWidth: 280 }}
            >
              <MenuItem value="">{texts.allStatuses}</MenuItem>
              {DRIVER_ADD_STATUSES.map((value) => (
                <MenuItem key={value} value={value}>
                  {ruDriversAdd.status[value]}
                </MenuItem>
              ))}
            </TextField>
            {loading ? (
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
                        <TableCell>{texts.columns.id}</TableCell>
                        <TableCell>{texts.columns.subject}</TableCell>
                        <TableCell sx={WIDE}>{texts.columns.kind}</TableCell>
                        <TableCell>{texts.columns.status}</TableCell>
                        <TableCell sx={WIDE}>{texts.columns.reason}</TableCell>
                        <TableCell sx={WIDE}>{texts.columns.updated}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {data.requests.map((request) => (
                        <TableRow key={request.id} hover>
                          <TableCell>
                            <RouterLink to={driverAddPath(request.id)}>{request.id}</RouterLink>
                          </TableCell>
                          <TableCell sx={{ overflowWrap: 'break-word' }}>
                            <RouterLink to={driverAddPath(request.id)}>{request.kind === 'car' ? (request.car_title ?? request.driver_name) : request.driver_name}</RouterLink>
                            {request.kind === 'car' ? (
                              <Typography variant="body2" color="text.secondary">
                                {request.driver_name}
                              </Typography>
                            ) : null}
                          </TableCell>
                          <TableCell sx={WIDE}>{ruDriversAdd.kind[request.kind]}</TableCell>
                          <TableCell>
                            <DriverAddStatusChip status={request.status} />
                          </TableCell>
                          <TableCell sx={{ ...WIDE, maxWidth: 320 }}>{request.reason ?? ruDriversAdd.card.noReason}</TableCell>
                          <TableCell sx={{ ...WIDE, whiteSpace: 'nowrap' }}>{formatDateTime(request.updated_at)}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableContainer>
                {data.pages > 1 ? (
                  <Box>
                    <Pagination count={data.pages} page={page} onChange={(_event, value) => setPage(value)} />
                  </Box>
                ) : null}
              </>
            )}
          </Stack>
        </CardContent>
      </Card>
      {creating ? <DriverAddCreateDialog aggregatorId={aggregatorId} onClose={() => setCreating(false)} /> : null}
    </Stack>
  );
};
