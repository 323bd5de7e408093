/**
 * The sandbox SMS gateway ("Тестовый режим"): delivers nothing, keeps the last messages in an
 * outbox served at GET /dev/sms-outbox so a person or a test can read the code. It exists only
 * while no live gateway is configured.
 */
import type { SmsOutboxEntry } from '../../../schemas/auth';
import type { Clock } from '../../clock';
import type { SmsGateway, SmsMessage } from './sms-gateway';

const OUTBOX_SIZE = 200;

export class SandboxSmsGateway implements SmsGateway {
  readonly mode = 'sandbox' as const;
  private readonly outbox: SmsOutboxEntry[] = [];

  constructor(private readonly clock: Clock) {}

  async send(message: SmsMessage): Promise<void> {
    this.outbox.unshift({
      login: message.login,
      phone: message.phone,
      code: message.code,
      sms_key: message.reference ?? null,
      created_at: this.clock.now().toISOString(),
    });
    this.outbox.length = Math.min(this.outbox.length, OUTBOX_SIZE);
  }

  /** Newest first; optionally only one login's messages, or one challenge's (sms_key). */
  list(login?: string, smsKey?: string): SmsOutboxEntry[] {
    const wanted = login?.toLowerCase();
    return this.outbox.filter(
      (entry) =>
        (wanted === undefined || entry.login.toLowerCase() === wanted) && (smsKey === undefined || entry.sms_key === smsKey),
    );
  }
}
