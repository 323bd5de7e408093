/**
 * «Массовая выплата» of /payments/drivers-operations: a list of drivers typed in (phone or id and
 * a sum a line) or a file (xlsx/csv) → POST /payouts/bulk/preview (each row's driver, sum and
 * fee, Russian errors under a bad row) → confirm with an Idempotency-Key (POST /payouts/bulk):
 * the rows without errors become one batch of payouts.
 */
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Tab, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { z } from 'zod';
import { BulkPayoutPreviewSchema, BulkPayoutRequestSchema } from '../../../schemas/payouts';
import { errorMessage } from '../../../src/components/feedback';
import { formatMoney } from '../../../src/components/money';
import { useAppDataProvider } from '../../../src/root/useAppDataProvider';
import { useText } from '../../../src/i18n/useText';
import { bulkRowsOf } from './bulkRows';
import { base64Of, RowsPreview } from './RowsPreview';
import { TabStrip } from '../../../src/components/TabStrip';

const TITLE_ID = 'bulk-payout-title';
type BulkRequest = z.input<typeof BulkPayoutRequestSchema>;
type BulkPreview = z.infer<typeof BulkPayoutPreviewSchema>;

export const BulkPayoutButton = () => {
  const translate = useText();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {translate('payoutLists.bulk.button')}
      </Button>
      {open && <BulkPayoutDialog onClose={() => setOpen(false)} />}
    </>
  );
};

const BulkPayoutDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useText();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [tab, setTab] = useState<'list' | 'file'>('list');
  const [text, setText] = useState('');
  const [listError, setListError] = useState<string | null>(null);
  const [pending, setPending] = useState<{ request: BulkRequest; preview: BulkPreview; key: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const check = async (request: BulkRequest) => {
    setBusy(true);
    try {
      const preview = await dataProvider.previewBulkPayout(request);
      setPending({ request, preview, key: crypto.randomUUID() });
    } catch (error) {
      setPending(null);
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const checkList = () => {
    const parsed = bulkRowsOf(text);
    if ('badLine' in parsed) {
      setListError(translate('payoutLists.bulk.listBad', { row: parsed.badLine }));
      return;
    }
    setListError(null);
    void check({ rows: parsed.rows });
  };

  const checkFile = async (file: File | undefined) => {
    if (file) await check({ file_name: file.name, content_base64: await base64Of(file) });
  };

  // The engine refuses a batch with a bad row; the dialog says bad rows are not paid, so only the checked good rows are sent.
  const payableOf = ({ request, preview }: { request: BulkRequest; preview: BulkPreview }): BulkRequest => {
    if (preview.invalid === 0) return request;
    const rows = preview.rows.filter((row) => row.errors.length === 0 && row.driver_id !== null && row.amount !== null);
    return { kind: request.kind, rows: rows.map((row) => ({ driver_id: row.driver_id, amount: row.amount ?? '' })) } as BulkRequest;
  };

  const confirm = async () => {
    if (pending === null) return;
    setBusy(true);
    try {
      const result = await dataProvider.createBulkPayout(payableOf(pending), pending.key);
      notify(translate('payoutLists.bulk.done', { created: result.created, amount: formatMoney(result.total_amount) }), { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={TITLE_ID} fullWidth maxWidth="md">
      <DialogTitle id={TITLE_ID}>{translate('payoutLists.bulk.title')}</DialogTitle>
      <DialogContent>
        <TabStrip value={tab} onChange={(_event, value: 'list' | 'file') => setTab(value)} sx={{ mb: 2 }}>
          <Tab value="list" label={translate('payoutLists.bulk.fromList')} />
          <Tab value="file" label={translate('payoutLists.bulk.fromFile')} />
        </TabStrip>
        {tab === 'list' ? (
          <Stack spacing={1}>
            <TextField
              label={translate('payoutLists.bulk.fromList')}
              multiline
              minRows={4}
              value={text}
              onChange={(event) => setText(event.target.value)}
              helperText={listError ?? translate('payoutLists.bulk.listHint')}
              error={listError !== null}
            />
            <Box>
              <Button variant="outlined" onClick={checkList} disabled={busy}>
                {translate('payoutLists.bulk.check')}
              </Button>
            </Box>
          </Stack>
        ) : (
          <Stack spacing={1}>
            <Typography variant="body2" color="text.secondary">
              {translate('payoutLists.bulk.fileHint')}
            </Typography>
            <Box>
              <Button variant="outlined" component="label" disabled={busy}>
                {translate('payoutLists.topups.pickFile')}
                <input type="file" hidden accept=".xlsx,.csv" aria-label={translate('payoutLists.topups.pickFile')} onChange={(event) => void checkFile(event.target.files?.[0])} />
              </Button>
            </Box>
          </Stack>
        )}
        {pending && (
          <Stack spacing={1.5} sx={{ mt: 2 }}>
            {pending.preview.valid > 0 && (
              <Alert severity="info">
                {translate('payoutLists.bulk.rowsOk', { count: pending.preview.valid, amount: formatMoney(pending.preview.total_amount), fee: formatMoney(pending.preview.total_fee) })}
              </Alert>
            )}
            {pending.preview.invalid > 0 && <Alert severity="warning">{translate('payoutLists.bulk.rowsBad', { count: pending.preview.invalid })}</Alert>}
            <RowsPreview
              label={translate('payoutLists.bulk.title')}
              extraLabel={translate('payoutLists.fields.fee')}
              rows={pending.preview.rows.map((row) => ({ ...row, extra: row.fee }))}
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('payoutLists.pay.cancel')}</Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={busy || pending === null || pending.preview.valid === 0}>
          {translate('payoutLists.bulk.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
