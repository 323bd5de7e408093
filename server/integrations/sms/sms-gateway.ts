/** How the cabinet sends SMS. A real operator's adapter implements this; the sandbox is the default. */
export interface SmsMessage {
  /** Who the code is for (the login, or the e-mail in password recovery). */
  login: string;
  /** E.164 phone number. */
  phone: string;
  code: string;
  text: string;
  /** The challenge's public sms_key, so the sandbox outbox can tell two sign-ins of one login apart. */
  reference?: string;
}

export interface SmsGateway {
  /** 'sandbox' means codes are visible in the outbox and the UI says "Тестовый режим". */
  readonly mode: 'sandbox' | 'live';
  send(message: SmsMessage): Promise<void>;
}
