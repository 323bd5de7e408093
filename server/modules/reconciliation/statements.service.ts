/**
 * `/payments/import`: a bank statement of one of the park's accounts (a 1C exchange file or
 * xlsx, told apart by content) is read, each outgoing line matched to a payout of that account
 * (statement-matching.ts), and kept with its lines. The same file for the same account is taken
 * once (its sha256): a second upload answers the first import. A line the bank shows paid whose
 * payout is still open only says so: the payout's status is the payout engine's to move.
 */
import { createHash } from 'node:crypto';
import type { AccessClaims } from '../../../schemas/auth';
import { kopecksToWire } from '../../../schemas/money';
import { pagesOf } from '../../../schemas/lists';
import type { PayoutStatus } from '../../../schemas/payouts';
import {
  STATEMENT_MAX_BYTES,
  STATEMENT_MAX_LINES,
  type StatementAccount,
  type StatementDetail,
  type StatementFormat,
  type StatementSummary,
  type StatementUpload,
} from '../../../schemas/reconciliation';
import { t } from '../../../texts/t';
import type { AppDeps } from '../../deps';
import { errors } from '../../errors';
import { decodeStatementText, looksLikeOneC, parseOneC, StatementFileError } from '../../lib/one-c-exchange';
import { addDays, parkDayStart } from '../../lib/park-time';
import { authorOf } from '../users/author';
import { ReconciliationRepository } from './reconciliation.repository';
import { matchStatementLines, type StatementLineInput } from './statement-matching';
import { readStatementXlsx } from './statement-xlsx';
import { uploadedBytes } from '../../lib/uploads';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const ACCOUNT_NUMBER = /^\d{20}$/;
/** Payouts a few days either side of the statement's period can be on it (sent late, booked early). */
const MATCH_MARGIN_DAYS = 3;

const money = (kop: number | null) => (kop === null ? null : kopecksToWire(kop));

interface ReadStatement {
  format: StatementFormat;
  account: string | null;
  dateFrom: string | null;
  dateTo: string | null;
  openingKop: number | null;
  closingKop: number | null;
  lines: StatementLineInput[];
}

async function readStatement(bytes: Buffer): Promise<ReadStatement> {
  try {
    if (ZIP.every((byte, index) => bytes[index] === byte)) {
      return { format: 'xlsx', account: null, dateFrom: null, dateTo: null, openingKop: null, closingKop: null, lines: await readStatementXlsx(bytes) };
    }
    if (!looksLikeOneC(bytes)) throw new StatementFileError(t('reconciliation.oneC.notOneC'));
    const statement = parseOneC(decodeStatementText(bytes));
    if (statement.documents.length > STATEMENT_MAX_LINES) throw new StatementFileError(t('reconciliation.xlsx.tooManyRows', { max: STATEMENT_MAX_LINES }));
    return {
      format: 'one_c',
      account: statement.account,
      dateFrom: statement.dateFrom,
      dateTo: statement.dateTo,
      openingKop: statement.openingKop,
      closingKop: statement.closingKop,
      lines: statement.documents.map((doc) => ({
        line: doc.line,
        number: doc.number,
        day: doc.day,
        amountKop: doc.amountKop,
        incoming: doc.direction === 'in',
        counterparty: doc.direction === 'in' ? doc.payer : doc.recipient,
        counterpartyInn: doc.direction === 'in' ? null : doc.recipientInn,
        counterpartyAccount: doc.direction === 'in' ? doc.payerAccount : doc.recipientAccount,
        purpose: doc.purpose,
      })),
    };
  } catch (error) {
    if (error instanceof StatementFileError) throw errors.file(error.message);
    throw error;
  }
}

type Summary = NonNullable<Awaited<ReturnType<ReconciliationRepository['statement']>>>;

function toSummary(row: Summary): StatementSummary {
  return {
    id: row.id,
    account_id: row.accountId,
    account_name: row.accountName,
    format: row.format,
    file_name: row.fileName,
    period_from: row.periodFrom,
    period_to: row.periodTo,
    opening: money(row.openingKop),
    closing: money(row.closingKop),
    lines_total: row.linesTotal,
    matched: row.matched,
    mismatched: row.mismatched,
    user_name: row.userName,
    created_at: row.createdAt.toISOString(),
  };
}

export class StatementsService {
  constructor(private readonly deps: AppDeps) {}

  async accounts(claims: AccessClaims): Promise<{ accounts: StatementAccount[] }> {
    const rows = await new ReconciliationRepository(this.deps.db).accounts(claims.taxis_id);
    return { accounts: rows.map((row) => ({ id: row.id, name: row.name, rail: row.rail, public_id: row.publicId })) };
  }

  async list(claims: AccessClaims, query: { account_id?: number; page: number; countperpage: number }) {
    const { rows, total } = await new ReconciliationRepository(this.deps.db).statements(
      claims.taxis_id,
      query.account_id,
      query.countperpage,
      (query.page - 1) * query.countperpage,
    );
    return { statements: rows.map(toSummary), total, pages: pagesOf(total, query.countperpage) };
  }

