/** The last 7 days' figures of an aggregator (`GET /aggregators/{id}/transfers`): drivers, trips, income, the park's commission. */
import { Box, Typography } from '@mui/material';
import { formatNumber } from '../../src/components/format';
import { formatMoney } from '../../src/components/money';
import { useText } from '../../src/i18n/useText';
import { useAggregatorFigures } from './queries';

const Figure = ({ label, value }: { label: string; value: string }) => (
  <Box role="group" aria-label={label} sx={{ minWidth: 0 }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="subtitle1" component="div" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
      {value}
    </Typography>
  </Box>
);

export const AggregatorFigures = ({ id }: { id: number }) => {
  const translate = useText();
  const { data } = useAggregatorFigures(id);
  const dash = '—';
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5 }}>
      <Figure label={translate('aggregators.list.drivers')} value={data ? formatNumber(data.drivers_total) : dash} />
      <Figure label={translate('aggregators.list.trips')} value={data ? formatNumber(data.transfers) : dash} />
      <Figure label={translate('aggregators.list.income')} value={data ? formatMoney(data.income) : dash} />
      <Figure label={translate('aggregators.list.commission')} value={data ? formatMoney(data.park_commission) : dash} />
    </Box>
  );
};

