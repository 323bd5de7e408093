/** The sandbox e-mail gateway ("Тестовый режим"): keeps messages at GET /dev/email-outbox. */
import type { Clock } from '../../clock';
import type { EmailGateway, EmailMessage, EmailOutboxEntry } from './email-gateway';

const OUTBOX_SIZE = 200;

export class SandboxEmailGateway implements EmailGateway {
  readonly mode = 'sandbox' as const;
  private readonly outbox: EmailOutboxEntry[] = [];

  constructor(private readonly clock: Clock) {}

  async send(message: EmailMessage): Promise<void> {
    this.outbox.unshift({ ...message, created_at: this.clock.now().toISOString() });
    this.outbox.length = Math.min(this.outbox.length, OUTBOX_SIZE);
  }

  list(to?: string): EmailOutboxEntry[] {
    const wanted = to?.toLowerCase();
    return this.outbox.filter((entry) => wanted === undefined || entry.to.toLowerCase() === wanted);
  }
}
