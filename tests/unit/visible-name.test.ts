import { describe, expect, it } from 'vitest';
import { isVisibleName } from '../../schemas/visible-name';

describe('isVisibleName', () => {
  it.each([
    ['Смирнов Алексей', 'a Russian name'],
    ['ООО «Такси-Восток»', 'quotes and a hyphen'],
    ['Ержан Нурланов', 'a Kazakh name'],
    ['Café Müller', 'composed accents'],
    ['Cafe\u0301', 'a combining accent on a letter'],
    ['Такси 24/7', 'digits and a slash'],
  ])('accepts %s (%s)', (value) => {
    expect(isVisibleName(value)).toBe(true);
  });

  it.each([
    ['\u200B\u200B', 'zero-width spaces only'],
    ['\u2060\uFEFF\u00AD', 'word joiner, BOM and a soft hyphen'],
    ['\u3164\u115F', 'Hangul fillers'],
    ['\u2800', 'a braille blank'],
    ['\u0301\u0308', 'combining marks alone'],
    ['\u00A0 \u2003', 'spaces of every width'],
    ['Иванов\u202Eвонави', 'a right-to-left override'],
    ['\u2066Иванов\u2069', 'an isolate'],
    ['Иванов\u200F', 'a right-to-left mark'],
    ['Иванов\nПетров', 'a line break'],
    ['Иванов\tПетров', 'a tab'],
    ['Иванов\u0085', 'a C1 control'],
  ])('refuses %j (%s)', (value) => {
    expect(isVisibleName(value)).toBe(false);
  });
});
