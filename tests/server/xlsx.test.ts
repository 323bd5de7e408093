import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { attachmentHeader, fileStamp, safeCell, streamXlsx, type XlsxColumn } from '../../server/lib/xlsx';

interface Row {
  text: string | null;
  amount: number;
}

const columns: XlsxColumn<Row>[] = [
  { header: 'Текст', value: (row) => row.text },
  { header: 'Сумма', value: (row) => row.amount },
];

async function* rowsOf(rows: Row[]): AsyncGenerator<Row> {
  for (const row of rows) yield row;
}

async function bufferOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

async function readBack(stream: Readable) {
  const workbook = new ExcelJS.Workbook();
  // exceljs types its input as an ArrayBuffer.
  await workbook.xlsx.load(Uint8Array.from(await bufferOf(stream)).buffer);
  return workbook;
}

describe('streamXlsx', () => {
  it('writes the header (frozen, no per-cell styles) and every row, formula-like text escaped', async () => {
    const rows: Row[] = [
      { text: '=1+2', amount: 1 },
      { text: '+79161234567', amount: -300.5 },
      { text: '-A1', amount: 0 },
      { text: '@SUM(A1:A2)', amount: 2 },
      { text: '\t=1', amount: 3 },
      { text: 'Обычный текст = 1', amount: 4 },
      { text: null, amount: 5 },
    ];
    const workbook = await readBack(streamXlsx('Водители', columns, rowsOf(rows)));
    const sheet = workbook.getWorksheet('Водители');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Текст', 'Сумма']);
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    // No styles part at all: the writer never looked a cell's style up.
    expect(sheet?.getRow(2).getCell(1).style).toEqual({});
    const values: unknown[] = [];
    sheet?.eachRow((row, index) => {
      if (index > 1) values.push([row.getCell(1).value, row.getCell(2).value]);
    });
    expect(values).toEqual([
      ["'=1+2", 1],
      ['+79161234567', -300.5],
      ["'-A1", 0],
      ["'@SUM(A1:A2)", 2],
      ["'\t=1", 3],
      ['Обычный текст = 1', 4],
      [null, 5],
    ]);
    // No cell came back as a formula.
    sheet?.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
  });

  it('keeps numbers, dates and booleans as they are', () => {
    const date = new Date('2026-11-21T09:00:00Z');
    expect(safeCell(-5)).toBe(-5);
    expect(safeCell(date)).toBe(date);
    expect(safeCell(false)).toBe(false);
    expect(safeCell(null)).toBeNull();
  });

  it('cuts a sheet name to the 31 characters a workbook allows', async () => {
    const name = 'Очень длинное название листа для выгрузки водителей';
    const workbook = await readBack(streamXlsx(name, columns, rowsOf([{ text: 'a', amount: 1 }])));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([name.slice(0, 31)]);
  });

  it('fails the stream when reading the rows fails', async () => {
    async function* broken(): AsyncGenerator<Row> {
      yield { text: 'a', amount: 1 };
      throw new Error('база недоступна');
    }
    await expect(bufferOf(streamXlsx('Лист', columns, broken()))).rejects.toThrow('база недоступна');
  });

  it('stops reading rows while nobody reads the file, and writes them all once it is read', async () => {
    const total = 30_000;
    let read = 0;
    async function* counted(): AsyncGenerator<Row> {
      for (let index = 0; index < total; index += 1) {
        read += 1;
        yield { text: `строка ${index} ${'ж'.repeat(40)}`, amount: index };
      }
    }
    const stream = streamXlsx('Лист', columns, counted());
    // Unread, the writer must come to rest: no row read over 50 turns of the event loop in a row.
    for (let still = 0, last = -1; still < 50; still = read === last ? still + 1 : 0, last = read) {
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    expect(read).toBeLessThan(total);
    const workbook = await readBack(stream);
    expect(read).toBe(total);
    expect(workbook.worksheets[0]?.rowCount).toBe(total + 1);
  });
});

describe('export file names', () => {
  it('stamps dd-mm-yyyy hh-mm-ss on the park’s clock', () => {
    const instant = new Date('2026-11-21T09:05:07Z');
    expect(fileStamp(instant, 'Europe/Moscow')).toBe('21-11-2026 12-05-07');
    expect(fileStamp(instant, 'Asia/Almaty')).toBe('21-11-2026 14-05-07');
    expect(fileStamp(new Date('2026-11-20T21:00:00Z'), 'Europe/Moscow')).toBe('21-11-2026 00-00-00');
  });

  it('names a Russian file for every browser', () => {
    const header = attachmentHeader('Водители 21-11-2026 12-05-07.xlsx');
    expect(header).toBe(
      `attachment; filename="________ 21-11-2026 12-05-07.xlsx"; filename*=UTF-8''${encodeURIComponent('Водители 21-11-2026 12-05-07.xlsx')}`,
    );
    expect(decodeURIComponent(header.split("UTF-8''")[1] ?? '')).toBe('Водители 21-11-2026 12-05-07.xlsx');
    expect(attachmentHeader('a"b.xlsx')).toContain('filename="ab.xlsx"');
  });

  it('percent-encodes what RFC 8187 does not allow bare in filename* and keeps the ASCII name free of escapes', () => {
    const header = attachmentHeader("Отчёт (O'Neil) *1*\\2.xlsx");
    const extended = header.split("filename*=UTF-8''")[1] ?? '';
    expect(extended).toMatch(/^[A-Za-z0-9!#$&+.^_`|~%-]+$/);
    expect(decodeURIComponent(extended)).toBe("Отчёт (O'Neil) *1*\\2.xlsx");
    expect(header).toContain('filename="_____ (O\'Neil) *1*_2.xlsx"');
  });

});
