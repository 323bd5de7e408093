/**
 * The signed-in user's changed e-mail or phone that waits for its code (issue 20 §1): one warning
 * per channel above the page, with the code field, «Подтвердить» and «Отправить код ещё раз».
 * Until the code is in, recovery and the sign-in SMS keep to the confirmed contact; the notice
 * says so. GET /users/{id}/channels once the frame starts, and again after each action.
 */
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import {
  CHANNEL_CODE_LENGTH,
  channelsPath,
  PendingChannelsSchema,
  type Channel,
  type PendingChannel,
} from '../../schemas/recovery-channels';
import { useText } from '../i18n/useText';
import { errorMessage, serverFieldErrors } from '../components/feedback';
import { useCabinetIdentity } from '../root/identity';
import { useOptionalAppDataProvider } from '../root/useAppDataProvider';

const channelsKey = (userId: number | undefined) => ['recovery-channels', userId] as const;

export const ChannelsBar = () => {
  const translate = useText();
  const dataProvider = useOptionalAppDataProvider();
  const identity = useCabinetIdentity();
  const userId = identity?.id;
  const { data } = useQuery({
    queryKey: channelsKey(userId),
    queryFn: ({ signal }) => {
      if (dataProvider === null || userId === undefined) throw new Error('The cabinet data provider is not in context');
      return dataProvider.http.json({ path: channelsPath(userId), signal }, PendingChannelsSchema);
    },
    enabled: dataProvider !== null && userId !== undefined,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const pending = data?.pending ?? [];
  if (pending.length === 0 || userId === undefined) return null;
  return (
    <Stack component="section" aria-label={translate('channels.bar.region')} spacing={1} sx={{ mb: 2 }}>
      {pending.map((change) => (
        <PendingChannelNotice key={change.channel} userId={userId} change={change} />
      ))}
    </Stack>
  );
};

const PendingChannelNotice = ({ userId, change }: { userId: number; change: PendingChannel }) => {
  const translate = useText();
  const dataProvider = useOptionalAppDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const act = async (action: 'confirm' | 'resend', channel: Channel) => {
    if (dataProvider === null) return;
    setBusy(true);
    setProblem(null);
    try {
      const answer = await dataProvider.http.json(
        { path: `${channelsPath(userId)}/${channel}/${action}`, method: 'POST', json: action === 'confirm' ? { code } : {} },
        PendingChannelsSchema,
      );
      queryClient.setQueryData(channelsKey(userId), answer);
      setCode('');
      notify(action === 'confirm' ? translate(`channels.bar.confirmed.${channel}`) : translate('channels.bar.resent'), { type: 'success' });
    } catch (error) {
      setProblem(serverFieldErrors(error).code ?? errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Alert severity="warning" variant="outlined" sx={{ bgcolor: 'background.paper', '& .MuiAlert-message': { minWidth: 0, flex: 1 } }}>
      {translate(`channels.bar.${change.channel}`, { value: change.sent_to })}
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        useFlexGap
        sx={{ mt: 1.5, alignItems: { xs: 'stretch', sm: 'flex-start' } }}
        onSubmit={(event) => {
          event.preventDefault();
          void act('confirm', change.channel);
        }}
      >
        <TextField
          label={translate('channels.bar.code')}
          size="small"
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, CHANNEL_CODE_LENGTH))}
          error={problem !== null}
          helperText={problem ?? ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: CHANNEL_CODE_LENGTH } }}
          sx={{ width: { xs: '100%', sm: 240 } }}
        />
        <Button type="submit" variant="contained" disabled={busy || code.length !== CHANNEL_CODE_LENGTH}>
          {translate('channels.bar.confirm')}
        </Button>
        <Button disabled={busy} onClick={() => void act('resend', change.channel)}>
          {translate('channels.bar.resend')}
        </Button>
      </Stack>
    </Alert>
  );
};
