/**
 * `/payments/access` (single frame, groups 1, 2): which of the park's staff send payouts, up to
 * what sum without a second person's approval, and who approves. Each person's rule is saved on
 * its own; one's own rule is shown but not editable (the server refuses it too).
 */
import { Box, Button, Chip, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { type StaffRuleSchema } from '../../../schemas/payout-accounts';
import { errorMessage, serverFieldErrors } from '../../../src/components/feedback';
import { formatMoney } from '../../../src/components/money';
import { useAppDataProvider } from '../../../src/root/useAppDataProvider';
import { useText } from '../../../src/i18n/useText';
import type { z } from 'zod';
import { PageCard, readState } from '../accounts/parts';
import { STAFF_RULES_KEY, useStaffRules } from './queries';

type Rule = z.infer<typeof StaffRuleSchema>;

const RuleRow = ({ rule }: { rule: Rule }) => {
  const translate = useText();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [maySend, setMaySend] = useState(rule.may_send);
  const [limit, setLimit] = useState(rule.approval_limit ?? '');
  const [mayApprove, setMayApprove] = useState(rule.may_approve);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    setError(undefined);
    try {
      const saved = await dataProvider.savePayoutStaffRule(rule.user_id, {
        may_send: maySend,
        approval_limit: limit.trim() === '' ? null : limit,
        may_approve: mayApprove,
      });
      queryClient.setQueryData(STAFF_RULES_KEY, saved);
      notify(translate('payoutAccounts.access.saved').replace('%{name}', rule.name), { type: 'success' });
    } catch (failure) {
      setError(serverFieldErrors(failure).approval_limit);
      notify(errorMessage(failure), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Box component="section" aria-label={rule.name} sx={{ borderBottom: 1, borderColor: 'divider', py: 1.5 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: { xs: 1, md: 2 }, alignItems: { md: 'center' } }}>
        <Box sx={{ flex: { md: '1 1 220px' }, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'break-word' }}>
            {rule.name} {rule.own ? <Chip size="small" label={translate('payoutAccounts.access.own')} sx={{ ml: 0.5 }} /> : null}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {rule.login} · {translate('payoutAccounts.access.group').replace('%{group}', String(rule.group_id))}
          </Typography>
        </Box>
        {rule.own ? (
          <Typography variant="body2" sx={{ flex: { md: '2 1 360px' } }}>
            {[
              `${translate('payoutAccounts.access.maySend')}: ${rule.may_send ? translate('payoutAccounts.access.yes') : translate('payoutAccounts.access.no')}`,
              `${translate('payoutAccounts.access.limit')}: ${rule.approval_limit === null ? translate('payoutAccounts.access.noLimit') : formatMoney(rule.approval_limit)}`,
              `${translate('payoutAccounts.access.mayApprove')}: ${rule.may_approve ? translate('payoutAccounts.access.yes') : translate('payoutAccounts.access.no')}`,
            ].join(' · ')}
          </Typography>
        ) : (
          <>
            <FormControlLabel control={<Switch checked={maySend} onChange={(event) => setMaySend(event.target.checked)} />} label={translate('payoutAccounts.access.maySend')} />
            <TextField
              size="small"
              label={translate('payoutAccounts.access.limit')}
              value={limit}
              onChange={(event) => setLimit(event.target.value)}
              error={error !== undefined}
              helperText={error ?? translate('payoutAccounts.access.limitHint')}
              sx={{ width: { xs: '100%', md: 220 } }}
            />
            <FormControlLabel control={<Switch checked={mayApprove} onChange={(event) => setMayApprove(event.target.checked)} />} label={translate('payoutAccounts.access.mayApprove')} />
            <Button variant="outlined" onClick={() => void save()} disabled={saving} aria-label={`${translate('payoutAccounts.access.save')}: ${rule.name}`}>
              {translate('payoutAccounts.access.save')}
            </Button>
          </>
        )}
      </Stack>
    </Box>
  );
};

export const StaffAccess = () => {
  const translate = useText();
  const query = useStaffRules();
  return (
    <PageCard title={translate('payoutAccounts.access.title')}>
      <Typography variant="body2" color="text.secondary">
        {translate('payoutAccounts.access.hint')}
      </Typography>
      {readState(query) ?? query.data?.rules.map((rule) => <RuleRow key={`${rule.user_id}:${rule.approval_limit}:${rule.may_send}:${rule.may_approve}`} rule={rule} />)}
    </PageCard>
  );
};
