/**
 * `/aggregators/detail/:aggregator/drivers-add-list` — generated (./list.ts), re-polled while a
 * request waits for the aggregator. By hand: the title with the aggregator's name, «Новая заявка»
 * (the request form) and «Настройки заявок», the sandbox note and the count, each status as its chip.
 */
import Add from '@mui/icons-material/Add';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useListContext, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { DriverAddRequest } from '../../../schemas/drivers-add';
import { GeneratedScopedList } from '../../../src/components/generated/GeneratedScopedList';
import { useParkAggregators } from '../../../src/components/parkAggregators';
import { useIdParam } from '../../../src/root/routeParams';
import { useText } from '../../../src/i18n/useText';
import { DriverAddCreateDialog } from './DriverAddCreate';
import { DriverAddStatusChip, driversAddSettingsPath, SandboxNote } from './shared';
import { driversAddList } from './list';

const slots = { status: (row: RaRecord) => <DriverAddStatusChip status={(row as DriverAddRequest).status} /> };

/** Over the rows: whether the aggregator is the sandbox, and how many requests there are. */
const Above = ({ sandbox }: { sandbox: boolean }) => {
  const translate = useText();
  const { data, total, isPending } = useListContext<DriverAddRequest>();
  if (isPending) return null;
  return (
    <Stack sx={{ gap: 2, mb: 1 }}>
      <SandboxNote sandbox={data?.[0]?.sandbox ?? sandbox} />
      {total ? (
        <Typography variant="body2" color="text.secondary">
          {translate('driversAdd.list.total', { count: total })}
        </Typography>
      ) : null}
    </Stack>
  );
};

export const DriversAddList = () => {
  const translate = useText();
  const aggregatorId = useIdParam('aggregator');
  const aggregator = useParkAggregators().find((item) => item.id === aggregatorId);
  const [creating, setCreating] = useState(false);
  if (aggregatorId < 0) return <Alert severity="warning">{translate('errors.notFound')}</Alert>;
  const title = aggregator ? `${translate('driversAdd.list.title')}: ${aggregator.name}` : translate('driversAdd.list.title');

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
                {translate('driversAdd.list.newRequest')}
              </Button>
              <Button component={RouterLink} to={driversAddSettingsPath(aggregatorId)} startIcon={<SettingsOutlined />}>
                {translate('driversAdd.list.settings')}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <GeneratedScopedList declaration={driversAddList} slots={slots} above={<Above sandbox={aggregator?.connection.mode !== 'live'} />} />
        </CardContent>
      </Card>
      {creating ? <DriverAddCreateDialog aggregatorId={aggregatorId} onClose={() => setCreating(false)} /> : null}
    </Stack>
  );
};
