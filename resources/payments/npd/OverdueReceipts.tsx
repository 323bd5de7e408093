/**
 * The park's receipts of self-employed drivers by state, overdue first (`GET /npd/receipts`, paged
 * on the server): what the park must chase before the tax service does. It has no route of its
 * own: the payout notifications (groups 1, 5) and the reconciliation of payouts (1, 2, 5) mount it.
 */
import { Alert, Box, Card, CardContent, MenuItem, Pagination, Stack, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RECEIPT_STATES, type ReceiptState } from '../../../schemas/npd';
import { useAppDataProvider } from '../../../src/root/useAppDataProvider';
import { useText } from '../../../src/i18n/useText';
import { ReceiptsTable } from '../../../src/components/npd/ReceiptsTable';

const PER_PAGE = 25;

export function useNpdReceipts(state: ReceiptState, page: number) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: ['npd-receipts', state, page],
    queryFn: ({ signal }) => dataProvider.npdReceipts(state, page, PER_PAGE, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export const OverdueReceipts = () => {
  const translate = useText();
  const [state, setState] = useState<ReceiptState>('overdue');
  const [page, setPage] = useState(1);
  const query = useNpdReceipts(state, page);
  const data = query.data;
  return (
    <Card component="section" aria-label={translate('npd.receipts.title')}>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
            <Typography variant="h6" component="h2">
              {state === 'overdue' ? translate('npd.receipts.overdueTitle') : translate('npd.receipts.title')}
            </Typography>
            <TextField
              select
              size="small"
              label={translate('npd.receipts.state')}
              value={state}
              onChange={(event) => {
                setState(event.target.value as ReceiptState);
                setPage(1);
              }}
              sx={{ minWidth: 200 }}
            >
              {RECEIPT_STATES.map((value) => (
                <MenuItem key={value} value={value}>
                  {translate(`npd.receiptState.${value}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {data?.sandbox ? (
            <Alert severity="info" variant="outlined">
              {translate('npd.panel.sandbox')}
            </Alert>
          ) : null}
          {query.error ? <Alert severity="error">{query.error.message}</Alert> : null}
          {data && data.items.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {translate('npd.receipts.empty')}
            </Typography>
          ) : null}
          {data && data.items.length > 0 ? (
            <>
              <ReceiptsTable label={state === 'overdue' ? translate('npd.receipts.overdueTitle') : translate('npd.receipts.title')} receipts={data.items} withDriver />
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                <Typography variant="body2" color="text.secondary">
                  {translate('npd.receipts.total', { count: data.total })}
                </Typography>
                {data.pages > 1 ? (
                  <Box>
                    <Pagination count={data.pages} page={page} onChange={(_event, next) => setPage(next)} size="small" />
                  </Box>
                ) : null}
              </Stack>
            </>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
};
