/** Pieces the payout accounts' screens share: the page's card, chips, the paged payouts of an account. */
import { Alert, Box, Card, CardContent, Chip, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';
import type { PayoutAccountStatusSchema } from '../../../schemas/payout-accounts';
import type { Payout, PayoutsQuery } from '../../../schemas/payouts';
import { formatDateTime } from '../../../src/components/dates';
import { LoadError, Loading } from '../../../src/components/loadStates';
import { formatMoney } from '../../../src/components/money';
import { PayoutStatusChip } from '../../../src/components/payouts/PayoutStatusChip';
import { useIsPhone } from '../../../src/components/ResponsiveList';
import { ruPayoutAccounts } from '../../../texts/ru-payout-accounts';
import type { z } from 'zod';
import { usePayouts } from './queries';

const t = ruPayoutAccounts;

/** The screen's frame: its title in the app bar and as the card's heading. */
export const PageCard = ({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) => (
  <Stack sx={{ gap: 2, minWidth: 0 }}>
    <Title title={title} />
    <Card>
      <CardContent>
        <Stack sx={{ gap: 2, minWidth: 0 }}>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="h1" sx={{ overflowWrap: 'break-word' }}>
              {title}
            </Typography>
            {actions}
          </Stack>
          {children}
        </Stack>
      </CardContent>
    </Card>
  </Stack>
);

export const SandboxChip = ({ sandbox }: { sandbox: boolean }) =>
  sandbox ? <Chip size="small" color="warning" variant="outlined" label={t.sandbox} title={t.sandboxHint} sx={{ alignSelf: 'flex-start' }} /> : null;

const STATUS_COLOR = { active: 'success', pending: 'info', blocked: 'error', closed: 'default' } as const;
export const AccountStatusChip = ({ status }: { status: z.infer<typeof PayoutAccountStatusSchema> }) => (
  <Chip size="small" color={STATUS_COLOR[status]} label={t.accountStatus[status]} />
);


/** A balance as last read, with when; «не считывался» before the first read. */
export const BalanceText = ({ balance, at }: { balance: string | null; at?: string | null }) =>
  balance === null ? (
    <Typography variant="body2" color="text.secondary">
      {t.noBalance}
    </Typography>
  ) : (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {formatMoney(balance)}
      {at ? (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
          {t.balance.at.replace('%{at}', formatDateTime(at))}
        </Typography>
      ) : null}
    </Box>
  );

const c = t.list.columns;

/** One payout as a phone's card. */
const PayoutCard = ({ payout, href }: { payout: Payout; href?: (payout: Payout) => string }) => (
  <Box sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'break-word' }}>
        {href ? <Link to={href(payout)}>№ {payout.id}</Link> : `№ ${payout.id}`} · {payout.driver_name}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
        {formatMoney(payout.amount)}
      </Typography>
    </Stack>
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
      <PayoutStatusChip status={payout.status} />
      <Typography variant="caption" color="text.secondary">
        {formatDateTime(payout.created_at)}
      </Typography>
    </Stack>
  </Box>
);

/** The payouts of an account (or a rail), paged on the server: `GET /payouts`. */
export const PayoutsTable = ({ query, href, empty = t.list.payoutsEmpty }: { query: Partial<PayoutsQuery>; href?: (payout: Payout) => string; empty?: string }) => {
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const phone = useIsPhone();
  const { data, error, isPending } = usePayouts({ ...query, page: page + 1, countperpage: perPage });
  if (error) return <Alert severity="warning">{t.list.payoutsFailed}</Alert>;
  if (isPending) return <Loading />;
  if (data.payouts.length === 0) return <Alert severity="info">{empty}</Alert>;
  return (
    <Box sx={{ minWidth: 0 }}>
      {phone ? (
        data.payouts.map((payout) => <PayoutCard key={payout.id} payout={payout} href={href} />)
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t.list.payoutsTitle}>
            <TableHead>
              <TableRow>
                <TableCell>{c.id}</TableCell>
                <TableCell>{c.created_at}</TableCell>
                <TableCell>{c.driver}</TableCell>
                <TableCell>{c.destination}</TableCell>
                <TableCell align="right">{c.amount}</TableCell>
                <TableCell align="right">{c.fee}</TableCell>
                <TableCell>{c.status}</TableCell>
                <TableCell>{c.reason}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.payouts.map((payout) => (
                <TableRow key={payout.id}>
                  <TableCell>{href ? <Link to={href(payout)}>{payout.id}</Link> : payout.id}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(payout.created_at)}</TableCell>
                  <TableCell>{payout.driver_name}</TableCell>
                  <TableCell>{payout.destination_title}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(payout.amount)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(payout.fee)}
                  </TableCell>
                  <TableCell>
                    <PayoutStatusChip status={payout.status} />
                  </TableCell>
                  <TableCell>{payout.reason}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <TablePagination
        component="div"
        count={data.total}
        page={page}
        rowsPerPage={perPage}
        rowsPerPageOptions={[25, 50, 100]}
        onPageChange={(_event, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setPerPage(Number(event.target.value));
          setPage(0);
        }}
      />
    </Box>
  );
};

/** The wait or the failure of a read, or null once its data is there. */
export function readState(query: { error: unknown; isPending: boolean }): ReactNode {
  if (query.error) return <LoadError error={query.error} />;
  if (query.isPending) return <Loading />;
  return null;
}
