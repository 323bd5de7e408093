/**
 * The sign-in sequence of spec 4 shared by the login screen and the add-account modal: the
 * credentials are sent; when the server answers sms_key without a token the SMS step opens and
 * the same call is resent with sms_key and sms_code.
 */
import { useState } from 'react';
import type { LoginParams } from '../../authProvider/api';
import { SmsRequiredError } from '../../authProvider/errors';

export interface Credentials {
  login: string;
  password: string;
}

export interface SmsChallenge {
  credentials: Credentials;
  sms_key: string;
  phone_mask: string;
}

export type SmsSignIn = ReturnType<typeof useSmsSignIn>;

export function useSmsSignIn(signIn: (params: LoginParams) => Promise<void>) {
  const [challenge, setChallenge] = useState<SmsChallenge | null>(null);

  const challenged = (credentials: Credentials, error: unknown): boolean => {
    if (!(error instanceof SmsRequiredError)) return false;
    setChallenge({ credentials, sms_key: error.sms_key, phone_mask: error.phone_mask });
    return true;
  };

  /** Sends the credentials; resolves when signed in or when the SMS step opened. */
  const start = async (credentials: Credentials): Promise<void> => {
    try {
      await signIn(credentials);
    } catch (error) {
      if (!challenged(credentials, error)) throw error;
    }
  };

  /** Resends the credentials with the code; a rejection (wrong code...) is for the dialog. */
  const confirm = async (code: string): Promise<void> => {
    if (challenge === null) return;
    await signIn({ ...challenge.credentials, sms_key: challenge.sms_key, sms_code: code });
    setChallenge(null);
  };

  /** Asks for a new code by sending the credentials again (a new sms_key comes back). */
  const resend = async (): Promise<void> => {
    if (challenge === null) return;
    try {
      await signIn(challenge.credentials);
      setChallenge(null);
    } catch (error) {
      if (!challenged(challenge.credentials, error)) throw error;
    }
  };

  const cancel = () => setChallenge(null);

  return { challenge, start, confirm, resend, cancel };
}
