/**
 * Builds 1C exchange files (`1CClientBankExchange`) as a bank gives them, for the statement tests:
 * the header, the account section with its balances, one payment order per document, in
 * Windows-1251 (the format's `Кодировка=Windows`) or UTF-8.
 */
export interface OneCDoc {
  number: string;
  /** ДД.ММ.ГГГГ. */
  date: string;
  /** As 1C writes it: «1500.00». */
  sum: string;
  recipient: string;
  recipientInn?: string;
  recipientAccount?: string;
  purpose: string;
}

export const PARK_ACCOUNT = '40702810900000012345';

export function oneCText(docs: readonly OneCDoc[], options: { account?: string; from?: string; to?: string; opening?: string; closing?: string } = {}): string {
  const account = options.account ?? PARK_ACCOUNT;
  const lines = [
    '1CClientBankExchange',
    'ВерсияФормата=1.03',
    'Кодировка=Windows',
    'Отправитель=Бухгалтерия предприятия',
    'Получатель=',
    `ДатаСоздания=${options.to ?? '02.11.2026'}`,
    'ВремяСоздания=09:15:00',
    `ДатаНачала=${options.from ?? '01.11.2026'}`,
    `ДатаКонца=${options.to ?? '02.11.2026'}`,
    `РасчСчет=${account}`,
    'Документ=Платежное поручение',
    'СекцияРасчСчет',
    `ДатаНачала=${options.from ?? '01.11.2026'}`,
    `ДатаКонца=${options.to ?? '02.11.2026'}`,
    `РасчСчет=${account}`,
    `НачальныйОстаток=${options.opening ?? '100000.00'}`,
    `КонечныйОстаток=${options.closing ?? '90000.00'}`,
    'КонецРасчСчет',
  ];
  for (const doc of docs) {
    lines.push(
      'СекцияДокумент=Платежное поручение',
      `Номер=${doc.number}`,
      `Дата=${doc.date}`,
      `Сумма=${doc.sum}`,
      `ПлательщикСчет=${account}`,
      'Плательщик=ИНН 7700000001 ООО "Таксопарк"',
      'ПлательщикИНН=7700000001',
      `ПолучательСчет=${doc.recipientAccount ?? '40817810000000000001'}`,
      `Получатель=${doc.recipient}`,
      `Получатель1=${doc.recipient}`,
      `ПолучательИНН=${doc.recipientInn ?? ''}`,
      'ВидОплаты=01',
      'Очередность=5',
      `НазначениеПлатежа=${doc.purpose}`,
      'КонецДокумента',
    );
  }
  lines.push('КонецФайла');
  return lines.join('\r\n');
}

/** Windows-1251 bytes of a text: Node decodes 1251 but has no encoder, so the table is the decoder's, inverted. */
export function toWindows1251(text: string): Buffer {
  const decoder = new TextDecoder('windows-1251');
  const table = new Map<string, number>();
  for (let byte = 0x80; byte <= 0xff; byte += 1) table.set(decoder.decode(Uint8Array.of(byte)), byte);
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 0x80) bytes.push(code);
    else {
      const byte = table.get(char);
      if (byte === undefined) throw new Error(`Нет в Windows-1251: ${char}`);
      bytes.push(byte);
    }
  }
  return Buffer.from(bytes);
}
