/**
 * `/payments/notifications` (groups 1, 5): what the park is told about its payouts (a low account
 * balance under a threshold, failed payouts, receipts overdue, limits near, approvals waiting) and
 * where (the cabinet, e-mail, SMS); above them, the notices the park's data raises now. Each
 * notice's row is a generated form (./rowForms.ts) saved on its own.
 */
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useNotify } from 'react-admin';
import { NoticeSettingRequestSchema, type NoticeSettingSchema } from '../../../schemas/payout-accounts';
import { formatDateTime } from '../../../src/components/dates';
import { GeneratedForm } from '../../../src/components/generated/GeneratedForm';
import { useText } from '../../../src/i18n/useText';
import { useAppDataProvider } from '../../../src/root/useAppDataProvider';
import type { z } from 'zod';
import { PageCard, readState } from '../accounts/parts';
import { CURRENT_NOTICES_KEY, NOTICE_SETTINGS_KEY, useCurrentNotices, useNoticeSettings } from './queries';
import { noticeSettingForm } from './rowForms';
import { OverdueReceiptsSection } from '../npd';

type Setting = z.infer<typeof NoticeSettingSchema>;

const SettingRow = ({ setting }: { setting: Setting }) => {
  const translate = useText();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const name = translate(`payoutAccounts.notices.events.${setting.event}`);
  const save = async (values: Record<string, unknown>) => {
    const body = NoticeSettingRequestSchema.parse(values);
    const saved = await dataProvider.savePayoutNoticeSetting(setting.event, { ...body, threshold: body.threshold ?? null });
    queryClient.setQueryData(NOTICE_SETTINGS_KEY, saved);
    await queryClient.invalidateQueries({ queryKey: CURRENT_NOTICES_KEY });
    notify(translate('payoutAccounts.notices.saved', { event: name }), { type: 'success' });
  };
  return (
    <Box component="section" aria-label={name} sx={{ borderBottom: 1, borderColor: 'divider', py: 1.5 }}>
      <Typography sx={{ fontWeight: 500, overflowWrap: 'break-word' }}>{name}</Typography>
      <GeneratedForm declaration={noticeSettingForm} record={setting} onSave={save} />
    </Box>
  );
};

export const PayoutNotifications = () => {
  const translate = useText();
  const settings = useNoticeSettings();
  const current = useCurrentNotices();
  return (
    <PageCard title={translate('payoutAccounts.notices.title')}>
      <Typography variant="h2">{translate('payoutAccounts.notices.current')}</Typography>
      {readState(current) ??
        (current.data?.notices.length === 0 ? (
          <Alert severity="success">{translate('payoutAccounts.notices.noneNow')}</Alert>
        ) : (
          <Stack sx={{ gap: 1 }}>
            {current.data?.notices.map((notice, index) => (
              <Alert key={index} severity={notice.event === 'payout_failed' || notice.event === 'low_balance' ? 'warning' : 'info'}>
                {notice.text}
                {notice.at ? ` · ${formatDateTime(notice.at)}` : ''}
              </Alert>
            ))}
          </Stack>
        ))}
      <Typography variant="body2" color="text.secondary">
        {translate('payoutAccounts.notices.hint')}
      </Typography>
      {readState(settings) ?? settings.data?.settings.map((setting) => <SettingRow key={`${setting.event}:${setting.enabled}:${setting.threshold}:${setting.channels.join()}`} setting={setting} />)}
      <Suspense fallback={null}>
        <OverdueReceiptsSection />
      </Suspense>
    </PageCard>
  );
};
