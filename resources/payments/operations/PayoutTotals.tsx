/** Above the payouts list: the count and sums of its current filter, and a word when it hits the server's cap. */
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useListContext } from 'react-admin';
import { PAYOUT_COUNT_CAP } from '../../../schemas/payout-lists';
import { Money } from '../../../src/components/money';
import { useAppDataProvider } from '../../../src/root/useAppDataProvider';
import { useText } from '../../../src/i18n/useText';

/** The accounts the list filters by. */
export function usePayoutAccounts() {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: ['payouts', 'accounts'],
    queryFn: ({ signal }) => dataProvider.payoutListAccounts(signal),
  }).data?.accounts;
}

export const PayoutTotals = () => {
  const translate = useText();
  const { filterValues, filter, sort, total } = useListContext();
  const dataProvider = useAppDataProvider();
  const params = { filter: { ...filterValues, ...filter }, sort };
  const totals = useQuery({
    queryKey: ['payouts', 'totals', params],
    queryFn: ({ signal }) => dataProvider.payoutTotals(params, signal),
  }).data;
  return (
    <Box sx={{ px: 2, py: 1 }}>
      {totals && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 0.5 }} aria-label={translate('payoutLists.totals.count')} role="group">
          <Typography variant="body2">
            {translate('payoutLists.totals.count')}: <b>{totals.count}</b>
          </Typography>
          <Typography variant="body2" component="div">
            {translate('payoutLists.totals.amount')}: <Money value={totals.amount} component="b" />
          </Typography>
          <Typography variant="body2" component="div">
            {translate('payoutLists.totals.fee')}: <Money value={totals.fee} component="b" />
          </Typography>
        </Stack>
      )}
      {total !== undefined && total >= PAYOUT_COUNT_CAP && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {translate('payoutLists.list.tooMany')}
        </Alert>
      )}
    </Box>
  );
};
