/**
 * Phone numbers as people in Russia, Kazakhstan and Belarus type them (issue 9, defect 5): the
 * one normaliser the phone fields, the server's schemas and the drivers search share.
 */
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, PhoneSchema } from '../../schemas/auth';
import { DriverPhoneSchema } from '../../schemas/drivers';
import { nationalDigits, normalisePhone, phoneSearchDigits } from '../../schemas/phone';
import { searchVariants } from '../../server/modules/drivers/search-text';

const { russia, kazakhstan, belarus } = COUNTRY_CODES;

/** What a field shows after each keystroke of `typed`, fed back as a masked input would. */
function typeInto(country: typeof russia | typeof kazakhstan | typeof belarus, typed: string): string {
  let digits = '';
  for (const char of typed) digits = nationalDigits(country, digits + char);
  return digits;
}

describe('normalisePhone', () => {
  it('takes a Russian number with +7, with the home 8, bare, and with any punctuation', () => {
    for (const typed of ['8 916 123-45-67', '8(916)1234567', '+7 916 123 45 67', '+7 (916) 123-45-67', '89161234567', '79161234567', '916 123 45 67', ' 8-916-123-45-67 ']) {
      expect(normalisePhone(typed), typed).toBe('+79161234567');
      expect(normalisePhone(typed, russia), typed).toBe('+79161234567');
    }
    expect(normalisePhone('8 812 123-45-67', russia)).toBe('+78121234567');
    expect(normalisePhone('812 123-45-67', russia)).toBe('+78121234567');
  });

  it('takes a Kazakh number with +7 or the home 8', () => {
    for (const typed of ['8 701 123-45-67', '8(701)1234567', '+7 701 123 45 67', '701 123 45 67']) {
      expect(normalisePhone(typed, kazakhstan), typed).toBe('+77011234567');
    }
  });

  it('takes a Belarusian number with +375, with the home 80, and bare in Belarus', () => {
    for (const typed of ['+375 29 123-45-67', '80 29 123-45-67', '8 029 123 45 67', '80291234567', '375291234567']) {
      expect(normalisePhone(typed), typed).toBe('+375291234567');
      expect(normalisePhone(typed, belarus), typed).toBe('+375291234567');
    }
    expect(normalisePhone('29 123-45-67', belarus)).toBe('+375291234567');
    // Nine bare digits are not a number without knowing the country.
    expect(normalisePhone('29 123-45-67')).toBeNull();
  });

  it('refuses what is short, long, lettered, or of another country', () => {
    for (const typed of ['8 916 555', '+7 916 555', '+7 (916) 555-44-331', '891612345678', '+7abc1234567', '8 916 123 45 6', '', '+', 'тел. 89161234567']) {
      expect(normalisePhone(typed), typed).toBeNull();
    }
    expect(normalisePhone('+375291234567', russia)).toBeNull();
    expect(normalisePhone('8 916 123-45-67', belarus)).toBeNull();
    expect(normalisePhone('80 29 123-45-67', kazakhstan)).toBeNull();
    // «8 916…» with a digit missing is not a number in a (891) area.
    expect(normalisePhone('8916123456', russia)).toBeNull();
    expect(normalisePhone('8701123456', kazakhstan)).toBeNull();
  });

  it('is what the wire schemas store', () => {
    expect(DriverPhoneSchema.parse('8 916 123-45-67')).toBe('+79161234567');
    expect(DriverPhoneSchema.parse('80 29 123-45-67')).toBe('+375291234567');
    expect(DriverPhoneSchema.safeParse('8 916 555').success).toBe(false);
    expect(PhoneSchema.parse('8(916)1234567')).toBe('+79161234567');
    expect(PhoneSchema.safeParse('8 916').success).toBe(false);
  });
});

describe('nationalDigits (a phone field while it is typed)', () => {
  it('drops +7 or the home 8 in Russia, typed or pasted', () => {
    for (const typed of ['8 916 123-45-67', '8(916)1234567', '+7 916 123 45 67', '89161234567']) {
      expect(typeInto(russia, typed), typed).toBe('9161234567');
      expect(nationalDigits(russia, typed), typed).toBe('9161234567');
    }
    // The trunk before an 8xx area shows itself at the eleventh digit.
    expect(typeInto(russia, '8 812 123-45-67')).toBe('8121234567');
    expect(typeInto(russia, '812 123-45-67')).toBe('8121234567');
    expect(nationalDigits(russia, '8 9')).toBe('9');
    expect(nationalDigits(russia, '8')).toBe('8');
  });

  it('drops +7 or the home 8 in Kazakhstan', () => {
    for (const typed of ['8 701 123-45-67', '+7 701 123 45 67', '87011234567']) {
      expect(typeInto(kazakhstan, typed), typed).toBe('7011234567');
    }
    expect(nationalDigits(kazakhstan, '87')).toBe('7');
  });

  it('drops +375 or the home 80 in Belarus', () => {
    for (const typed of ['+375 29 123-45-67', '80 29 123-45-67', '375291234567', '291234567']) {
      expect(typeInto(belarus, typed), typed).toBe('291234567');
      expect(nationalDigits(belarus, typed), typed).toBe('291234567');
    }
    expect(nationalDigits(belarus, '+37')).toBe('');
  });

  it('keeps no more digits than the mask holds', () => {
    expect(nationalDigits(russia, '916 123 45 67 89')).toBe('9161234567');
    expect(nationalDigits(belarus, '29 123 45 67 8')).toBe('291234567');
  });
});

describe('phone-like search terms', () => {
  it('reads a home trunk as the country code and drops punctuation', () => {
    expect(phoneSearchDigits('8915411')).toBe('7915411');
    expect(phoneSearchDigits('8 (915) 411')).toBe('7915411');
    expect(phoneSearchDigits('+7 (915) 411')).toBe('7915411');
    expect(phoneSearchDigits('80 29 12')).toBe('3752912');
    expect(phoneSearchDigits('915-411')).toBe('915411');
    expect(phoneSearchDigits('Абрамов')).toBeNull();
    expect(phoneSearchDigits(' - ')).toBeNull();
  });

  it('searches the drivers by both readings of a trunk-dialled piece, one reading otherwise', () => {
    expect(searchVariants('8915411')).toEqual(['7915411', '8915411']);
    expect(searchVariants('+7 (915) 411')).toEqual(['7915411']);
    expect(searchVariants('  Абрамов ')).toEqual(['абрамов']);
    expect(searchVariants('   ')).toBeNull();
    expect(searchVariants(undefined)).toBeNull();
  });
});
