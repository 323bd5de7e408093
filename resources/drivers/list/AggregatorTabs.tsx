/**
 * Tabs above the drivers list: «Все» and one per aggregator of the park, each with its figures
 * for the list's period. A tab keeps the list's query (filters, sort, page size) as it switches.
 */
import { Box, MenuItem, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useGetList, useListContext } from 'react-admin';
import { useState, type ChangeEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { DRIVER_RESOURCES } from '../../../dataProvider/adapters/drivers';
import type { Aggregator } from '../../../schemas/transfers';
import { formatNumber } from '../../../src/components/format';
import { fill } from '../../../src/i18n/ru';
import { ruDrivers } from '../../../src/i18n/ru-drivers';
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

const text = ruDrivers.list;

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
  if (figures === undefined) return text.figuresPending;
  if (figures === 'failed') return text.figuresFailed;
  return fill(text.aggregatorFigures, {
    trips: formatNumber(figures.transfers),
    active: formatNumber(figures.drivers_active),
    total: formatNumber(figures.drivers_total),
  });
}

const NO_AGGREGATORS: Aggregator[] = [];

export const AggregatorTabs = ({ current }: { current: string }) => {
  const { filterValues, meta } = useListContext();
  const location = useLocation();
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
  const known = current === 'all' || aggregators.some((aggregator) => String(aggregator.id) === current);
  const tabLink = (id: number | 'all') => ({ component: RouterLink, to: `${driversListPath(id)}${location.search}` });

  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 2, px: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Tabs value={known ? current : false} variant="scrollable" scrollButtons="auto" sx={{ flex: 1, minWidth: 0 }}>
        <Tab
          value="all"
          {...tabLink('all')}
          label={
            <TabLabel
              title={text.all}
              caption={typeof parkTotal === 'number' ? fill(text.parkTotal, { count: formatNumber(parkTotal) }) : ''}
            />
          }
        />
        {aggregators.map((aggregator) => (
          <Tab
            key={aggregator.id}
            value={String(aggregator.id)}
            {...tabLink(aggregator.id)}
            label={<TabLabel title={aggregator.name} caption={captionOf(figures[aggregator.id])} />}
          />
        ))}
      </Tabs>
      <TextField
        select
        size="small"
        label={text.inactiveInterval}
        helperText={text.inactiveIntervalHint}
        value={interval === null ? '' : String(interval)}
        onChange={changeInterval}
        fullWidth={false}
        sx={{ width: 240, flexShrink: 0, my: 1 }}
      >
        <MenuItem value="">{text.inactiveIntervalDefault}</MenuItem>
        {INACTIVE_INTERVAL_CHOICES.map((days) => (
          <MenuItem key={days} value={String(days)}>
            {days}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
};
