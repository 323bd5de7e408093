/** What the app is built from: settings, database, clock and the external systems' gateways. */
import type { Clock } from './clock';
import type { ServerConfig } from './config';
import type { Db } from './db/client';
import type { AggregatorGateway } from './integrations/aggregators/aggregator-gateway';
import type { FleetSettings } from './integrations/aggregators/fleet-settings';
import type { EmailGateway } from './integrations/email/email-gateway';
import type { SandboxEmailGateway } from './integrations/email/sandbox-email-gateway';
import type { PayoutRails } from './integrations/payouts/payout-rail';
import type { SandboxSmsGateway } from './integrations/sms/sandbox-sms-gateway';
import type { SmsGateway } from './integrations/sms/sms-gateway';
import type { SessionsRepository } from './modules/auth/sessions.repository';
import type { TokenSigner } from './modules/auth/tokens';
import type { EventBus } from './realtime/event-bus';
import type { PayoutGuard } from './modules/payouts/payout-guard';

export interface AppDeps {
  config: ServerConfig;
  db: Db;
  clock: Clock;
  sms: SmsGateway | SandboxSmsGateway;
  email: EmailGateway | SandboxEmailGateway;
  /** Ride-hailing platforms a park connects its drivers to (drivers-join). */
  aggregatorGateway: AggregatorGateway;
  /** The aggregators' live connections: API base URL, client limits, the sealing of API keys, the import. */
  fleet: FleetSettings;
  /** The rails money leaves by (issue 13): a sandbox per open rail, «Тестовый режим». */
  payoutRails: PayoutRails;
  signer: TokenSigner;
  sessions: SessionsRepository;
  /** Park events for the realtime channel (in memory, or PostgreSQL NOTIFY across processes). */
  bus: EventBus;
  /** Checks in front of every payout (the self-employed guardian), told of every completed one. */
  payoutGuards: readonly PayoutGuard[];
}
