/** Pieces the payout accounts' screens share: the page's card, chips, the status cell of an account's payouts. */
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import type { PayoutAccountStatusSchema } from '../../../schemas/payout-accounts';
import type { Payout } from '../../../schemas/payouts';
import { formatDateTime } from '../../../src/components/dates';
import { LoadError, Loading } from '../../../src/components/loadStates';
import { formatMoney } from '../../../src/components/money';
import { PayoutStatusChip } from '../../../src/components/payouts/PayoutStatusChip';
import type { Slots } from '../../../src/components/generated/GeneratedScopedList';
import { useText } from '../../../src/i18n/useText';
import type { z } from 'zod';


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
  {
    const translate = useText();
    return sandbox ? <Chip size="small" color="warning" variant="outlined" label={translate('payoutAccounts.sandbox')} title={translate('payoutAccounts.sandboxHint')} sx={{ alignSelf: 'flex-start' }} /> : null;
  };

const STATUS_COLOR = { active: 'success', pending: 'info', blocked: 'error', closed: 'default' } as const;
export const AccountStatusChip = ({ status }: { status: z.infer<typeof PayoutAccountStatusSchema> }) => {
  const translate = useText();
  return (
    <Chip size="small" color={STATUS_COLOR[status]} label={translate(`payoutAccounts.accountStatus.${status}`)} />
  );
};


/** A balance as last read, with when; «не считывался» before the first read. */
export const BalanceText = ({ balance, at }: { balance: string | null; at?: string | null }) =>
  {
    const translate = useText();
    return balance === null ? (
      <Typography variant="body2" color="text.secondary">
        {translate('payoutAccounts.noBalance')}
      </Typography>
    ) : (
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {formatMoney(balance)}
        {at ? (
          <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
            {translate('payoutAccounts.balance.at').replace('%{at}', formatDateTime(at))}
          </Typography>
        ) : null}
      </Box>
    );
  };

/** The status chip of the account payouts' rows (./payouts.ts). */
export const payoutSlots: Slots = { status: (row) => <PayoutStatusChip status={(row as Payout).status} /> };

/** The wait or the failure of a read, or null once its data is there. */
export function readState(query: { error: unknown; isPending: boolean }): ReactNode {
  if (query.error) return <LoadError error={query.error} />;
  if (query.isPending) return <Loading />;
  return null;
}
