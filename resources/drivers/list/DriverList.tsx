/**
 * /drivers/list/:aggregatorId — generated (./list.ts), with the aggregator tabs and their figures
 * above, the period remembered, «Добавить водителя» and the xlsx export of the current filter.
 * `:aggregatorId` ('all' or an aggregator) narrows by `taxis_aggregators`.
 */
import AddOutlined from '@mui/icons-material/AddOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import { Button, Chip, Stack, Tooltip } from '@mui/material';
import { useEffect, useMemo, type MouseEvent } from 'react';
import { useListContext, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { driversListQuery } from '../../../dataProvider/adapters/drivers';
import { DRIVER_ENDPOINTS, type DriverListItem } from '../../../schemas/drivers';
import { ExportButton } from '../../../src/components/ExportButton';
import { GeneratedScopedList } from '../../../src/components/generated/GeneratedScopedList';
import { useRouteParams } from '../../../src/root/routeParams';
import { t } from '../../../texts/t';
import { useText } from '../../../src/i18n/useText';
import { driversListPath } from '../common/paths';
import { SelfStateBadge } from '../common/SelfStateBadge';
import { AggregatorTabs } from './AggregatorTabs';
import { driverList } from './list';
import { listPeriodDefaults, rememberPeriod } from './listPeriod';

const ExportDrivers = ({ permanent }: { permanent: Record<string, string> }) => {
  const { filterValues, sort } = useListContext();
  return (
    <ExportButton
      path={DRIVER_ENDPOINTS.listExport}
      query={driversListQuery({ sort, filter: { ...filterValues, ...permanent } })}
      fallbackName="drivers.xlsx"
    />
  );
};

/** Keeps the period the user picks (src/components/period.ts). */
const RememberPeriod = () => {
  const { filterValues } = useListContext();
  useEffect(() => rememberPeriod(filterValues), [filterValues]);
  return null;
};

const stopRowClick = (event: MouseEvent) => event.stopPropagation();

const AggregatorChips = ({ record }: { record: DriverListItem }) => {
  const translate = useText();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {record.links.map((link) => (
        <Chip
          key={link.aggregator_id}
          size="small"
          clickable
          component={RouterLink}
          to={driversListPath(link.aggregator_id)}
          onClick={stopRowClick}
          label={link.aggregator_name}
          color={link.status === 'active' ? 'primary' : 'default'}
          variant={link.status === 'active' ? 'outlined' : 'filled'}
          title={translate(`fleet.linkStatus.${link.status}`)}
        />
      ))}
    </Stack>
  );
};

const slots = {
  self_state: (row: RaRecord) => <SelfStateBadge state={(row as DriverListItem).self_state} />,
  aggregators: (row: RaRecord) => <AggregatorChips record={row as DriverListItem} />,
  blocked: (row: RaRecord) =>
    (row as DriverListItem).is_blocked ? (
      <Tooltip title={t('drivers.list.blocked')}>
        <BlockOutlined color="error" fontSize="small" aria-label={t('drivers.list.blocked')} />
      </Tooltip>
    ) : null,
};

export const DriverList = () => {
  const translate = useText();
  const { aggregatorId = 'all' } = useRouteParams();
  const permanent = useMemo((): Record<string, string> => (aggregatorId === 'all' ? {} : { taxis_aggregators: aggregatorId }), [aggregatorId]);
  const defaults = useMemo(() => listPeriodDefaults(), []);
  return (
    <GeneratedScopedList
      declaration={driverList}
      slots={slots}
      routeFilter={permanent}
      filterDefaultValues={defaults}
      actions={
        <>
          <Button component={RouterLink} to="/drivers/new" size="small" startIcon={<AddOutlined />}>
            {translate('drivers.list.create')}
          </Button>
          <ExportDrivers permanent={permanent} />
        </>
      }
      above={
        <>
          <RememberPeriod />
          <AggregatorTabs current={aggregatorId} />
        </>
      }
    />
  );
};
