/** How the cabinet sends e-mail (new passwords in recovery). The sandbox keeps an outbox. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface EmailGateway {
  readonly mode: 'sandbox' | 'live';
  send(message: EmailMessage): Promise<void>;
}

export interface EmailOutboxEntry extends EmailMessage {
  created_at: string;
}
