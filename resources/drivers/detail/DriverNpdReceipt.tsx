/**
 * «Чек выдан» for a receipt the driver (or the aggregator) issues in «Мой налог»: the receipt's
 * number and, if given, its link; the server answers the driver's НПД card, which replaces the one shown.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { type NpdReceipt } from '../../../schemas/npd';
import { errorMessage, serverFieldErrors } from '../../../src/components/feedback';
import { useAppDataProvider } from '../../../src/root/useAppDataProvider';
import { useText } from '../../../src/i18n/useText';

export const npdCardKey = (driverId: number) => ['driver-npd', driverId] as const;

export const MarkIssuedButton = ({ driverId, receipt }: { driverId: number; receipt: NpdReceipt }) => {
  const translate = useText();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [number, setNumber] = useState('');
  const [url, setUrl] = useState('');
  const save = useMutation({
    mutationFn: () => dataProvider.markNpdReceiptIssued(driverId, receipt.id, { receipt_number: number, receipt_url: url }),
    onSuccess: (card) => {
      queryClient.setQueryData(npdCardKey(driverId), card);
      setOpen(false);
    },
    onError: (error) => {
      if (Object.keys(serverFieldErrors(error)).length === 0) notify(errorMessage(error), { type: 'error' });
    },
  });
  const fields = save.error ? serverFieldErrors(save.error) : {};
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} aria-label={`${translate('npd.panel.markIssued')}: № ${receipt.payout_id}`}>
        {translate('npd.panel.markIssued')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('npd.panel.markIssued')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={translate('npd.panel.receiptNumber')}
              value={number}
              onChange={(event) => setNumber(event.target.value)}
              error={Boolean(fields.receipt_number)}
              helperText={fields.receipt_number}
              required
              autoFocus
            />
            <TextField label={translate('npd.panel.receiptUrl')} value={url} onChange={(event) => setUrl(event.target.value)} error={Boolean(fields.receipt_url)} helperText={fields.receipt_url} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('npd.panel.cancel')}</Button>
          <Button variant="contained" onClick={() => save.mutate()} disabled={save.isPending}>
            {translate('npd.panel.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
