/**
 * `/payments/tochka/:bankTochkaId/payment/:id`: one payout of a Точка account, declared in
 * paymentCard.ts; the screen's own parts are its history table and the refusal of a payout made
 * from another account.
 */
import { Alert, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { z } from 'zod';
import type { PayoutDetailSchema } from '../../../schemas/payouts';
import { formatDateTime } from '../../../src/components/dates';
import { GeneratedCard } from '../../../src/components/generated/GeneratedCard';
import { PayoutStatusChip } from '../../../src/components/payouts/PayoutStatusChip';
import { useIdParam } from '../../../src/root/routeParams';
import { useText } from '../../../src/i18n/useText';
import { tochkaPaymentCard } from './paymentCard';

type PayoutDetail = z.infer<typeof PayoutDetailSchema>;

const History = ({ payout }: { payout: PayoutDetail }) => {
  const translate = useText();
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('payoutAccounts.payment.history')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('payoutAccounts.list.columns.created_at')}</TableCell>
            <TableCell>{translate('payoutAccounts.list.columns.status')}</TableCell>
            <TableCell>{translate('payoutAccounts.list.columns.reason')}</TableCell>
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
  );
};

export const TochkaPayment = () => {
  const translate = useText();
  const accountId = useIdParam('bankTochkaId');
  return (
    <GeneratedCard
      declaration={tochkaPaymentCard}
      slots={{ history: (record) => <History payout={record as PayoutDetail} /> }}
      refuse={(record) => ((record as PayoutDetail).account_id === accountId ? null : <Alert severity="warning">{translate('payoutAccounts.payment.otherAccount')}</Alert>)}
    />
  );
};
