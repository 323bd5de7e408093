/**
 * A bank statement in the 1C exchange format (1CClientBankExchange, version 1.03): the text every
 * Russian bank gives for import into 1C, in windows-1251 with CRLF lines. A header, one
 * СекцияРасчСчет with the balances and totals, one СекцияДокумент per line (payments out and in),
 * КонецФайла. Dates ДД.ММ.ГГГГ and times in Moscow time, sums in roubles with a dot.
 */

export interface Statement1COwner {
  name?: string;
  inn?: string;
  kpp?: string;
}

export interface Statement1CEntry {
  externalId: string;
  /** Signed: money out is negative. */
  amountKop: number;
  at: Date;
  purpose: string;
  counterparty: string | null;
  counterpartyAccount: string | null;
  counterpartyBik: string | null;
  counterpartyInn: string | null;
}

export interface Statement1CInput {
  sender: string;
  receiver: string;
  createdAt: Date;
  /** The period [from, to). */
  from: Date;
  to: Date;
  account: string;
  bank: { bik: string; corrAccount: string } | null;
  bankName: string;
  owner: Statement1COwner;
  openingKop: number;
  entries: Statement1CEntry[];
}

const MOSCOW_OFFSET = 3 * 3_600_000;

const moscow = (at: Date): Date => new Date(at.getTime() + MOSCOW_OFFSET);
const pad = (value: number) => String(value).padStart(2, '0');

export function date1C(at: Date): string {
  const m = moscow(at);
  return `${pad(m.getUTCDate())}.${pad(m.getUTCMonth() + 1)}.${m.getUTCFullYear()}`;
}

export function time1C(at: Date): string {
  const m = moscow(at);
  return `${pad(m.getUTCHours())}:${pad(m.getUTCMinutes())}:${pad(m.getUTCSeconds())}`;
}

export function sum1C(kopecks: number): string {
  const abs = Math.abs(kopecks);
  return `${kopecks < 0 ? '-' : ''}${Math.floor(abs / 100)}.${pad(abs % 100)}`;
}

/** A value on one line: the format has no escaping, so line breaks become spaces. */
const flat = (value: string | null | undefined): string => (value ?? '').replace(/[\r\n]+/g, ' ');

/** The document's number: the digits of the bank's id, at most 6 as 1C's field takes. */
function numberOf(externalId: string, index: number): string {
  const digits = externalId.replace(/\D/g, '');
  const tail = digits.slice(-6).replace(/^0+/, '');
  return tail === '' ? String(index + 1) : tail;
}

/** The text of the statement (before the windows-1251 encoding). */
export function statement1CText(input: Statement1CInput): string {
  const incoming = input.entries.filter((entry) => entry.amountKop > 0).reduce((total, entry) => total + entry.amountKop, 0);
  const outgoing = input.entries.filter((entry) => entry.amountKop < 0).reduce((total, entry) => total - entry.amountKop, 0);
  const lastDay = new Date(input.to.getTime() - 1);
  const lines: string[] = [
    '1CClientBankExchange',
    'ВерсияФормата=1.03',
    'Кодировка=Windows',
    `Отправитель=${flat(input.sender)}`,
    `Получатель=${flat(input.receiver)}`,
    `ДатаСоздания=${date1C(input.createdAt)}`,
    `ВремяСоздания=${time1C(input.createdAt)}`,
    `ДатаНачала=${date1C(input.from)}`,
    `ДатаКонца=${date1C(lastDay)}`,
    `РасчСчет=${input.account}`,
    'Документ=Платежное поручение',
    'СекцияРасчСчет',
    `ДатаНачала=${date1C(input.from)}`,
    `ДатаКонца=${date1C(lastDay)}`,
    `РасчСчет=${input.account}`,
    `НачальныйОстаток=${sum1C(input.openingKop)}`,
    `ВсегоПоступило=${sum1C(incoming)}`,
    `ВсегоСписано=${sum1C(outgoing)}`,
    `КонечныйОстаток=${sum1C(input.openingKop + incoming - outgoing)}`,
    'КонецРасчСчет',
  ];
  const ours = {
    account: input.account,
    name: flat(input.owner.name),
    inn: flat(input.owner.inn),
    kpp: flat(input.owner.kpp),
    bank: flat(input.bankName),
    bik: input.bank?.bik ?? '',
    corr: input.bank?.corrAccount ?? '',
  };
  input.entries.forEach((entry, index) => {
    const outgoingEntry = entry.amountKop < 0;
    const theirs = {
      account: flat(entry.counterpartyAccount),
      name: flat(entry.counterparty),
      inn: flat(entry.counterpartyInn),
      kpp: '',
      bank: '',
      bik: flat(entry.counterpartyBik),
      corr: '',
    };
    const payer = outgoingEntry ? ours : theirs;
    const payee = outgoingEntry ? theirs : ours;
    lines.push(
      'СекцияДокумент=Платежное поручение',
      `Номер=${numberOf(entry.externalId, index)}`,
      `Дата=${date1C(entry.at)}`,
      `Сумма=${sum1C(Math.abs(entry.amountKop))}`,
      outgoingEntry ? `ДатаСписано=${date1C(entry.at)}` : `ДатаПоступило=${date1C(entry.at)}`,
      `ПлательщикСчет=${payer.account}`,
      `Плательщик=${payer.inn === '' ? '' : `ИНН ${payer.inn} `}${payer.name}`,
      `ПлательщикИНН=${payer.inn}`,
      `ПлательщикКПП=${payer.kpp}`,
      `Плательщик1=${payer.name}`,
      `ПлательщикРасчСчет=${payer.account}`,
      `ПлательщикБанк1=${payer.bank}`,
      `ПлательщикБИК=${payer.bik}`,
      `ПлательщикКорсчет=${payer.corr}`,
      `ПолучательСчет=${payee.account}`,
      `Получатель=${payee.inn === '' ? '' : `ИНН ${payee.inn} `}${payee.name}`,
      `ПолучательИНН=${payee.inn}`,
      `ПолучательКПП=${payee.kpp}`,
      `Получатель1=${payee.name}`,
      `ПолучательРасчСчет=${payee.account}`,
      `ПолучательБанк1=${payee.bank}`,
      `ПолучательБИК=${payee.bik}`,
      `ПолучательКорсчет=${payee.corr}`,
      'ВидОплаты=01',
      'Очередность=5',
      `НазначениеПлатежа=${flat(entry.purpose)}`,
      'КонецДокумента',
    );
  });
  lines.push('КонецФайла');
  return `${lines.join('\r\n')}\r\n`;
}

/** windows-1251 from the decoder's own table, turned around (Node encodes only UTF-8/16 and Latin-1). */
let cp1251: Map<string, number> | null = null;

function cp1251Table(): Map<string, number> {
  if (cp1251 !== null) return cp1251;
  const decoder = new TextDecoder('windows-1251');
  const table = new Map<string, number>();
  for (let byte = 0x80; byte <= 0xff; byte += 1) {
    const char = decoder.decode(Uint8Array.of(byte));
    if (char !== '\ufffd' && !table.has(char)) table.set(char, byte);
  }
  cp1251 = table;
  return table;
}

/** The text in windows-1251; a character the code page lacks becomes «?», as banks' exports do. */
export function encodeWindows1251(text: string): Buffer {
  const table = cp1251Table();
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3f;
    bytes.push(code < 0x80 ? code : (table.get(char) ?? 0x3f));
  }
  return Buffer.from(bytes);
}

export function renderStatement1C(input: Statement1CInput): Buffer {
  return encodeWindows1251(statement1CText(input));
}
