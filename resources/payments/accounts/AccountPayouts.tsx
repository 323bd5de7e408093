/**
 * A bank account's payouts: Точка's `transactions` (paged on the server, `GET /payouts?account_id=`)
 * and `payment/:id` (one payout of that account with its history, `GET /payouts/:id`); Т-Банк's
 * and Альфа's `balance/:id` (the balance as last read, when, and the recent payouts).
 */
import { Alert, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../src/components/dates';
import { Facts } from '../../../src/components/Facts';
import { recordState } from '../../../src/components/loadStates';
import { formatMoney } from '../../../src/components/money';
import { useIdParam } from '../../../src/root/routeParams';
import { ruPayoutAccounts } from '../../../texts/ru-payout-accounts';
import { BankAccount, FlaggedBank } from './AccountForm';
import { PayoutStatusChip } from '../../../src/components/payouts/PayoutStatusChip';
import { AccountStatusChip, BalanceText, PageCard, PayoutsTable, SandboxChip } from './parts';
import { usePayout } from './queries';
import { TochkaTabs } from './TochkaTabs';

const t = ruPayoutAccounts;
const p = t.payment.fields;

export const TochkaTransactions = () => {
  const id = useIdParam('bankTochkaId');
  return (
    <PageCard title={`${t.rails.tochka}: ${t.tabs.transactions.toLowerCase()}`}>
      <TochkaTabs id={id} current="transactions" />
      <BankAccount id={id} rail="tochka">
        {(account) => <PayoutsTable query={{ account_id: account.id }} href={(payout) => `/payments/tochka/${id}/payment/${payout.id}`} />}
      </BankAccount>
    </PageCard>
  );
};

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

const BankBalance = ({ rail }: { rail: 'tbank' | 'alfa' }) => {
  const id = useIdParam('id');
  return (
    <PageCard title={t.balance.title.replace('%{name}', t.rails[rail])}>
      <FlaggedBank rail={rail}>
        <BankAccount id={id} rail={rail}>
          {(account) => (
            <Stack sx={{ gap: 2 }}>
              <SandboxChip sandbox={account.sandbox} />
              <Facts
                items={[
                  { label: t.fields.name, value: account.name },
                  { label: t.fields.public_id, value: account.public_id },
                  { label: t.fields.status, value: <AccountStatusChip status={account.status} /> },
                  { label: t.fields.balance, value: account.balance === null ? t.balance.never : <BalanceText balance={account.balance} /> },
                  { label: t.fields.balance_at, value: formatDateTime(account.balance_at) },
                ]}
              />
              <Typography variant="h2">{t.balance.recent}</Typography>
              <PayoutsTable query={{ account_id: account.id }} />
            </Stack>
          )}
        </BankAccount>
      </FlaggedBank>
    </PageCard>
  );
};

export const TinkoffBalance = () => <BankBalance rail="tbank" />;
export const AlfaBalance = () => <BankBalance rail="alfa" />;
