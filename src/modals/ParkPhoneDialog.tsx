/**
 * Notification 1 (spec 4): the park has no contact phone, so the cabinet asks for one, in the
 * country's mask (spec 5), and saves it with PUT /taxis/{id}/phone. Shown once: the flag is
 * stored as soon as it opens.
 */
import { Button, Stack, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { useEffect, useState } from 'react';
import { TaxiSchema, type Taxi } from '../../schemas/auth';
import { NOTICES_ENDPOINTS } from '../../schemas/notices';
import { fillPath } from '../../schemas/routing';
import { useText } from '../i18n/useText';
import { errorMessage, serverFieldErrors } from '../components/feedback';
import { isPhoneComplete, phoneE164 } from '../login/phone';
import { PhoneField } from '../login/PhoneField';
import { useAppDataProvider } from '../root/useAppDataProvider';
import { ModalDialog } from './ModalDialog';
import { MODAL_KEYS, setFlag } from './storage';

export const ParkPhoneDialog = ({ taxi, onDone }: { taxi: Taxi; onDone: () => void }) => {
  const translate = useText();
  const { http } = useAppDataProvider();
  const notify = useNotify();
  const [digits, setDigits] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => setFlag(MODAL_KEYS.notification1), []);

  const save = async () => {
    if (!isPhoneComplete(taxi.country_code, digits)) {
      setError(translate('modals.parkPhone.incomplete'));
      return;
    }
    setBusy(true);
    try {
      await http.json(
        {
          path: fillPath(NOTICES_ENDPOINTS.taxiPhone, { id: String(taxi.id) }),
          method: 'PUT',
          json: { phone: phoneE164(taxi.country_code, digits) },
        },
        TaxiSchema,
      );
      notify(translate('modals.parkPhone.saved'), { type: 'success' });
      onDone();
    } catch (failure) {
      const field = serverFieldErrors(failure).phone;
      if (field === undefined) notify(errorMessage(failure), { type: 'error' });
      else setError(field);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      title={translate('modals.parkPhone.title')}
      onClose={onDone}
      actions={
        <>
          <Button onClick={onDone} disabled={busy}>
            {translate('modals.common.later')}
          </Button>
          <Button variant="contained" onClick={() => void save()} disabled={busy || digits.length === 0}>
            {translate('modals.parkPhone.save')}
          </Button>
        </>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography>{translate('modals.parkPhone.text')}</Typography>
        <PhoneField
          country={taxi.country_code}
          digits={digits}
          onDigitsChange={(next) => {
            setDigits(next);
            setError(null);
          }}
          label={translate('modals.parkPhone.phone')}
          name="phone"
          error={error}
          disabled={busy}
        />
      </Stack>
    </ModalDialog>
  );
};
