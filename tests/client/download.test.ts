// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachmentHeader, XLSX_MIME } from '../../server/lib/xlsx';
import { fileNameOf, REVOKE_AFTER_MS, saveResponseFile } from '../../src/components/download';

const TRIPS = 'Поездки 24-11-2026 17-34-08.xlsx';
const FALLBACK = 'drivers.xlsx';

describe('fileNameOf', () => {
  it('reads the Cyrillic name with spaces the server sends in filename*', () => {
    expect(fileNameOf(attachmentHeader(TRIPS), FALLBACK, XLSX_MIME)).toBe(TRIPS);
    expect(fileNameOf(attachmentHeader("Отчёт (O'Neil) 1.xlsx"), FALLBACK)).toBe("Отчёт (O'Neil) 1.xlsx");
  });

  it('takes filename* whatever its case, its quotes, its place and a ; after it', () => {
    const encoded = encodeURIComponent(TRIPS);
    for (const header of [
      `attachment; FILENAME*=utf-8''${encoded}`,
      `attachment; filename*="UTF-8''${encoded}"`,
      `attachment; filename*=UTF-8'ru'${encoded}; size=10`,
      `attachment;filename*=UTF-8''${encoded};filename="Trips.xlsx"`,
      `filename*=UTF-8''${encoded}`,
    ]) {
      expect(fileNameOf(header, FALLBACK), header).toBe(TRIPS);
    }
  });

  it('falls back to the quoted or bare filename, with its escapes undone', () => {
    expect(fileNameOf('attachment; filename="Trips \\"24\\".xlsx"', FALLBACK)).toBe('Trips "24".xlsx');
    expect(fileNameOf('attachment; filename=trips.xlsx', FALLBACK)).toBe('trips.xlsx');
    expect(fileNameOf('attachment; filename*=UTF-8\'\'%E0%A4%A; filename="trips.xlsx"', FALLBACK)).toBe('trips.xlsx');
    expect(fileNameOf("attachment; filename*=iso-8859-1''caf%E9.xlsx", FALLBACK)).toBe('café.xlsx');
  });

  it('uses the fallback when the header is missing or names nothing', () => {
    expect(fileNameOf(null, FALLBACK)).toBe(FALLBACK);
    expect(fileNameOf('attachment', FALLBACK)).toBe(FALLBACK);
    expect(fileNameOf('attachment; filename=""', FALLBACK)).toBe(FALLBACK);
  });

  it('gives a name without an extension the one of its content type', () => {
    expect(fileNameOf("attachment; filename*=UTF-8''%D0%9F%D0%BE%D0%B5%D0%B7%D0%B4%D0%BA%D0%B8", FALLBACK, XLSX_MIME)).toBe('Поездки.xlsx');
    expect(fileNameOf(null, 'report-7', `${XLSX_MIME}; charset=binary`)).toBe('report-7.xlsx');
    expect(fileNameOf(null, 'report-7', 'text/csv')).toBe('report-7.csv');
    expect(fileNameOf(null, '', null)).toBe('file.xlsx');
  });

  it('never lets a name point into a folder', () => {
    expect(fileNameOf("attachment; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd.xlsx", FALLBACK)).toBe('_.._etc_passwd.xlsx');
  });
});

describe('saveResponseFile', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('clicks an anchor that is in the document, named as the server said, and revokes the URL only later', () => {
    vi.useFakeTimers();
    const revoke = vi.fn();
    URL.createObjectURL = vi.fn(() => 'blob:cabinet/1');
    URL.revokeObjectURL = revoke;
    const clicked: { name: string; inDocument: boolean; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ name: this.download, inDocument: document.body.contains(this), href: this.href });
    });
    const headers = new Headers({ 'content-type': XLSX_MIME, 'content-disposition': attachmentHeader(TRIPS) });

    expect(saveResponseFile({ blob: new Blob(['x'], { type: XLSX_MIME }), headers }, FALLBACK)).toBe(TRIPS);

    expect(clicked).toEqual([{ name: TRIPS, inDocument: true, href: 'blob:cabinet/1' }]);
    expect(document.querySelectorAll('a[download]')).toHaveLength(0);
    vi.advanceTimersByTime(REVOKE_AFTER_MS - 1);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revoke).toHaveBeenCalledWith('blob:cabinet/1');
  });
});
