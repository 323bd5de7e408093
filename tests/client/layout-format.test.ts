import { describe, expect, it } from 'vitest';
import { formatNumber, THOUSANDS_SEPARATOR } from '../../src/components/format';

const s = THOUSANDS_SEPARATOR;

describe('formatNumber (spec 9: thousands grouped with spaces)', () => {
  it('groups thousands with a (no-break) space', () => {
    expect(s).toBe('\u00a0');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe(`1${s}000`);
    expect(formatNumber(28000)).toBe(`28${s}000`);
    expect(formatNumber(2_000_000)).toBe(`2${s}000${s}000`);
    expect(formatNumber(2_800_000_000)).toBe(`2${s}800${s}000${s}000`);
  });

  it('formats negative numbers and decimals with the Russian comma', () => {
    expect(formatNumber(-1500)).toBe(`-1${s}500`);
    expect(formatNumber(1234.5)).toBe(`1${s}234,5`);
    expect(formatNumber(-1500.5, { fractionDigits: 2 })).toBe(`-1${s}500,50`);
    expect(formatNumber(0.125, { fractionDigits: 0 })).toBe('0');
  });

  it('formats money strings from the wire exactly', () => {
    expect(formatNumber('1234.50')).toBe(`1${s}234,50`);
    expect(formatNumber('35000.00')).toBe(`35${s}000,00`);
    expect(formatNumber('-0.00')).toBe('0,00');
    expect(formatNumber('90071992547409931.99')).toBe(`90${s}071${s}992${s}547${s}409${s}931,99`);
    expect(formatNumber('1234.5', { fractionDigits: 2 })).toBe(`1${s}234,50`);
    expect(formatNumber('1234.565', { fractionDigits: 2 })).toBe(`1${s}234,57`);
    expect(formatNumber('999.995', { fractionDigits: 2 })).toBe(`1${s}000,00`);
    expect(formatNumber('007')).toBe('7');
  });

  it('answers an empty string for what is not a number', () => {
    expect(formatNumber(Number.NaN)).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('');
    expect(formatNumber('abc')).toBe('');
    expect(formatNumber('1,5')).toBe('');
    expect(formatNumber('')).toBe('');
  });
});
