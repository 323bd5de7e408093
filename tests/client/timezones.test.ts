/**
 * The park's time-zone list (spec 3): about a hundred Russian cities with integer offsets from 2
 * to 10 and «UTC+N» labels, the Kazakh and Belarusian parks' cities, every city named in Russian,
 * and every offset what the IANA zone really is today.
 */
import { describe, expect, it } from 'vitest';
import {
  cityOfZone,
  DEFAULT_TIMEZONE_CITY,
  TIMEZONE_CITIES,
  timezoneCity,
  timezoneCityLabel,
  utcLabel,
} from '../../schemas/timezones';
import { textsAt } from '../../texts/t';

/** The zone's offset from UTC in hours at `at`, as the runtime's time-zone data says. */
function offsetHours(zone: string, at: Date): number {
  const name = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /^GMT([+-]\d+)?$/.exec(name ?? '');
  if (!match) throw new Error(`${zone}: ${name}`);
  return Number(match[1] ?? 0);
}

describe('the time-zone list', () => {
  const russian = TIMEZONE_CITIES.filter((city) => city.country === 2);

  it('holds about a hundred Russian cities, each an integer offset from 2 to 10', () => {
    expect(russian.length).toBeGreaterThanOrEqual(95);
    expect(russian.length).toBeLessThanOrEqual(130);
    for (const city of russian) {
      expect(Number.isInteger(city.offset)).toBe(true);
      expect(city.offset).toBeGreaterThanOrEqual(2);
      expect(city.offset).toBeLessThanOrEqual(10);
    }
    expect(new Set(russian.map((city) => city.offset))).toEqual(new Set([2, 3, 4, 5, 6, 7, 8, 9, 10]));
  });

  it('adds the Kazakh and Belarusian parks’ cities', () => {
    expect(TIMEZONE_CITIES.filter((city) => city.country === 3).map((city) => city.zone)).toContain('Asia/Almaty');
    expect(TIMEZONE_CITIES.filter((city) => city.country === 4).map((city) => city.zone)).toEqual(
      Array(6).fill('Europe/Minsk'),
    );
  });

  it('labels offsets «UTC+3» and cities «Москва (UTC+3)»', () => {
    expect(utcLabel(3)).toBe('UTC+3');
    expect(utcLabel(10)).toBe('UTC+10');
    const moscow = timezoneCity('moscow');
    expect(moscow && timezoneCityLabel(moscow)).toBe('Москва (UTC+3)');
    for (const city of TIMEZONE_CITIES) expect(timezoneCityLabel(city)).toMatch(/^[А-ЯЁ][^()]+ \(UTC\+([2-9]|10)\)$/);
  });

  it('names every city once, in Russian', () => {
    const ids = TIMEZONE_CITIES.map((city) => city.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set(Object.keys(textsAt('timezones'))));
  });

  it('gives each city the offset its IANA zone has, in winter and in summer (no zone keeps summer time)', () => {
    for (const city of TIMEZONE_CITIES) {
      expect([city.id, offsetHours(city.zone, new Date('2026-01-15T12:00:00Z'))]).toEqual([city.id, city.offset]);
      expect([city.id, offsetHours(city.zone, new Date('2026-07-15T12:00:00Z'))]).toEqual([city.id, city.offset]);
    }
  });

  it('starts each country on its main city, and finds the city of a zone', () => {
    expect(DEFAULT_TIMEZONE_CITY).toEqual({ 2: 'moscow', 3: 'almaty', 4: 'minsk' });
    expect(cityOfZone('Europe/Moscow', 2)).toBe('moscow');
    expect(cityOfZone('Asia/Novosibirsk', 2)).toBe('novosibirsk');
    expect(cityOfZone('Asia/Almaty', 3)).toBe('almaty');
  });
});
