/**
 * `/payments/notifications` (groups 1, 5): what the park is told about its payouts (a low account
 * balance under a threshold, failed payouts, receipts overdue, limits near, approvals waiting) and
 * where (the cabinet, e-mail, SMS); above them, the notices the park's data raises now.
 */
import { Alert, Box, Button, Checkbox, FormControlLabel, FormGroup, Stack, Switch, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useNotify } from 'react-admin';
import { PAYOUT_NOTICE_CHANNELS, type NoticeSettingSchema } from '../../../schemas/payout-accounts';
import { formatDateTime } from '../../../src/components/dates';
import { errorMessage, serverFieldErrors } from '../../../src/components/feedback';
import { useAppDataProvider } from '../../../src/root/useAppDataProvider';
import { useText } from '../../../src/i18n/useText';
import type { z } from 'zod';
import { PageCard, readState } from '../accounts/parts';
import { CURRENT_NOTICES_KEY, NOTICE_SETTINGS_KEY, useCurrentNotices, useNoticeSettings } from './queries';
import { OverdueReceiptsSection } from '../npd';

type Setting = z.infer<typeof NoticeSettingSchema>;
type Channel = (typeof PAYOUT_NOTICE_CHANNELS)[number];

const SettingRow = ({ setting }: { setting: Setting }) => {
  const translate = useText();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [enabled, setEnabled] = useState(setting.enabled);
  const [channels, setChannels] = useState<Channel[]>(setting.channels);
  const [threshold, setThreshold] = useState(setting.threshold ?? '');
  const [error, setError] = useState<string | undefined>();
  const name = translate(`payoutAccounts.notices.events.${setting.event}`);
  const thresholdLabel = setting.event === 'low_balance' || setting.event === 'limit_near' ? translate(`payoutAccounts.notices.threshold.${setting.event}`) : null;
  const save = async () => {
    setError(undefined);
    try {
      const saved = await dataProvider.savePayoutNoticeSetting(setting.event, { enabled, channels, threshold: thresholdLabel ? threshold : null });
      queryClient.setQueryData(NOTICE_SETTINGS_KEY, saved);
      await queryClient.invalidateQueries({ queryKey: CURRENT_NOTICES_KEY });
      notify(translate('payoutAccounts.notices.saved').replace('%{event}', name), { type: 'success' });
    } catch (failure) {
      setError(serverFieldErrors(failure).threshold);
      notify(errorMessage(failure), { type: 'error' });
    }
  };
  return (
    <Box component="section" aria-label={name} sx={{ borderBottom: 1, borderColor: 'divider', py: 1.5 }}>
      <Stack sx={{ gap: 1 }}>
        <FormControlLabel control={<Switch checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />} label={<Typography sx={{ fontWeight: 500 }}>{name}</Typography>} />
        <FormGroup row>
          {PAYOUT_NOTICE_CHANNELS.map((channel) => (
            <FormControlLabel
              key={channel}
              control={
                <Checkbox
                  checked={channels.includes(channel)}
                  onChange={(event) => setChannels(event.target.checked ? [...channels, channel] : channels.filter((item) => item !== channel))}
                />
              }
              label={translate(`payoutAccounts.notices.channels.${channel}`)}
            />
          ))}
        </FormGroup>
        {thresholdLabel ? (
          <TextField size="small" label={thresholdLabel} value={threshold} onChange={(event) => setThreshold(event.target.value)} error={error !== undefined} helperText={error} sx={{ maxWidth: 280 }} />
        ) : null}
        <div>
          <Button variant="outlined" onClick={() => void save()} aria-label={`${translate('payoutAccounts.notices.save')}: ${name}`}>
            {translate('payoutAccounts.notices.save')}
          </Button>
        </div>
      </Stack>
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
