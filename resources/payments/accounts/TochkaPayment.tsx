/** `/payments/tochka/:bankTochkaId/payment/:id`: one payout of a Точка account with its history (`GET /payouts/:id`). */
import { Alert, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../src/components/dates';
import { Facts } from '../../../src/components/Facts';
import { recordState } from '../../../src/components/loadStates';
import { formatMoney } from '../../../src/components/money';
import { PayoutStatusChip } from '../../../src/components/payouts/PayoutStatusChip';
import { useIdParam } from '../../../src/root/routeParams';
import { ruPayoutAccounts } from '../../../texts/ru-payout-accounts';
import { PageCard } from './parts';
import { usePayout } from './queries';

const t = ruPayoutAccounts;
const p = t.payment.fields;

export const TochkaPayment = () => {
  const accountId = useIdParam('bankTochkaId');
  const id = useIdParam('id');
  const query = usePayout(id);
  const title = t.payment.title.replace('%{id}', String(id));
  const state = recordState(id, query);
  const payout = query.data;
  return (
    <PageCard title={title} actions={<Link to={`/payments/tochka/${accountId}/transactions`}>{t.payment.back}</Link>}>
      {state ??
        (payout && payout.account_id !== accountId ? (
          <Alert severity="warning">{t.payment.otherAccount}</Alert>
        ) : payout ? (
          <Stack sx={{ gap: 2 }}>
            <Facts
              items={[
                { label: p.status, value: <PayoutStatusChip status={payout.status} /> },
                { label: p.driver, value: payout.driver_name },
                { label: p.amount, value: formatMoney(payout.amount) },
                { label: p.fee, value: formatMoney(payout.fee) },
                { label: p.destination, value: payout.destination_title },
                { label: p.created_at, value: formatDateTime(payout.created_at) },
                { label: p.completed_at, value: formatDateTime(payout.completed_at) },
                { label: p.external_id, value: payout.external_id },
                { label: p.created_by, value: payout.created_by },
                { label: p.approved_by, value: payout.approved_by },
                { label: p.reason, value: payout.reason },
              ]}
            />
            <Typography variant="h2">{t.payment.history}</Typography>
            <TableContainer>
              <Table size="small" aria-label={t.payment.history}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t.list.columns.created_at}</TableCell>
                    <TableCell>{t.list.columns.status}</TableCell>
                    <TableCell>{t.list.columns.reason}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {payout.events.map((event, index) => (
                    <TableRow key={index}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(event.created_at)}</TableCell>
                      <TableCell>
                        <PayoutStatusChip status={event.status} />
                      </TableCell>
                      <TableCell>{[event.reason, event.user_name].filter(Boolean).join(' · ')}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Stack>
        ) : null)}
    </PageCard>
  );
};
