/** Alerts for a user: those active for the park's country that this user has not closed yet. */
import type { z } from 'zod';
import type { AccessClaims } from '../../../schemas/auth';
import type { AlertsResponseSchema } from '../../../schemas/notices';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import { sanitiseHtml } from '../../lib/sanitize';
import { AlertsRepository, type AlertReader } from './alerts.repository';

type AlertsResponse = z.infer<typeof AlertsResponseSchema>;

export class AlertsService {
  private readonly alerts: AlertsRepository;

  constructor(private readonly deps: AppDeps) {
    this.alerts = new AlertsRepository(deps.db);
  }

  private reader(claims: AccessClaims): AlertReader {
    return { userId: Number(claims.sub), taxisId: claims.taxis_id, now: this.deps.clock.now() };
  }

  async unread(claims: AccessClaims): Promise<AlertsResponse> {
    const rows = await this.alerts.unread(this.reader(claims));
    return {
      alerts: rows.map((row) => ({
        id: row.id,
        content: sanitiseHtml(row.contentHtml),
        created_at: row.createdAt.toISOString(),
      })),
    };
  }

  /** Idempotent: reading an alert twice is still one read. */
  async markRead(claims: AccessClaims, alertId: number): Promise<{ ok: true }> {
    const reader = this.reader(claims);
    if (!(await this.alerts.exists(reader, alertId))) throw errors.notFound();
    await this.alerts.markRead(reader, alertId);
    return { ok: true };
  }
}
