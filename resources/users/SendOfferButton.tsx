/**
 * «Отправить» on a row of /users/offer: to drivers chosen by name, or to every driver who has not
 * been sent an offer yet (the drivers list's filter have_sent_offer=0, without the blacklist).
 * The server records each driver once, so sending again never sends twice.
 */
import SendOutlined from '@mui/icons-material/SendOutlined';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
} from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { z } from 'zod';
import { type Offer, type OfferSendRequestSchema } from './offers/resource';
import { useText } from '../../src/i18n/useText';
import { errorMessage, serverFieldErrors } from '../../src/components/feedback';
import { useAppDataProvider } from '../../src/root/useAppDataProvider';
import { DriverPicker, type PickedDriver } from './DriverPicker';

type SendBody = z.input<typeof OfferSendRequestSchema>;

/** "Everyone without an offer", in the drivers list's own parameters (spec 7 `GET /drivers/v2/list`). */
const UNSENT: SendBody = { filter: { have_sent_offer: '0', exclude_blocked: '1' } };

export const SendOfferButton = (_props: { label?: string }) => {
  const translate = useText();
  const offer = useRecordContext<Offer>();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<'chosen' | 'unsent'>('chosen');
  const [drivers, setDrivers] = useState<PickedDriver[]>([]);
  const [busy, setBusy] = useState(false);
  if (!offer) return null;
  const titleId = `send-offer-${offer.id}`;

  const openDialog = (event: MouseEvent) => {
    event.stopPropagation();
    setOpen(true);
  };

  const sendOffer = async () => {
    setBusy(true);
    try {
      const json: SendBody = target === 'chosen' ? { driver_ids: drivers.map((driver) => driver.id) } : UNSENT;
      const { sent } = await dataProvider.sendOffer(offer.id, json);
      notify(sent === 0 ? translate('users.offers.send.already') : translate('users.offers.send.done', { count: sent }), { type: sent === 0 ? 'info' : 'success' });
      setOpen(false);
      setDrivers([]);
      refresh();
    } catch (error) {
      notify(Object.values(serverFieldErrors(error))[0] ?? errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="small" startIcon={<SendOutlined />} onClick={openDialog}>
        {translate('users.offers.send.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm" onClick={(event) => event.stopPropagation()}>
        <DialogTitle id={titleId}>{translate('users.offers.send.title', { title: offer.title })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <RadioGroup value={target} onChange={(_event, value) => setTarget(value === 'unsent' ? 'unsent' : 'chosen')}>
              <FormControlLabel value="chosen" control={<Radio />} label={translate('users.offers.send.toChosen')} />
              <FormControlLabel value="unsent" control={<Radio />} label={translate('users.offers.send.toUnsent')} />
            </RadioGroup>
            {target === 'chosen' ? <DriverPicker label={translate('users.offers.send.drivers')} value={drivers} onChange={setDrivers} /> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {translate('users.offers.send.cancel')}
          </Button>
          <Button variant="contained" onClick={() => void sendOffer()} disabled={busy || (target === 'chosen' && drivers.length === 0)}>
            {translate('users.offers.send.submit')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
