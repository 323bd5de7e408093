/**
 * Top-ups of drivers' balances (`/payments/drivers-addbalance`): rows from the screen or a file
 * (xlsx/csv) are checked with Russian errors per row and nothing is written; a confirm credits
 * every row as its own `topup` ledger entry through postEntry, all in one transaction. Each row's
 * entry carries a key: a file's from its content (the same file again changes nothing), a list's
 * from the request's Idempotency-Key.
 */
import { createHash } from 'node:crypto';
import type { AccessClaims } from '../../../schemas/auth';
import { kopecksToWire } from '../../../schemas/money';
import { TOPUP_MAX_BYTES, TOPUP_MAX_ROWS, type TopupPreview, type TopupRequest, type TopupResult } from '../../../schemas/payout-lists';
import { t } from '../../../texts/t';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import { postEntry } from '../ledger/ledger.writer';
import { readRegistryFile } from '../registries/registry-file';
import { RegistryFileError } from '../registries/registry-rows';
import { authorOf } from '../users/author';
import { checkLines, linesOfList, linesOfSheet, tooManyRows, TopupFileError, type TopupLine } from './topup-rows';
import { TopupsRepository } from './topups.repository';
import { uploadedBytes } from '../../lib/uploads';

/** The registry reader's refusals, said as a top-up's. */
function fileMessage(error: RegistryFileError): string {
  if (error.message === t('registry.file.empty')) return t('registry.file.empty');
  if (error.message.startsWith(t('registry.file.tooManyRows').split('%')[0] ?? '')) return t('payoutLists.topupErrors.tooManyRows', { max: TOPUP_MAX_ROWS });
  return t('payoutLists.topupErrors.unreadable');
}

interface ParsedRequest {
  lines: TopupLine[];
  /** The ledger key of a row: the file's content hash, or the request's Idempotency-Key. */
  keyOf: (line: TopupLine, requestKey: string) => string;
}

export class TopupsService {
  private readonly repository: TopupsRepository;

  constructor(private readonly deps: AppDeps) {
    this.repository = new TopupsRepository(deps.db);
  }

  private async parse(body: TopupRequest): Promise<ParsedRequest> {
    if ('rows' in body) return { lines: linesOfList(body.rows), keyOf: (line, requestKey) => `topup:${requestKey}:${line.row}` };
    const bytes = uploadedBytes(body.content_base64, TOPUP_MAX_BYTES);
    const hash = createHash('sha256').update(bytes).digest('hex');
    try {
      const table = await readRegistryFile(bytes);
      if (table.rows.length > TOPUP_MAX_ROWS) throw tooManyRows(TOPUP_MAX_ROWS);
      return { lines: linesOfSheet(table.header, table.rows), keyOf: (line) => `topup-file:${hash}:${line.row}` };
    } catch (error) {
      if (error instanceof TopupFileError) throw errors.file(error.message);
      if (error instanceof RegistryFileError) throw errors.file(fileMessage(error));
      throw error;
    }
  }

  private async check(claims: AccessClaims, parsed: ParsedRequest) {
    const ids = parsed.lines.flatMap((line) => (line.driverId === null ? [] : [line.driverId]));
    const phones = parsed.lines.flatMap((line) => (line.driverId === null && line.phone !== null ? [line.phone] : []));
    const drivers = await this.repository.drivers(claims.taxis_id, ids, phones);
    return checkLines(parsed.lines, drivers);
  }

  async preview(claims: AccessClaims, body: TopupRequest): Promise<TopupPreview> {
    const rows = (await this.check(claims, await this.parse(body))).map((item) => item.checked);
    const valid = rows.filter((row) => row.errors.length === 0);
    return {
      rows,
      valid: valid.length,
      invalid: rows.length - valid.length,
      total_amount: kopecksToWire(valid.reduce((sum, row) => sum + Math.round(Number(row.amount ?? 0) * 100), 0)),
    };
  }

  /** Credits every row or none: a row with an error refuses the whole request (400). */
  async create(claims: AccessClaims, requestKey: string, body: TopupRequest): Promise<TopupResult> {
    const parsed = await this.parse(body);
    const checked = await this.check(claims, parsed);
    if (checked.some((item) => item.checked.errors.length > 0)) throw errors.validation({ rows: t('payoutLists.topupErrors.hasErrors') }, t('payoutLists.topupErrors.hasErrors'));
    const author = await authorOf(this.deps.db, claims);
    const at = this.deps.clock.now();
    let created = 0;
    let replayed = 0;
    let totalKop = 0;
    await this.deps.db.transaction(async (tx) => {
      for (const { line, driver } of checked) {
        if (driver === null || line.amountKop === null) continue;
        const posted = await postEntry(tx, {
          taxisId: claims.taxis_id,
          driverId: driver.id,
          kind: 'topup',
          amountKop: line.amountKop,
          description: line.comment ?? t('payoutLists.topups.defaultComment'),
          createdBy: 'dispatcher',
          userId: author.userId,
          userName: author.userName,
          idempotencyKey: parsed.keyOf(line, requestKey),
          at,
        });
        if (posted.replayed) replayed += 1;
        else {
          created += 1;
          totalKop += line.amountKop;
        }
      }
    });
    return { created, replayed, total_amount: kopecksToWire(totalKop) };
  }
}
