/**
 * Access requests: a driver asks for the park's driver app (`app`: the decision sets
 * drivers.app_access) or for the marketplace (`market`). Each request is decided once.
 */
import { fullNameOf } from '../drivers/drivers.mappers';
import type { z } from 'zod';
import type { AccessClaims } from '../../../schemas/auth';
import type {
  AccessDecisionSchema,
  AccessRequest,
  AccessRequestsQuerySchema,
  AccessRequestsResponseSchema,
} from '../../../schemas/desk';
import { pagesOf } from '../../../schemas/lists';
import { t } from '../../../texts/t';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import { DriversService } from '../drivers/drivers.service';

import { AccessRequestsRepository, type AccessKind, type AccessRequestRow } from './access-requests.repository';

type AccessRequestsQuery = z.infer<typeof AccessRequestsQuerySchema>;
type AccessDecision = z.infer<typeof AccessDecisionSchema>;

function toAccessRequest(row: AccessRequestRow): AccessRequest {
  return {
    id: row.id,
    driver: { id: row.driverId, full_name: fullNameOf(row), phone: row.phone },
    kind: row.kind,
    status: row.status,
    comment: row.comment,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

export class AccessRequestsService {
  private readonly requests: AccessRequestsRepository;

  constructor(private readonly deps: AppDeps) {
    this.requests = new AccessRequestsRepository(deps.db);
  }

  async list(
    claims: AccessClaims,
    kind: AccessKind,
    query: AccessRequestsQuery,
  ): Promise<z.infer<typeof AccessRequestsResponseSchema>> {
    const { rows, total } = await this.requests.page(
      claims.taxis_id,
      kind,
      query.filter === 'all' ? null : query.filter,
      query.countperpage,
      (query.page - 1) * query.countperpage,
    );
    return { requests: rows.map(toAccessRequest), total, pages: pagesOf(total, query.countperpage) };
  }

  async countNew(claims: AccessClaims, kind: AccessKind): Promise<{ count: number }> {
    return { count: await this.requests.countNew(claims.taxis_id, kind) };
  }

  async decide(claims: AccessClaims, kind: AccessKind, id: number, decision: AccessDecision): Promise<AccessRequest> {
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      const requests = new AccessRequestsRepository(tx);
      const request = await requests.lock(claims.taxis_id, kind, id);
      if (!request) throw errors.notFound();
      if (request.status !== 'new') throw errors.badRequest(t('fleet.validation.alreadyDecided'));
      await requests.decide(id, decision.decision, Number(claims.sub), now);
      // The driver's own rule writes the flag, so the flip shows in the driver's change history.
      if (kind === 'app') {
        const drivers = new DriversService({ ...this.deps, db: tx });
        await drivers.setAppAccess(claims, request.driverId, decision.decision === 'approved');
      }
    });
    const decided = await this.requests.find(claims.taxis_id, kind, id);
    if (!decided) throw errors.notFound();
    return toAccessRequest(decided);
  }
}
