/**
 * The journal's hook for a generated resource's `GET /<name>/export` (server/lib/crud): the list's
 * filter, parsed and checked by then, is recorded with its Russian text under the resource's own
 * labels before the first row is read.
 */
import type { ResourceDeclaration } from '../../../schemas/resource';
import type { ExportKind } from '../../../resources/users/export-audit/resource';
import type { ServerResource } from '../../lib/crud/crud.routes';
import { describeConditions } from './describe';
import { ExportAuditService } from './export-audit.service';

export function auditGeneratedExport(
  kind: ExportKind,
  declaration: Pick<ResourceDeclaration, 'labels'>,
): NonNullable<ServerResource['auditExport']> {
  return async (deps, claims, query, rows) => {
    const audit = await new ExportAuditService(deps).begin(claims, kind, {
      query: { filter: query.conditions, sort: query.sort },
      text: describeConditions(declaration.labels, query.conditions),
    });
    return audit.counted(rows);
  };
}
