/**
 * The 1C bank exchange text format (`1CClientBankExchange`, version 1.02/1.03) as banks give a
 * statement in it: a header of `Ключ=Значение` lines, the account section
 * (`СекцияРасчСчет` … `КонецРасчСчет`: ДатаНачала, ДатаКонца, РасчСчет, НачальныйОстаток,
 * КонечныйОстаток), one `СекцияДокумент=Платежное поручение` … `КонецДокумента` block per
 * payment, and `КонецФайла`. Pure: bytes or text in, the statement out, or a StatementFileError
 * whose Russian message names the line. Windows-1251 (the format's `Кодировка=Windows`) and
 * UTF-8 are both taken.
 */
import { t } from '../../texts/t';

export class StatementFileError extends Error {}

export interface OneCDocument {
  /** The line of `СекцияДокумент` in the file (1-based). */
  line: number;
  /** The document's kind as the file names it («Платежное поручение»). */
  kind: string;
  number: string;
  /** ГГГГ-ММ-ДД. */
  day: string;
  /** Positive kopecks. */
  amountKop: number;
  /** `out`: paid from the statement's account; `in`: paid to it. */
  direction: 'out' | 'in';
  payerAccount: string | null;
  payer: string | null;
  recipientAccount: string | null;
  recipient: string | null;
  recipientInn: string | null;
  purpose: string;
}

export interface OneCStatement {
  header: Record<string, string>;
  account: string | null;
  dateFrom: string | null;
  dateTo: string | null;
  openingKop: number | null;
  closingKop: number | null;
  documents: OneCDocument[];
}

const SIGNATURE = '1CClientBankExchange';

/** UTF-8 when the bytes are valid UTF-8, else Windows-1251 (a Cyrillic 1251 text is never valid UTF-8). */
export function decodeStatementText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1251').decode(bytes);
  }
  return text.replace(/^\uFEFF/, '');
}

/** Whether the bytes start as a 1C exchange file (after a BOM or blanks). */
export function looksLikeOneC(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 64)).replace(/^(\u00ef\u00bb\u00bf)?\s*/, '');
  return head.startsWith(SIGNATURE);
}

/** «1 500,50», «1500.5», «1500» → kopecks; null when it is not a sum. */
export function sumToKopecks(value: string): number | null {
  const compact = value.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^-?\d{1,12}(\.\d{1,2})?$/.test(compact)) return null;
  const negative = compact.startsWith('-');
  const [whole = '0', fraction = ''] = compact.replace(/^-/, '').split('.');
  const kop = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return negative ? -kop : kop;
}

