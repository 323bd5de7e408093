/**
 * The 1C exchange statement parser: a Windows-1251 file as a bank gives it and its UTF-8 twin
 * read alike (header, the account section's balances, each payment order), and a broken file is
 * refused in Russian with the line of the fault.
 */
import { describe, expect, it } from 'vitest';
import { decodeStatementText, looksLikeOneC, parseOneC, russianDay, StatementFileError, sumToKopecks } from '../../server/lib/one-c-exchange';
import { oneCText, PARK_ACCOUNT, toWindows1251 } from '../helpers/one-c-file';

const DOCS = [
  { number: '101', date: '01.11.2026', sum: '1500.00', recipient: 'Петров Пётр Петрович', recipientInn: '771234567890', purpose: 'Выплата водителю Петров П.П., выплата № 17' },
  { number: '102', date: '02.11.2026', sum: '2 300,50', recipient: 'Сидоров Иван', purpose: 'Перевод по договору, операция TB-0042' },
];

const parseBytes = (bytes: Uint8Array) => parseOneC(decodeStatementText(bytes));

function refusal(text: string): string {
  try {
    parseOneC(text);
  } catch (error) {
    if (error instanceof StatementFileError) return error.message;
    throw error;
  }
  throw new Error('parsed');
}

describe('1C exchange statement', () => {
  it('reads a Windows-1251 file: header, balances, period, payment orders', () => {
    const bytes = toWindows1251(oneCText(DOCS));
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    expect(looksLikeOneC(bytes)).toBe(true);
    const statement = parseBytes(bytes);
    expect(statement.header['ВерсияФормата']).toBe('1.03');
    expect(statement.account).toBe(PARK_ACCOUNT);
    expect(statement).toMatchObject({ dateFrom: '2026-11-01', dateTo: '2026-11-02', openingKop: 10_000_000, closingKop: 9_000_000 });
    expect(statement.documents).toEqual([
      expect.objectContaining({ number: '101', day: '2026-11-01', amountKop: 150_000, direction: 'out', recipient: 'Петров Пётр Петрович', recipientInn: '771234567890', purpose: DOCS[0]?.purpose, kind: 'Платежное поручение' }),
      expect.objectContaining({ number: '102', day: '2026-11-02', amountKop: 230_050, recipientInn: null }),
    ]);
  });

  it('reads the same file in UTF-8 (with a BOM) alike', () => {
    const utf8 = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(oneCText(DOCS), 'utf8')]);
    expect(looksLikeOneC(utf8)).toBe(true);
    expect(parseBytes(utf8)).toEqual(parseBytes(toWindows1251(oneCText(DOCS))));
  });

  it('marks a document paid to the statement account as incoming', () => {
    const text = oneCText([{ ...DOCS[0]!, recipientAccount: PARK_ACCOUNT }]).replace(`ПлательщикСчет=${PARK_ACCOUNT}`, 'ПлательщикСчет=40702810000000000999');
    expect(parseOneC(text).documents[0]?.direction).toBe('in');
  });

  it('refuses a broken file in Russian, naming the line', () => {
    const good = oneCText(DOCS);
    expect(refusal('')).toBe('Файл пуст');
    expect(refusal('Дата;Сумма\n01.11.2026;10')).toMatch(/^Это не файл обмена с 1С/);
    expect(refusal(good.replace(/\r\nКонецФайла$/, ''))).toBe('Нет строки «КонецФайла»: файл обрезан');
    const lines = good.split('\r\n');
    const sumLine = lines.findIndex((line) => line === 'Сумма=1500.00') + 1;
    expect(refusal(good.replace('Сумма=1500.00', 'Сумма=полторы тысячи'))).toBe(`Строка ${sumLine}: сумма «полторы тысячи» не распознана`);
    const dateLine = lines.findIndex((line) => line === 'Дата=02.11.2026') + 1;
    expect(refusal(good.replace('Дата=02.11.2026', 'Дата=31.02.2026'))).toBe(`Строка ${dateLine}: дата «31.02.2026» не распознана, нужна ДД.ММ.ГГГГ`);
    const firstDoc = lines.indexOf('СекцияДокумент=Платежное поручение') + 1;
    expect(refusal(good.replace('Номер=101\r\n', ''))).toBe(`Строка ${firstDoc}: в документе нет поля «Номер»`);
    // The first document's end removed: the second opens inside it.
    const unclosed = good.replace('КонецДокумента', '');
    const secondDoc = unclosed.split('\r\n').lastIndexOf('СекцияДокумент=Платежное поручение') + 1;
    expect(refusal(unclosed)).toBe(`Строка ${secondDoc}: новая секция внутри секции «СекцияДокумент», открытой в строке ${firstDoc}`);
    expect(refusal(good.replace('ВидОплаты=01', 'ВидОплаты 01'))).toMatch(/^Строка \d+: ожидается «Ключ=Значение»$/);
    expect(refusal(`${good}\r\nСумма=1`)).toMatch(/^Строка \d+: данные после «КонецФайла»$/);
    expect(refusal(oneCText([]))).toBe('В файле нет ни одного платёжного документа');
  });

  it('reads sums and days as 1C writes them', () => {
    expect(sumToKopecks('1500')).toBe(150_000);
    expect(sumToKopecks('1 500,5')).toBe(150_050);
    expect(sumToKopecks('15.005')).toBeNull();
    expect(russianDay('29.02.2028')).toBe('2028-02-29');
    expect(russianDay('29.02.2026')).toBeNull();
  });
});
