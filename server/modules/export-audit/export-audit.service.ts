/**
 * The journal of personal-data exports (152-ФЗ, issue 11 §3). An export that carries drivers' or
 * staff users' personal data calls `begin` before its first row is read: the row (park, user and
 * the name they have now, what, the parameters, when) is written in the same request, so an export
 * whose row cannot be written fails before any byte goes out. `counted` wraps the export's rows and
 * sets the row count once the last one is written; a file that does not finish keeps none.
 */
import type { AccessClaims } from '../../../schemas/auth';
import type { ExportKind } from '../../../resources/users/export-audit/resource';
import type { AppDeps } from '../../deps';
import { authorOf } from '../users/author';
import { describeQuery } from './describe';
import { ExportAuditRepository } from './export-audit.repository';

/** One recorded export. */
export interface AuditedExport {
  id: number;
  /** The export's rows, counted: the count is stored when the last row has been read. */
  counted<Row>(rows: AsyncIterable<Row>): AsyncIterable<Row>;
}

export interface ExportParameters {
  /** The query as the server read it (validated, the period resolved); stored as JSON. */
  query: Readonly<Record<string, unknown>>;
  /** The same in Russian; `describeQuery(query)` when absent. */
  text?: string;
  /** Rows in the file when they are known before it goes out (a report's file). */
  rowCount?: number;
}

// A NUL and a lone surrogate have no place in jsonb: the journal keeps the replacement character.
const NUL = String.fromCharCode(0);
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Plain JSON of a query: strings PostgreSQL can store, no undefined, instants as ISO strings. */
export function storableJson(value: unknown): unknown {
  if (typeof value === 'string') return value.split(NUL).join('\ufffd').replace(LONE_SURROGATE, '\ufffd');
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(storableJson);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== undefined)
        .map(([key, item]) => [storableJson(key) as string, storableJson(item)]),
    );
  }
  return typeof value === 'number' && !Number.isFinite(value) ? null : value;
}

export class ExportAuditService {
  private readonly journal: ExportAuditRepository;

  constructor(private readonly deps: Pick<AppDeps, 'db' | 'clock'>) {
    this.journal = new ExportAuditRepository(deps.db);
  }

  /** Records an export before it starts; throws (and the export does not go out) if it cannot. */
  async begin(claims: AccessClaims, kind: ExportKind, parameters: ExportParameters): Promise<AuditedExport> {
    const author = await authorOf(this.deps.db, claims);
    const query = storableJson(parameters.query) as Record<string, unknown>;
    const text = storableJson(parameters.text ?? describeQuery(parameters.query)) as string;
    const id = await this.journal.insert({
      taxisId: claims.taxis_id,
      userId: author.userId,
      userName: author.userName,
      kind,
      query,
      parameters: text,
      rowCount: parameters.rowCount ?? null,
      createdAt: this.deps.clock.now(),
    });
    const journal = this.journal;
    return {
      id,
      counted: async function* counted<Row>(rows: AsyncIterable<Row>): AsyncIterable<Row> {
        let count = 0;
        for await (const row of rows) {
          count += 1;
          yield row;
        }
        await journal.setRowCount(claims.taxis_id, id, count);
      },
    };
  }
}
