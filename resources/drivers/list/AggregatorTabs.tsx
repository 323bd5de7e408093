/**
 * Tabs above the drivers list: «Все» and one per aggregator of the park, each with its figures
 * for the list's period (a select on a phone). A switch keeps the list's query (filters, sort,
 * page size).
 */
import { Box, MenuItem, Stack, Tab, TextField, Typography } from '@mui/material';
import { TabStrip } from '../../../src/components/TabStrip';
import { useGetList, useListContext } from 'react-admin';
import { useState, type ChangeEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { DRIVER_RESOURCES } from '../../../dataProvider/adapters/drivers';
import type { Aggregator } from '../../../schemas/transfers';
import { formatNumber } from '../../../src/components/format';
import { t } from '../../../texts/t';
import { useText } from '../../../src/i18n/useText';
import { useIsPhone } from '../../../src/components/ResponsiveList';
import { driversListPath } from '../common/paths';
import {
  INACTIVE_INTERVAL_CHOICES,
  readInactiveInterval,
  storeInactiveInterval,
} from './aggregatorFigures';
import { periodOf } from '../../../src/components/period';
import { listPeriodDefaults } from './listPeriod';
import { useAggregatorFigures, type FiguresById } from './useAggregatorFigures';
import { useParkId } from './useParkId';

const TabLabel = ({ title, caption }: { title: string; caption: string }) => (
  <Box sx={{ textAlign: 'left' }}>
    <Typography variant="body2" sx={{ fontWeight: 600 }}>
      {title}
    </Typography>
    <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
      {caption}
    </Typography>
  </Box>
);

function captionOf(figures: FiguresById[number] | undefined): string {
  if (figures === undefined) return t('drivers.list.figuresPending');
  if (figures === 'failed') return t('drivers.list.figuresFailed');
  return t('drivers.list.aggregatorFigures', {
    trips: formatNumber(figures.transfers),
    active: formatNumber(figures.drivers_active),
    total: formatNumber(figures.drivers_total),
  });
}

const NO_AGGREGATORS: Aggregator[] = [];

/** «Все» or one aggregator, with its figures: a tab on a wide screen, an option of a select on a phone. */
interface AggregatorChoice {
  value: string;
  title: string;
  caption: string;
}

export const AggregatorTabs = ({ current }: { current: string }) => {
  const translate = useText();
  const { filterValues, meta } = useListContext();
  const location = useLocation();
  const navigate = useNavigate();
  const phone = useIsPhone();
  const parkId = useParkId();
  const { data: aggregators = NO_AGGREGATORS } = useGetList<Aggregator>(
    DRIVER_RESOURCES.parkAggregators,
    { filter: { taxis_id: parkId }, pagination: { page: 1, perPage: 1000 } },
    { enabled: parkId !== undefined },
  );
  const [interval, setInactiveInterval] = useState(readInactiveInterval);
  const period = periodOf(filterValues) ?? listPeriodDefaults();
  const figures = useAggregatorFigures(
    aggregators.map((aggregator) => aggregator.id),
    period,
    interval,
  );

  const changeInterval = (event: ChangeEvent<HTMLInputElement>) => {
    const days = event.target.value === '' ? null : Number(event.target.value);
    storeInactiveInterval(days);
    setInactiveInterval(days);
  };

  const parkTotal: unknown = (meta as { drivers_total?: unknown } | undefined)?.drivers_total;
  const choices: AggregatorChoice[] = [
    {
      value: 'all',
      title: translate('drivers.list.all'),
      caption: typeof parkTotal === 'number' ? translate('drivers.list.parkTotal', { count: formatNumber(parkTotal) }) : '',
    },
    ...aggregators.map((aggregator) => ({
      value: String(aggregator.id),
      title: aggregator.name,
      caption: captionOf(figures[aggregator.id]),
    })),
  ];
  const known = choices.some((choice) => choice.value === current);
  const pathOf = (value: string) => `${driversListPath(value)}${location.search}`;

  return (
    <Stack
      direction={phone ? 'column' : 'row'}
      sx={{ alignItems: phone ? 'stretch' : 'center', gap: phone ? 0 : 2, px: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {phone ? (
        <TextField
          select
          size="small"
          label={translate('fleet.fields.aggregator')}
          value={known ? current : ''}
          onChange={(event) => navigate(pathOf(event.target.value))}
          helperText={choices.find((choice) => choice.value === current)?.caption}
          sx={{ mt: 1 }}
        >
          {choices.map((choice) => (
            <MenuItem key={choice.value} value={choice.value}>
              {choice.title}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <TabStrip value={known ? current : false} sx={{ flex: 1, minWidth: 0 }}>
          {choices.map((choice) => (
            <Tab
              key={choice.value}
              value={choice.value}
              component={RouterLink}
              to={pathOf(choice.value)}
              label={<TabLabel title={choice.title} caption={choice.caption} />}
            />
          ))}
        </TabStrip>
      )}
      <TextField
        select
        size="small"
        label={translate('drivers.list.inactiveInterval')}
        helperText={translate('drivers.list.inactiveIntervalHint')}
        value={interval === null ? '' : String(interval)}
        onChange={changeInterval}
        fullWidth={phone}
        sx={phone ? { my: 1 } : { width: 240, flexShrink: 0, my: 1 }}
      >
        <MenuItem value="">{translate('drivers.list.inactiveIntervalDefault')}</MenuItem>
        {INACTIVE_INTERVAL_CHOICES.map((days) => (
          <MenuItem key={days} value={String(days)}>
            {days}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
};
