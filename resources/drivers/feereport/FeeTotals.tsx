/** The totals line of the commission report: trips, revenue and both commissions of the whole filter. */
import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useListContext } from 'react-admin';
import type { z } from 'zod';
import type { FeereportResponseSchema } from '../../../schemas/desk';
import { formatNumber } from '../../../src/components/format';
import { Money } from '../../../src/components/money';
import { useText } from '../../../src/i18n/useText';

const bold = { fontWeight: 600, whiteSpace: 'nowrap' } as const;

export type FeeTotals = z.infer<typeof FeereportResponseSchema>['totals'];

const Figure = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="p">
      {label}
    </Typography>
    <Typography component="div" sx={{ fontWeight: 600 }}>
      {children}
    </Typography>
  </Box>
);

/** Reads `meta.totals` of the list's answer; nothing until it arrives. */
export const FeeTotalsLine = () => {
  const translate = useText();
  const { meta } = useListContext();
  const totals = (meta as { totals?: FeeTotals } | undefined)?.totals;
  if (totals === undefined) return null;
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={translate('desk.common.total')}
      sx={{ flexWrap: 'wrap', gap: 4, px: 2, py: 1.5, bgcolor: 'action.hover', borderRadius: 1, mb: 1 }}
    >
      <Figure label={translate('desk.feereport.trips')}>{formatNumber(totals.trips)}</Figure>
      <Figure label={translate('desk.feereport.revenue')}>
        <Money value={totals.revenue} sx={bold} />
      </Figure>
      <Figure label={translate('fleet.fields.park_commission')}>
        <Money value={totals.park_commission} sx={bold} />
      </Figure>
      <Figure label={translate('fleet.fields.aggregator_commission')}>
        <Money value={totals.aggregator_commission} sx={bold} />
      </Figure>
    </Stack>
  );
};
