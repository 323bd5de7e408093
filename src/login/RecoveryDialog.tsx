/**
 * Password recovery (spec 4): email -> country and phone -> SMS code -> park (only when the
 * account has more than one) -> done with ru.recovery.success.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { CountryCodeSchema, type CountryCode } from '../../schemas/auth';
import { recovery, sandboxSmsCode, type TaxisChoice } from '../../authProvider';
import { useLoginText } from '../i18n/useLoginText';
import { errorMessage } from '../components/feedback';
import { isPhoneComplete, phoneE164 } from './phone';
import { PhoneField } from './PhoneField';
import { EMPTY_SMS_CODE, SmsCodeInput } from './SmsCodeInput';

export interface RecoveryDialogProps {
  open: boolean;
  onClose: () => void;
  /** The visitor's country: the phone step's default. */
  country: CountryCode;
  /** The recovery calls (the application's by default). */
  api?: typeof recovery;
  loadSandboxCode?: (login: string) => Promise<string | null>;
}

type Step = 'email' | 'phone' | 'code' | 'park' | 'done';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const COUNTRY_OPTIONS: readonly CountryCode[] = [2, 3, 4];

export const RecoveryDialog = ({
  open,
  onClose,
  country: defaultCountry,
  api = recovery,
  loadSandboxCode = sandboxSmsCode,
}: RecoveryDialogProps) => {
  const translate = useLoginText();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [country, setCountry] = useState<CountryCode>(defaultCountry);
  const [phone, setPhone] = useState('');
  const [smsKey, setSmsKey] = useState('');
  const [code, setCode] = useState<readonly string[]>(EMPTY_SMS_CODE);
  const [parks, setParks] = useState<TaxisChoice[]>([]);
  const [park, setPark] = useState<number | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sandboxCode, setSandboxCode] = useState<string | null>(null);
  const [done, setDone] = useState<string>(translate('recovery.success'));

  const normalizedEmail = email.trim().toLowerCase();
  const phoneRequest = () => ({ EMAIL: normalizedEmail, PHONE: phoneE164(country, phone), country_code: country });

  /** Runs a step's call; failures are shown in the dialog. */
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const sendCode = async () => {
    const answer = await api.sms(phoneRequest());
    setSmsKey(answer.sms_key);
    setCode(EMPTY_SMS_CODE);
    setSandboxCode(await loadSandboxCode(normalizedEmail).catch(() => null));
    setStep('code');
  };

  const finish = async (choice: TaxisChoice | undefined, smsCode: string) => {
    if (choice === undefined) {
      setStep('done');
      return;
    }
    const message = await api.taxisChange({
      ...phoneRequest(),
      sms_code: smsCode,
      sms_key: smsKey,
      taxis_id: choice.taxis_id,
      server_id: choice.server_id,
    });
    setDone(message);
    setStep('done');
  };

  const confirmCode = (smsCode: string) =>
    run(async () => {
      try {
        const list = await api.confirm({ ...phoneRequest(), sms_code: smsCode, sms_key: smsKey });
        if (list.length > 1) {
          setParks(list);
          setPark(list[0]?.taxis_id ?? null);
          setStep('park');
          return;
        }
        await finish(list[0], smsCode);
      } catch (failure) {
        setCode(EMPTY_SMS_CODE);
        throw failure;
      }
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFieldError(null);
    if (step === 'email') {
      if (!EMAIL_PATTERN.test(normalizedEmail)) {
        setFieldError(translate('recovery.emailInvalid'));
        return;
      }
      void run(async () => {
        await api.email(normalizedEmail);
        setStep('phone');
      });
    } else if (step === 'phone') {
      if (!isPhoneComplete(country, phone)) {
        setFieldError(translate('recovery.phoneInvalid'));
        return;
      }
      void run(sendCode);
    } else if (step === 'code') {
      if (code.join('').length === code.length) void confirmCode(code.join(''));
      else setFieldError(translate('sms.codeFormat'));
    } else if (step === 'park') {
      void run(() => finish(parks.find((candidate) => candidate.taxis_id === park), code.join('')));
    }
  };

  const back = () => {
    setError(null);
    setFieldError(null);
    if (step === 'phone') setStep('email');
    else if (step === 'code') setStep('phone');
    else if (step === 'park') setStep('code');
  };

  let body: ReactNode;
  switch (step) {
    case 'email':
      body = (
        <TextField
          label={translate('recovery.email')}
          name="email"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldError !== null}
          helperText={fieldError}
          autoComplete="email"
          autoFocus
          fullWidth
        />
      );
      break;
    case 'phone':
      body = (
        <Stack spacing={2}>
          <TextField
            select
            label={translate('recovery.country')}
            value={country}
            onChange={(event) => {
              const parsed = CountryCodeSchema.safeParse(Number(event.target.value));
              if (parsed.success) {
                setCountry(parsed.data);
                setPhone('');
              }
            }}
            fullWidth
          >
            {COUNTRY_OPTIONS.map((option) => (
              <MenuItem key={option} value={option}>
                {translate(`countries.${option}`)}
              </MenuItem>
            ))}
          </TextField>
          <PhoneField
            label={translate('recovery.phone')}
            name="phone"
            country={country}
            digits={phone}
            onDigitsChange={setPhone}
            error={fieldError}
          />
        </Stack>
      );
      break;
    case 'code':
      body = (
        <Stack spacing={2}>
          <SmsCodeInput
            value={code}
            onChange={(next) => {
              setCode(next);
              setFieldError(null);
            }}
            onComplete={(smsCode) => void confirmCode(smsCode)}
            disabled={busy}
            error={fieldError !== null || error !== null}
            autoFocus
          />
          {fieldError ? <Alert severity="error">{fieldError}</Alert> : null}
          {sandboxCode ? (
            <Alert severity="info" role="status" aria-label={translate('app.sandbox')}>
              {translate('sms.sandboxCode', { code: sandboxCode })}
            </Alert>
          ) : null}
          <Box>
            <Button onClick={() => void run(sendCode)} disabled={busy} size="small">
              {translate('sms.resend')}
            </Button>
          </Box>
        </Stack>
      );
      break;
    case 'park':
      body = (
        <FormControl>
          <FormLabel id="recovery-park-label">{translate('recovery.park')}</FormLabel>
          <RadioGroup
            aria-labelledby="recovery-park-label"
            value={park ?? ''}
            onChange={(event) => setPark(Number(event.target.value))}
          >
            {parks.map((choice) => (
              <FormControlLabel
                key={`${choice.server_id}:${choice.taxis_id}`}
                value={choice.taxis_id}
                control={<Radio />}
                label={choice.name}
              />
            ))}
          </RadioGroup>
        </FormControl>
      );
      break;
    case 'done':
      body = (
        <Alert severity="success" role="status">
          {done}
        </Alert>
      );
      break;
  }

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="recovery-title" maxWidth="xs" fullWidth>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="recovery-title">{translate('recovery.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {body}
            {error ? (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          {step === 'done' ? (
            <Button onClick={onClose} variant="contained">
              {translate('recovery.toLogin')}
            </Button>
          ) : (
            <>
              {step === 'email' ? (
                <Button onClick={onClose} disabled={busy}>
                  {translate('recovery.toLogin')}
                </Button>
              ) : (
                <Button onClick={back} disabled={busy}>
                  {translate('recovery.back')}
                </Button>
              )}
              <Button type="submit" variant="contained" disabled={busy}>
                {translate('recovery.next')}
              </Button>
            </>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
};