  async get(claims: AccessClaims, id: number, alreadyImported = false): Promise<StatementDetail> {
    const repository = new ReconciliationRepository(this.deps.db);
    const summary = await repository.statement(claims.taxis_id, id);
    if (!summary) throw errors.notFound();
    const timezone = (await repository.timezone(claims.taxis_id)) ?? 'UTC';
    const [lines, missing] = await Promise.all([
      repository.lines(claims.taxis_id, id),
      repository.missing(
        claims.taxis_id,
        id,
        summary.accountId,
        parkDayStart(summary.periodFrom, timezone),
        parkDayStart(addDays(summary.periodTo, 1), timezone),
      ),
    ]);
    return {
      ...toSummary(summary),
      already_imported: alreadyImported,
      lines: lines.map(({ line, payoutStatus, driverName }) => ({
        id: line.id,
        line: line.line,
        number: line.number,
        day: line.day,
        amount: kopecksToWire(line.amountKop),
        incoming: line.incoming,
        counterparty: line.counterparty,
        purpose: line.purpose,
        match: line.match,
        matched_by: line.matchedBy,
        payout_id: line.payoutId,
        payout_amount: money(line.payoutAmountKop),
        payout_status: payoutStatus,
        driver_name: driverName,
        note:
          payoutStatus !== null && payoutStatus !== 'completed'
            ? t('reconciliation.notPaidYet', { status: t(`payoutLists.status.${payoutStatus as PayoutStatus}`).toLowerCase() })
            : null,
        confirmed_at: line.confirmedAt?.toISOString() ?? null,
      })),
      missing: missing.map((payout) => ({
        payout_id: payout.id,
        driver_name: payout.driverName,
        amount: kopecksToWire(payout.amountKop),
        completed_at: payout.completedAt?.toISOString() ?? null,
      })),
    };
  }

  async upload(claims: AccessClaims, input: StatementUpload): Promise<StatementDetail> {
    const repository = new ReconciliationRepository(this.deps.db);
    const account = await repository.account(claims.taxis_id, input.account_id);
    if (!account) throw errors.validation({ account_id: t('reconciliation.file.account') }, t('reconciliation.file.account'));
    const bytes = uploadedBytes(input.content_base64, STATEMENT_MAX_BYTES);
    const fileHash = createHash('sha256').update(bytes).digest('hex');
    const earlier = await repository.statementByHash(claims.taxis_id, account.id, fileHash);
    if (earlier !== null) return this.get(claims, earlier, true);

    const read = await readStatement(bytes);
    if (read.account !== null && ACCOUNT_NUMBER.test(read.account) && ACCOUNT_NUMBER.test(account.publicId) && read.account !== account.publicId) {
      const message = t('reconciliation.file.wrongAccount', { statement: read.account, account: account.publicId });
      throw errors.validation({ account_id: message }, message);
    }
    const days = read.lines.map((line) => line.day).sort();
    const periodFrom = read.dateFrom ?? days[0] ?? '';
    const periodTo = read.dateTo ?? days.at(-1) ?? periodFrom;
    const timezone = (await repository.timezone(claims.taxis_id)) ?? 'UTC';
    const candidates = await repository.candidates(
      claims.taxis_id,
      account.id,
      parkDayStart(addDays(periodFrom, -MATCH_MARGIN_DAYS), timezone),
      parkDayStart(addDays(periodTo, MATCH_MARGIN_DAYS + 1), timezone),
      timezone,
    );
    const matches = matchStatementLines(read.lines, candidates);
    const { userId, userName } = await authorOf(this.deps.db, claims);
    const id = await repository.insertStatement(
      {
        taxisId: claims.taxis_id,
        accountId: account.id,
        format: read.format,
        fileName: input.file_name,
        fileHash,
        fileAccount: read.account,
        periodFrom,
        periodTo,
        openingKop: read.openingKop,
        closingKop: read.closingKop,
        linesTotal: read.lines.length,
        userId,
        userName,
        createdAt: this.deps.clock.now(),
      },
      read.lines.map((line, index) => {
        const match = matches[index];
        return {
          line: line.line,
          number: line.number,
          day: line.day,
          amountKop: line.amountKop,
          incoming: line.incoming,
          counterparty: line.counterparty,
          counterpartyInn: line.counterpartyInn,
          counterpartyAccount: line.counterpartyAccount,
          purpose: line.purpose,
          match: match?.match ?? 'not_in_books',
          payoutId: match?.payoutId ?? null,
          matchedBy: match?.matchedBy ?? null,
          payoutAmountKop: match?.payoutAmountKop ?? null,
        };
      }),
    );
    // Taken by a parallel upload of the same file meanwhile: answer that one.
    if (id === null) {
      const taken = await repository.statementByHash(claims.taxis_id, account.id, fileHash);
      if (taken === null) throw errors.notFound();
      return this.get(claims, taken, true);
    }
    return this.get(claims, id);
  }

  /** A person confirms the payout a line found; recorded only (the payout engine moves the payout). */
  async confirm(claims: AccessClaims, statementId: number, lineId: number): Promise<StatementDetail> {
    const repository = new ReconciliationRepository(this.deps.db);
    const line = await repository.line(claims.taxis_id, statementId, lineId);
    if (!line) throw errors.notFound();
    if (line.payoutId === null) throw errors.badRequest(t('reconciliation.confirmNotMatched'));
    const { userId } = await authorOf(this.deps.db, claims);
    await repository.confirmLine(line.id, userId, this.deps.clock.now());
    return this.get(claims, statementId);
  }
}
