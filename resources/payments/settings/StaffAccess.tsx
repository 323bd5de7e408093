/**
 * `/payments/access` (single frame, groups 1, 2): which of the park's staff send payouts, up to
 * what sum without a second person's approval, and who approves. Each person's rule is a generated
 * form (./rowForms.ts) saved on its own; one's own rule is shown but not editable (the server
 * refuses it too).
 */
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { StaffRuleRequestSchema, type StaffRuleSchema } from '../../../schemas/payout-accounts';
import { GeneratedForm } from '../../../src/components/generated/GeneratedForm';
import { formatMoney } from '../../../src/components/money';
import { useText } from '../../../src/i18n/useText';
import { useAppDataProvider } from '../../../src/root/useAppDataProvider';
import type { z } from 'zod';
import { PageCard, readState } from '../accounts/parts';
import { STAFF_RULES_KEY, useStaffRules } from './queries';
import { staffRuleForm } from './rowForms';

type Rule = z.infer<typeof StaffRuleSchema>;

/** One's own rule, read only: what one may do, as the others' rows would show it. */
const OwnRule = ({ rule }: { rule: Rule }) => {
  const translate = useText();
  const yesNo = (value: boolean) => translate(value ? 'payoutAccounts.access.yes' : 'payoutAccounts.access.no');
  return (
    <Typography variant="body2" sx={{ flex: { md: '2 1 360px' } }}>
      {[
        `${translate('payoutAccounts.access.maySend')}: ${yesNo(rule.may_send)}`,
        `${translate('payoutAccounts.access.limit')}: ${rule.approval_limit === null ? translate('payoutAccounts.access.noLimit') : formatMoney(rule.approval_limit)}`,
        `${translate('payoutAccounts.access.mayApprove')}: ${yesNo(rule.may_approve)}`,
      ].join(' · ')}
    </Typography>
  );
};

const RuleRow = ({ rule }: { rule: Rule }) => {
  const translate = useText();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const save = async (values: Record<string, unknown>) => {
    const body = StaffRuleRequestSchema.parse(values);
    // An emptied limit is «no limit».
    const saved = await dataProvider.savePayoutStaffRule(rule.user_id, { ...body, approval_limit: body.approval_limit || null });
    queryClient.setQueryData(STAFF_RULES_KEY, saved);
    notify(translate('payoutAccounts.access.saved', { name: rule.name }), { type: 'success' });
  };
  return (
    <Box component="section" aria-label={rule.name} sx={{ borderBottom: 1, borderColor: 'divider', py: 1.5 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: { xs: 1, md: 2 }, alignItems: { md: 'center' } }}>
        <Box sx={{ flex: { md: '1 1 160px' }, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'break-word' }}>
            {rule.name} {rule.own ? <Chip size="small" label={translate('payoutAccounts.access.own')} sx={{ ml: 0.5 }} /> : null}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {rule.login} · {translate('payoutAccounts.access.group', { group: rule.group_id })}
          </Typography>
        </Box>
        {rule.own ? (
          <OwnRule rule={rule} />
        ) : (
          <Box sx={{ flex: { md: '0 1 auto' }, minWidth: 0 }}>
            <GeneratedForm declaration={staffRuleForm} record={rule} onSave={save} />
          </Box>
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
