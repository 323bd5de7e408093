/**
 * The antifraud screen (spec 2): `/aggregators/detail/{aggregator}/antifrod` and its alias
 * `/aggregators/antifrod/{aggregator}` render this same component. `{aggregator}` is the
 * aggregator's code (gett, yandex...) or its id. Tabs per aggregator of the park, the period
 * filter, the period's figures, the reasons with their counts (a click filters the trips by it)
 * and the flagged trips (GET /aggregators/antifraud), paged on the server; cards on a phone.
 * A code the park has no aggregator for shows the server's notice and the tabs of the ones it has.
 */
import { Alert, Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { DataTable, List, Pagination, useListContext } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { ANTIFRAUD_RESOURCE, type AntifraudMeta } from '../../../dataProvider/adapters/antifraud';
import { aggregatorRefOf, type FlaggedTransfer } from '../../../schemas/antifraud';
import { formatDateTime } from '../../../src/components/dates';
import { formatNumber } from '../../../src/components/format';
import { DriverLink, transferPath } from '../../../src/components/links';
import { LinkTabs } from '../../../src/components/ListTabs';
import { listSx, tableSx } from '../../../src/components/listSx';
import { Money } from '../../../src/components/money';
import { PeriodMemory, periodFilters, useStoredPeriod } from '../../../src/components/periodFilters';
import { PhoneList, ResponsiveList, joinFacts } from '../../../src/components/ResponsiveList';
import { TransferStatusChip } from '../../../src/components/TransferStatusChip';
import { useRouteParams } from '../../../src/root/routeParams';
import { useText } from '../../../src/i18n/useText';
import { antifraudPath, isDetailPath, tabQuery } from './paths';

export const ANTIFRAUD_PERIOD_KEY = 'aggregators.antifrod.period';
const Col = DataTable.Col<FlaggedTransfer>;

/** The answer's figures and lists besides the rows; absent until the first answer. */
function useAntifraudMeta(): AntifraudMeta | undefined {
  return useListContext().meta as AntifraudMeta | undefined;
}

const AggregatorTabs = () => {
  const translate = useText();
  const meta = useAntifraudMeta();
  const { filterValues } = useListContext();
  const { pathname } = useLocation();
  if (meta === undefined) return null;
  const detail = isDetailPath(pathname);
  return (
    <LinkTabs
      label={translate('antifraud.tabsLabel')}
      value={meta.aggregator?.code ?? false}
      tabs={meta.aggregators.map((aggregator) => ({ value: aggregator.code, label: translate(`fleet.aggregatorCode.${aggregator.code}`) }))}
      to={(code) => `${antifraudPath(code, detail)}${tabQuery(filterValues)}`}
    />
  );
};

const FigureCard = ({ label, value, caption }: { label: string; value: ReactNode; caption?: string }) => (
  <Card component="section" aria-label={label} variant="outlined">
    <CardContent>
      <Typography component="h2" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h3" component="p" data-figure sx={{ whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
      {caption === undefined ? null : (
        <Typography variant="caption" component="p" color="text.secondary">
          {caption}
        </Typography>
      )}
    </CardContent>
  </Card>
);

const Figures = ({ meta }: { meta: AntifraudMeta }) => {
  const translate = useText();
  const { figures } = meta;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))', gap: 2, mb: 2 }}>
      <FigureCard label={translate('antifraud.figures.flagged_trips')} value={formatNumber(figures.flagged_trips)} />
      <FigureCard label={translate('antifraud.figures.flagged_sum')} value={<Money value={figures.flagged_sum} variant="h3" component="span" />} />
      <FigureCard
        label={translate('antifraud.figures.flagged_share')}
        value={`${formatNumber(figures.flagged_share, { fractionDigits: 2 })}\u00a0%`}
        caption={translate('antifraud.completeTrips', { count: formatNumber(figures.complete_trips) })}
      />
      <FigureCard label={translate('antifraud.figures.drivers')} value={formatNumber(figures.drivers)} />
    </Box>
  );
};

