/**
 * /payments/drivers-addbalance: top up drivers' balances, one driver by a form or many from a
 * file (xlsx/csv: «Телефон» or «ID водителя», «Сумма», «Комментарий»). Both are checked first
 * (POST /topups/preview: each row's driver and sum, Russian errors under a bad row), then
 * credited once with an Idempotency-Key (POST /topups); the same file again changes nothing.
 */
import { Alert, Box, Button, Card, CardContent, Stack, Tab, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { Form, TextInput, Title, required, useNotify } from 'react-admin';
import { type TopupPreview, type TopupRequest } from '../../../schemas/payout-lists';
import { DriverPickerInput } from '../../../src/components/DriverPickerInput';
import { errorMessage } from '../../../src/components/feedback';
import { formatMoney } from '../../../src/components/money';
import { MoneyInput } from '../../../src/components/MoneyInput';
import { SubmitButton } from '../../../src/components/SubmitButton';
import { useAppDataProvider } from '../../../src/root/useAppDataProvider';
import { useText } from '../../../src/i18n/useText';
import { base64Of, RowsPreview } from './RowsPreview';
import { TabStrip } from '../../../src/components/TabStrip';

/** A checked request, its preview, and the key its confirm will carry (one per check). */
interface Pending {
  request: TopupRequest;
  preview: TopupPreview;
  key: string;
}

function useTopups() {
  const translate = useText();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const check = async (request: TopupRequest) => {
    setBusy(true);
    setDone(null);
    try {
      const preview = await dataProvider.previewTopup(request);
      setPending({ request, preview, key: crypto.randomUUID() });
    } catch (error) {
      setPending(null);
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (pending === null) return;
    setBusy(true);
    try {
      const result = await dataProvider.createTopup(pending.request, pending.key);
      setPending(null);
      setDone(
        result.created > 0
          ? translate('payoutLists.topups.done', { created: result.created, amount: formatMoney(result.total_amount) })
          : translate('payoutLists.topups.doneReplayed', { replayed: result.replayed }),
      );
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { pending, busy, done, check, confirm, reset: () => setPending(null) };
}

const PreviewBlock = ({ flow }: { flow: ReturnType<typeof useTopups> }) => {
  const translate = useText();
  const { pending, busy, done, confirm } = flow;
  return (
    <Box sx={{ mt: 2 }}>
      {done && (
        <Alert severity="success" role="status">
          {done}
        </Alert>
      )}
      {pending && (
        <Stack spacing={1.5}>
          <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
            {translate('payoutLists.topups.previewTitle')}
          </Typography>
          {pending.preview.valid > 0 && (
            <Alert severity="info">{translate('payoutLists.topups.rowsOk', { count: pending.preview.valid, amount: formatMoney(pending.preview.total_amount) })}</Alert>
          )}
          {pending.preview.invalid > 0 && <Alert severity="error">{translate('payoutLists.topups.rowsBad', { count: pending.preview.invalid })}</Alert>}
          <RowsPreview rows={pending.preview.rows} label={translate('payoutLists.topups.previewTitle')} />
          <Box>
            <Button variant="contained" onClick={() => void confirm()} disabled={busy || pending.preview.invalid > 0 || pending.preview.valid === 0}>
              {translate('payoutLists.topups.confirm')}
            </Button>
          </Box>
        </Stack>
      )}
    </Box>
  );
};

const OneDriver = () => {
  const translate = useText();
  const flow = useTopups();
  return (
    <>
      <Form
        onSubmit={(values: Record<string, unknown>) =>
          flow.check({ rows: [{ driver_id: Number(values.driver_id), amount: String(values.amount ?? ''), comment: (values.comment as string | undefined) || null }] })
        }
      >
        <Stack spacing={1} sx={{ maxWidth: 480 }}>
          <DriverPickerInput source="driver_id" label={translate('payoutLists.topups.driver')} />
          <MoneyInput source="amount" label={translate('payoutLists.topups.amount')} validate={required()} />
          <TextInput source="comment" label={translate('payoutLists.topups.comment')} multiline />
          <Box>
            <SubmitButton label={translate('payoutLists.topups.check')} />
          </Box>
        </Stack>
      </Form>
      <PreviewBlock flow={flow} />
    </>
  );
};

const FromFile = () => {
  const translate = useText();
  const flow = useTopups();
  const input = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    await flow.check({ file_name: file.name, content_base64: await base64Of(file) });
    if (input.current) input.current.value = '';
  };
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {translate('payoutLists.topups.fileHint')}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
        <Button variant="outlined" component="label" disabled={flow.busy}>
          {translate('payoutLists.topups.pickFile')}
          <input ref={input} type="file" hidden accept=".xlsx,.csv" aria-label={translate('payoutLists.topups.pickFile')} onChange={(event) => void pick(event.target.files?.[0])} />
        </Button>
        {fileName && (
          <Typography variant="body2" sx={{ overflowWrap: 'break-word' }}>
            {fileName}
          </Typography>
        )}
      </Stack>
      <PreviewBlock flow={flow} />
    </>
  );
};

export const AddBalance = () => {
  const translate = useText();
  const [tab, setTab] = useState<'one' | 'file'>('one');
  return (
    <Card>
      <Title title={translate('payoutLists.titles.addBalance')} />
      <CardContent>
        <TabStrip value={tab} onChange={(_event, value: 'one' | 'file') => setTab(value)} sx={{ mb: 2 }}>
          <Tab value="one" label={translate('payoutLists.topups.one')} />
          <Tab value="file" label={translate('payoutLists.topups.file')} />
        </TabStrip>
        {tab === 'one' ? <OneDriver /> : <FromFile />}
      </CardContent>
    </Card>
  );
};
