/**
 * The payout settings' rows, each a small form saved with its own «Сохранить»: a notice's switch,
 * where it goes and (for a low balance or a limit near) its threshold; a colleague's payout rule.
 * The schemas are the request bodies the server validates; its field errors come back under the
 * threshold or the limit.
 */
import { NoticeSettingRequestSchema, StaffRuleRequestSchema } from '../../../schemas/payout-accounts';
import { defineScopedForm } from '../../../schemas/resource-form';
import { t, textsAt } from '../../../texts/t';

/** Only a low balance and a limit near have a threshold, each in its own unit. */
const thresholdOf = (event: 'low_balance' | 'limit_near') => ({
  source: 'threshold',
  label: t(`payoutAccounts.notices.threshold.${event}`),
  when: (record: Readonly<Record<string, unknown>>) => record.event === event,
});

export const noticeSettingForm = defineScopedForm({
  schema: NoticeSettingRequestSchema,
  layout: 'row',
  save: t('payoutAccounts.notices.save'),
  sections: [
    {
      lines: [
        { source: 'enabled', label: t('payoutAccounts.notices.enabled') },
        { source: 'channels', label: t('payoutAccounts.notices.channelsLabel'), kind: 'checks', choices: textsAt('payoutAccounts.notices.channels') },
        thresholdOf('low_balance'),
        thresholdOf('limit_near'),
      ],
    },
  ],
});

export const staffRuleForm = defineScopedForm({
  schema: StaffRuleRequestSchema,
  layout: 'row',
  save: t('payoutAccounts.access.save'),
  sections: [
    {
      lines: [
        { source: 'may_send', label: t('payoutAccounts.access.maySend') },
        { source: 'approval_limit', label: t('payoutAccounts.access.limit'), helper: t('payoutAccounts.access.limitHint') },
        { source: 'may_approve', label: t('payoutAccounts.access.mayApprove') },
      ],
    },
  ],
});