/** ДД.ММ.ГГГГ → ГГГГ-ММ-ДД; null when it is not a real day. */
export function russianDay(value: string): string | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [, dd, mm, yyyy] = match;
  const iso = `${yyyy}-${mm}-${dd}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso;
}

interface Block {
  start: number;
  kind: string;
  fields: Map<string, { value: string; line: number }>;
}

function keyValue(raw: string, line: number): [string, string] {
  const at = raw.indexOf('=');
  if (at <= 0) throw new StatementFileError(t('reconciliation.oneC.lineWithoutKey', { line }));
  return [raw.slice(0, at).trim(), raw.slice(at + 1).trim()];
}

function requiredField(block: Block, name: string): { value: string; line: number } {
  const field = block.fields.get(name);
  if (!field || field.value === '') throw new StatementFileError(t('reconciliation.oneC.fieldRequired', { line: block.start, field: name }));
  return field;
}

const optional = (block: Block, ...names: string[]): string | null => {
  for (const name of names) {
    const value = block.fields.get(name)?.value;
    if (value) return value;
  }
  return null;
};

function documentOf(block: Block, account: string | null): OneCDocument {
  const number = requiredField(block, 'Номер').value;
  const date = requiredField(block, 'Дата');
  const day = russianDay(date.value);
  if (day === null) throw new StatementFileError(t('reconciliation.oneC.badDate', { line: date.line, value: date.value }));
  const sum = requiredField(block, 'Сумма');
  const amountKop = sumToKopecks(sum.value);
  if (amountKop === null || amountKop <= 0) throw new StatementFileError(t('reconciliation.oneC.badSum', { line: sum.line, value: sum.value }));
  const payerAccount = optional(block, 'ПлательщикСчет', 'ПлательщикРасчСчет');
  const recipientAccount = optional(block, 'ПолучательСчет', 'ПолучательРасчСчет');
  // A document paid to the statement's own account is money in; anything else left it.
  const direction = account !== null && recipientAccount === account && payerAccount !== account ? 'in' : 'out';
  return {
    line: block.start,
    kind: block.kind,
    number,
    day,
    amountKop,
    direction,
    payerAccount,
    payer: optional(block, 'Плательщик1', 'Плательщик'),
    recipientAccount,
    recipient: optional(block, 'Получатель1', 'Получатель'),
    recipientInn: optional(block, 'ПолучательИНН'),
    purpose: optional(block, 'НазначениеПлатежа') ?? '',
  };
}

/** Reads the text of a 1C exchange file; throws StatementFileError naming the line of the fault. */
export function parseOneC(text: string): OneCStatement {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const firstIndex = lines.findIndex((line) => line.trim() !== '');
  if (firstIndex < 0) throw new StatementFileError(t('reconciliation.oneC.empty'));
  if (lines[firstIndex]?.trim() !== SIGNATURE) throw new StatementFileError(t('reconciliation.oneC.notOneC'));

  const header: Record<string, string> = {};
  const blocks: Block[] = [];
  const accountSection: Record<string, string> = {};
  let open: { kind: 'account' | 'document'; start: number; block: Block | null } | null = null;
  let ended = false;

  for (let index = firstIndex + 1; index < lines.length; index += 1) {
    const line = index + 1;
    const raw = (lines[index] ?? '').trim();
    if (raw === '') continue;
    if (ended) throw new StatementFileError(t('reconciliation.oneC.afterEndOfFile', { line }));
    if (raw === 'КонецФайла') {
      if (open) {
        const [section, end] = open.kind === 'account' ? ['СекцияРасчСчет', 'КонецРасчСчет'] : ['СекцияДокумент', 'КонецДокумента'];
        throw new StatementFileError(t('reconciliation.oneC.sectionNotClosed', { line: open.start, section, end }));
      }
      ended = true;
      continue;
    }
    if (raw === 'СекцияРасчСчет' || raw.startsWith('СекцияДокумент')) {
      if (open) {
        const section = open.kind === 'account' ? 'СекцияРасчСчет' : 'СекцияДокумент';
        throw new StatementFileError(t('reconciliation.oneC.nestedSection', { line, section, opened: open.start }));
      }
      if (raw === 'СекцияРасчСчет') open = { kind: 'account', start: line, block: null };
      else {
        const kind = raw.includes('=') ? keyValue(raw, line)[1] : '';
        open = { kind: 'document', start: line, block: { start: line, kind, fields: new Map() } };
      }
      continue;
    }
    if (raw === 'КонецРасчСчет' || raw === 'КонецДокумента') {
      const expected = raw === 'КонецРасчСчет' ? 'account' : 'document';
      if (open?.kind !== expected) throw new StatementFileError(t('reconciliation.oneC.endWithoutSection', { line, end: raw }));
      if (open.block) blocks.push(open.block);
      open = null;
      continue;
    }
    const [key, value] = keyValue(raw, line);
    if (open?.kind === 'account') accountSection[key] = value;
    else if (open?.block) {
      // A repeated key keeps its first value: 1C writes each once; a stray repeat must not overwrite the sum.
      if (!open.block.fields.has(key)) open.block.fields.set(key, { value, line });
    } else if (!(key in header)) header[key] = value;
  }
  if (open) {
    const [section, end] = open.kind === 'account' ? ['СекцияРасчСчет', 'КонецРасчСчет'] : ['СекцияДокумент', 'КонецДокумента'];
    throw new StatementFileError(t('reconciliation.oneC.sectionNotClosed', { line: open.start, section, end }));
  }
  if (!ended) throw new StatementFileError(t('reconciliation.oneC.noEndOfFile'));

  const account = accountSection['РасчСчет'] || header['РасчСчет'] || null;
  const documents = blocks.map((block) => documentOf(block, account));
  if (documents.length === 0) throw new StatementFileError(t('reconciliation.oneC.noDocuments'));
  const balance = (value: string | undefined) => (value === undefined || value === '' ? null : sumToKopecks(value));
  const day = (value: string | undefined) => (value === undefined ? null : russianDay(value));
  return {
    header,
    account,
    dateFrom: day(accountSection['ДатаНачала'] ?? header['ДатаНачала']),
    dateTo: day(accountSection['ДатаКонца'] ?? header['ДатаКонца']),
    openingKop: balance(accountSection['НачальныйОстаток']),
    closingKop: balance(accountSection['КонечныйОстаток']),
    documents,
  };
}