/** The period's reasons with their counts: a click shows only that reason's trips, a second one all again. */
const Reasons = ({ meta }: { meta: AntifraudMeta }) => {
  const translate = useText();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const current = typeof filterValues.reason === 'string' ? filterValues.reason : undefined;
  const choose = (reason: string | undefined) => {
    const { reason: _dropped, ...rest } = filterValues;
    setFilters(reason === undefined ? rest : { ...rest, reason }, displayedFilters);
  };
  if (meta.reasons.length === 0) return null;
  const chipSx = { height: 'auto', py: 0.5, '& .MuiChip-label': { whiteSpace: 'normal' } } as const;
  return (
    <Box component="section" aria-label={translate('antifraud.reasons')} sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {translate('antifraud.reasons')}
      </Typography>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Chip
          label={translate('antifraud.allReasons')}
          color={current === undefined ? 'primary' : 'default'}
          variant={current === undefined ? 'filled' : 'outlined'}
          onClick={() => choose(undefined)}
          sx={chipSx}
        />
        {meta.reasons.map((row) => {
          const active = row.reason === current;
          return (
            <Chip
              key={row.reason}
              data-reason={row.reason}
              aria-pressed={active}
              label={`${row.reason} · ${formatNumber(row.trips)}`}
              color={active ? 'primary' : 'default'}
              variant={active ? 'filled' : 'outlined'}
              onClick={() => choose(active ? undefined : row.reason)}
              sx={chipSx}
            />
          );
        })}
      </Stack>
    </Box>
  );
};

const Empty = () => {
  const translate = useText();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
      {translate('antifraud.empty')}
    </Typography>
  );
};

const TripsTable = () => {
  const translate = useText();
  return (
    <DataTable<FlaggedTransfer> sx={tableSx} rowClick={(id) => transferPath(id)} bulkActionButtons={false} empty={<Empty />}>
      <Col source="short_id" label={translate('fleet.fields.short_id')} disableSort />
      <Col source="booked_at" label={translate('fleet.fields.booked_at')} disableSort render={(record) => formatDateTime(record.booked_at)} />
      <Col
        source="driver.full_name"
        label={translate('fleet.fields.driver')}
        disableSort
        render={(record) => <DriverLink id={record.driver.id} name={record.driver.full_name} />}
      />
      <Col source="status" label={translate('fleet.fields.status')} disableSort render={(record) => <TransferStatusChip status={record.status} />} />
      <Col source="price" label={translate('fleet.fields.price')} align="right" disableSort render={(record) => <Money value={record.price} />} />
      <Col source="fraud_reason" label={translate('antifraud.fields.reason')} disableSort />
    </DataTable>
  );
};

/** A phone's card of a flagged trip: number and price, then when, driver and reason; a tap opens it. */
const TripCards = () => {
  const translate = useText();
  return (
    <PhoneList<FlaggedTransfer>
      aria-label={translate('antifraud.title')}
      rowClick={(id) => transferPath(id)}
      empty={<Empty />}
      primaryText={(record) => record.short_id}
      tertiaryText={(record) => <Money value={record.price} />}
      secondaryText={(record) => joinFacts(formatDateTime(record.booked_at), record.driver.full_name, record.fraud_reason)}
    />
  );
};

/** Under the tabs: the notice when the park has no such aggregator, else figures, reasons and trips. */
const Body = () => {
  const translate = useText();
  const meta = useAntifraudMeta();
  if (meta === undefined) return null;
  if (meta.aggregator === null) {
    return (
      <Stack spacing={1} sx={{ p: 2 }}>
        {meta.notice === null ? null : <Alert severity="info">{meta.notice}</Alert>}
        {meta.aggregators.length === 0 ? <Alert severity="info">{translate('antifraud.noAggregators')}</Alert> : null}
      </Stack>
    );
  }
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, pt: 1 }}>
      <Figures meta={meta} />
      <Reasons meta={meta} />
    </Box>
  );
};

const Trips = () => {
  const meta = useAntifraudMeta();
  if (meta?.aggregator === null) return null;
  return (
    <ResponsiveList phone={<TripCards />}>
      <TripsTable />
    </ResponsiveList>
  );
};

/** The title names the aggregator of the path: by its code at once, else (an id) once the answer names it. */
function useTitle(param: string): string {
  const translate = useText();
  const ref = aggregatorRefOf(param);
  if (ref !== null && 'code' in ref) return translate('antifraud.titleOf', { name: translate(`fleet.aggregatorCode.${ref.code}`) });
  return translate('antifraud.title');
}

export const AntifraudScreen = () => {
  const aggregator = useRouteParams().aggregator ?? '';
  const period = useStoredPeriod(ANTIFRAUD_PERIOD_KEY);
  const title = useTitle(aggregator);
  return (
    <List
      sx={listSx}
      resource={ANTIFRAUD_RESOURCE}
      storeKey="aggregators.antifrod"
      title={title}
      filter={{ aggregator }}
      filters={periodFilters()}
      filterDefaultValues={period}
      perPage={50}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      actions={false}
      empty={false}
    >
      <PeriodMemory storageKey={ANTIFRAUD_PERIOD_KEY} />
      <AggregatorTabs />
      <Body />
      <Trips />
    </List>
  );
};
