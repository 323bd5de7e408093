/**
 * The park's time zone is chosen by city (spec 3 "Timezone list": city, UTC label, an integer
 * offset from 2 to 10, about a hundred Russian cities), plus the cities of the Kazakh and
 * Belarusian parks. A city names its IANA zone, which is what every section computes park days
 * with (`taxis.timezone`); the city itself is kept so the card shows what the park picked.
 * None of these zones keeps summer time, so a city's offset is a constant.
 * Names are in texts/ru-timezones.ts, by city id.
 */
import { z } from 'zod';
import { textsAt } from '../texts/t';
import { COUNTRY_CODES, type CountryCode } from './auth';

export interface TimezoneCity {
  id: string;
  country: CountryCode;
  /** IANA zone. */
  zone: string;
  /** Hours east of UTC. */
  offset: number;
}

const { russia, kazakhstan, belarus } = COUNTRY_CODES;

/** Cities by zone: [country, zone, offset, city ids]. */
const ZONES: readonly [CountryCode, string, number, readonly string[]][] = [
  [russia, 'Europe/Kaliningrad', 2, ['kaliningrad']],
  [
    russia,
    'Europe/Moscow',
    3,
    [
      'moscow', 'saint_petersburg', 'balashikha', 'podolsk', 'khimki', 'mytishchi', 'korolyov', 'lyubertsy',
      'arkhangelsk', 'severodvinsk', 'belgorod', 'stary_oskol', 'bryansk', 'vladimir', 'vologda', 'cherepovets',
      'voronezh', 'ivanovo', 'kaluga', 'obninsk', 'kostroma', 'kursk', 'lipetsk', 'murmansk', 'veliky_novgorod',
      'nizhny_novgorod', 'dzerzhinsk', 'oryol', 'penza', 'petrozavodsk', 'pskov', 'rostov_on_don', 'taganrog',
      'shakhty', 'novocherkassk', 'volgodonsk', 'ryazan', 'smolensk', 'tambov', 'tver', 'tula', 'yaroslavl',
      'rybinsk', 'krasnodar', 'sochi', 'novorossiysk', 'armavir', 'stavropol', 'pyatigorsk', 'kislovodsk',
      'makhachkala', 'derbent', 'vladikavkaz', 'nalchik', 'grozny', 'cherkessk', 'maykop', 'elista', 'kazan',
      'naberezhnye_chelny', 'cheboksary', 'yoshkar_ola', 'saransk', 'syktyvkar', 'ukhta',
    ],
  ],
  [russia, 'Europe/Kirov', 3, ['kirov']],
  [russia, 'Europe/Volgograd', 3, ['volgograd', 'volzhsky']],
  [russia, 'Europe/Samara', 4, ['samara', 'tolyatti', 'syzran', 'izhevsk']],
  [russia, 'Europe/Saratov', 4, ['saratov', 'engels', 'balakovo']],
  [russia, 'Europe/Ulyanovsk', 4, ['ulyanovsk', 'dimitrovgrad']],
  [russia, 'Europe/Astrakhan', 4, ['astrakhan']],
  [
    russia,
    'Asia/Yekaterinburg',
    5,
    [
      'yekaterinburg', 'nizhny_tagil', 'chelyabinsk', 'magnitogorsk', 'perm', 'ufa', 'sterlitamak', 'orenburg',
      'orsk', 'tyumen', 'kurgan', 'surgut', 'nizhnevartovsk', 'khanty_mansiysk', 'salekhard', 'novy_urengoy',
    ],
  ],
  [russia, 'Asia/Omsk', 6, ['omsk']],
  [russia, 'Asia/Novosibirsk', 7, ['novosibirsk']],
  [russia, 'Asia/Barnaul', 7, ['barnaul', 'biysk', 'gorno_altaysk']],
  [russia, 'Asia/Tomsk', 7, ['tomsk']],
  [russia, 'Asia/Novokuznetsk', 7, ['kemerovo', 'novokuznetsk', 'prokopyevsk']],
  [russia, 'Asia/Krasnoyarsk', 7, ['krasnoyarsk', 'achinsk', 'norilsk', 'abakan', 'kyzyl']],
  [russia, 'Asia/Irkutsk', 8, ['irkutsk', 'angarsk', 'bratsk', 'ulan_ude']],
  [russia, 'Asia/Chita', 9, ['chita']],
  [russia, 'Asia/Yakutsk', 9, ['yakutsk', 'neryungri', 'blagoveshchensk']],
  [russia, 'Asia/Vladivostok', 10, ['vladivostok', 'ussuriysk', 'nakhodka', 'khabarovsk', 'komsomolsk_on_amur', 'birobidzhan']],
  [
    kazakhstan,
    'Asia/Almaty',
    5,
    ['almaty', 'astana', 'shymkent', 'karaganda', 'taraz', 'pavlodar', 'ust_kamenogorsk', 'semey', 'petropavl'],
  ],
  [kazakhstan, 'Asia/Qostanay', 5, ['kostanay']],
  [kazakhstan, 'Asia/Qyzylorda', 5, ['kyzylorda']],
  [kazakhstan, 'Asia/Aqtobe', 5, ['aktobe']],
  [kazakhstan, 'Asia/Aqtau', 5, ['aktau']],
  [kazakhstan, 'Asia/Atyrau', 5, ['atyrau']],
  [kazakhstan, 'Asia/Oral', 5, ['oral']],
  [belarus, 'Europe/Minsk', 3, ['minsk', 'brest', 'gomel', 'grodno', 'vitebsk', 'mogilev']],
];

export const TIMEZONE_CITIES: readonly TimezoneCity[] = ZONES.flatMap(([country, zone, offset, ids]) =>
  ids.map((id) => ({ id, country, zone, offset })),
);

const BY_ID = new Map(TIMEZONE_CITIES.map((city) => [city.id, city]));

/** The city a park starts with in each country (registration, parks older than the list). */
export const DEFAULT_TIMEZONE_CITY: Record<CountryCode, string> = { 2: 'moscow', 3: 'almaty', 4: 'minsk' };

export function timezoneCity(id: string): TimezoneCity | undefined {
  return BY_ID.get(id);
}

/** «UTC+3». */
export function utcLabel(offset: number): string {
  return `UTC${offset < 0 ? '−' : '+'}${Math.abs(offset)}`;
}

/** «Москва (UTC+3)»: what the picker shows. */
export function timezoneCityLabel(city: TimezoneCity): string {
  const names: Readonly<Record<string, string>> = textsAt('timezones');
  return `${names[city.id] ?? city.id} (${utcLabel(city.offset)})`;
}

/** The city of a zone, for a park that has a zone but no city yet: the country's default first. */
export function cityOfZone(zone: string, country: CountryCode): string {
  const preferred = DEFAULT_TIMEZONE_CITY[country];
  if (BY_ID.get(preferred)?.zone === zone) return preferred;
  return TIMEZONE_CITIES.find((city) => city.zone === zone)?.id ?? preferred;
}

export const TIMEZONE_CITY_IDS = TIMEZONE_CITIES.map((city) => city.id) as [string, ...string[]];
export const TimezoneCitySchema = z.enum(TIMEZONE_CITY_IDS);
