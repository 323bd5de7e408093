/**
 * 'Подтверждение авторизации' (spec 2): five one-digit boxes, submitted automatically once all
 * five are entered. A server error is shown in the dialog, the boxes are cleared and focus goes
 * back to the first. In sandbox mode (settings.sms_sandbox) the code is shown, labelled.
 */
import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { sandboxSmsCode } from '../../authProvider';
import { t } from '../../texts/login-t';
import { useLoginText } from '../i18n/useLoginText';
import { errorMessage } from '../components/feedback';
import { unbreakable } from './phone';
import type { SmsSignIn } from './useSmsSignIn';
import { EMPTY_SMS_CODE, SmsCodeInput, type SmsCodeInputHandle } from './SmsCodeInput';

export interface SmsDialogProps {
  open: boolean;
  /** The masked phone the code went to. */
  phoneMask: string;
  /** Whose code it is (the login, or the e-mail in recovery): the sandbox outbox key. */
  login: string;
  /** Sends the code; a rejection is shown in the dialog. */
  onSubmit: (code: string) => Promise<void>;
  /** Asks for a new code; a rejection is shown in the dialog. */
  onResend: () => Promise<void>;
  onClose: () => void;
  title?: string;
  /** The sandbox code lookup (null outside sandbox mode). */
  loadSandboxCode?: (login: string) => Promise<string | null>;
}

export const SmsDialog = ({
  open,
  phoneMask,
  login,
  onSubmit,
  onResend,
  onClose,
  title = t('sms.title'),
  loadSandboxCode = sandboxSmsCode,
}: SmsDialogProps) => {
  const translate = useLoginText();
  const [digits, setDigits] = useState<readonly string[]>(EMPTY_SMS_CODE);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sandboxCode, setSandboxCode] = useState<string | null>(null);
  const [codeVersion, setCodeVersion] = useState(0);
  const boxes = useRef<SmsCodeInputHandle>(null);

  useEffect(() => {
    if (!open) return;
    let current = true;
    loadSandboxCode(login).then(
      (code) => {
        if (current) setSandboxCode(code);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [open, login, loadSandboxCode, codeVersion]);

  const restart = (message: string | null) => {
    setError(message);
    setDigits(EMPTY_SMS_CODE);
    setTimeout(() => boxes.current?.focus(0), 0);
  };

  const submit = (code: string) => {
    setBusy(true);
    setError(null);
    onSubmit(code).then(
      () => setBusy(false),
      (failure: unknown) => {
        setBusy(false);
        restart(errorMessage(failure));
      },
    );
  };

  const resend = () => {
    setBusy(true);
    onResend().then(
      () => {
        setBusy(false);
        setCodeVersion((version) => version + 1);
        restart(null);
      },
      (failure: unknown) => {
        setBusy(false);
        restart(errorMessage(failure));
      },
    );
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="sms-dialog-title" maxWidth="xs" fullWidth>
      <DialogTitle id="sms-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {phoneMask ? <DialogContentText>{translate('sms.sentTo', { phone: unbreakable(phoneMask) })}</DialogContentText> : null}
          <SmsCodeInput
            ref={boxes}
            value={digits}
            onChange={(next) => {
              setDigits(next);
              if (error) setError(null);
            }}
            onComplete={submit}
            disabled={busy}
            error={error !== null}
            autoFocus
          />
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
          {sandboxCode ? (
            <Alert severity="info" role="status" aria-label={translate('app.sandbox')}>
              {translate('sms.sandboxCode', { code: sandboxCode })}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={resend} disabled={busy}>
          {translate('sms.resend')}
        </Button>
        <Button onClick={onClose} disabled={busy}>
          {translate('sms.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** The SMS step of a sign-in sequence (useSmsSignIn): open while the server awaits a code. */
export const SmsStep = ({ sms }: { sms: SmsSignIn }) =>
  sms.challenge ? (
    <SmsDialog
      open
      phoneMask={sms.challenge.phone_mask}
      login={sms.challenge.credentials.login}
      onSubmit={sms.confirm}
      onResend={sms.resend}
      onClose={sms.cancel}
    />
  ) : null;
