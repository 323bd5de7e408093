/**
 * /drivers/feereport/drivers/{id} (groups 1, 2, 5) — generated (./list.ts): one driver's trips over
 * the period, under the way back to the report, the driver's name and the totals.
 */
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Button, Stack, Typography } from '@mui/material';
import { useListContext, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Transfer } from '../../../schemas/transfers';
import { useText } from '../../../src/i18n/useText';
import { useRouteParams } from '../../../src/root/routeParams';
import { DriverLink } from '../../../src/components/links';
import { GeneratedScopedList } from '../../../src/components/generated/GeneratedScopedList';
import { PeriodMemory, useStoredPeriod } from '../../../src/components/periodFilters';
import { TransferStatusChip } from '../../../src/components/TransferStatusChip';
import { FeeTotalsLine } from './FeeTotals';
import { feereportDriverTrips } from './list';
import { FEEREPORT_PERIOD_KEY } from './parts';

interface DriverMeta {
  driver?: { id: number; full_name: string; phone: string };
}

const Heading = () => {
  const translate = useText();
  const { meta } = useListContext();
  const driver = (meta as DriverMeta | undefined)?.driver;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', px: 2, py: 1 }}>
      <Button component={RouterLink} to="/drivers/feereport" startIcon={<ArrowBack />} size="small">
        {translate('desk.feereport.toReport')}
      </Button>
      {driver ? (
        <Typography variant="h2" component="h1">
          {translate('desk.feereport.driverTitle')}: <DriverLink id={driver.id} name={driver.full_name} inText />
          <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
            {driver.phone}
          </Typography>
        </Typography>
      ) : null}
    </Stack>
  );
};

const slots = { status: (row: RaRecord) => <TransferStatusChip status={(row as Transfer).status} /> };

export const FeereportDriver = () => {
  const { id = '' } = useRouteParams();
  const period = useStoredPeriod(FEEREPORT_PERIOD_KEY);
  return (
    <GeneratedScopedList
      declaration={feereportDriverTrips}
      routeFilter={{ driver_id: id }}
      filterDefaultValues={period}
      slots={slots}
      above={
        <>
          <PeriodMemory storageKey={FEEREPORT_PERIOD_KEY} />
          <Heading />
          <FeeTotalsLine />
        </>
      }
    />
  );
};
