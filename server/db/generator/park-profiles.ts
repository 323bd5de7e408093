/**
 * What makes a park Russian, Kazakh or Belarusian in generated data: its city and streets, phone
 * numbers, plates, licences and documents, the cars on its roads, its aggregators and banks.
 * Formats are built as SQL expressions from a unique index, so uniqueness needs no checks.
 */
import type { AggregatorCode } from '../../../schemas/fleet';
import { BELARUSIAN, CENTRAL_ASIAN, KAZAKH, RUSSIAN, type NameSet } from './people';
import { literal, permutation, pickAt } from './sql-random';

export interface CarModel {
  brand: string;
  model: string;
  weight: number;
  category: 'econom' | 'comfort' | 'comfort_plus' | 'business';
  /** World manufacturer identifier: the first 3-4 characters of the VIN of cars sold here. */
  wmi: string;
}

export interface ParkAggregator {
  code: AggregatorCode;
  name: string;
  feeBasisPoints: number;
  parkCommissionBasisPoints: number;
  inactiveInterval: number | null;
  /** Share of the park's drivers who have an account on it. */
  reach: number;
}

export interface ParkProfile {
  country: 'rus' | 'kaz' | 'blr';
  city: string;
  timezone: string;
  /** Name sets with their shares of the park's drivers. */
  origins: readonly (readonly [NameSet, number])[];
  streets: readonly string[];
  /** Airports, stations, malls: whole addresses. */
  places: readonly string[];
  cars: readonly CarModel[];
  aggregators: readonly ParkAggregator[];
  groups: readonly string[];
  banks: readonly string[];
  cardBrands: readonly (readonly [string, number])[];
  /** Shares of payment methods. */
  payments: readonly (readonly [string, number])[];
  emailDomains: readonly string[];
  /** E.164 phone from a unique index (< 10^8). */
  phone(index: string): string;
  /** Plate from a unique index. */
  plate(index: string): string;
  /** Licence number as LicenceNumberSchema stores it (no spaces, upper case). */
  licence(index: string): string;
  passport(index: string): string;
  /** ИНН / ИИН / УНП. */
  taxId(index: string, birthDate: string): string;
  registrationCert(index: string): string;
}

const RU_LETTERS = 'АВЕКМНОРСТУХ';
const letter = (alphabet: string, index: string) => `substr(${literal(alphabet)}, 1 + ((${index}) % ${alphabet.length})::int, 1)`;
const digits = (value: string, width: number) => `lpad((${value})::text, ${width}, '0')`;

/** A permutation of every possible number, split into the operator code and the rest: unique per index. */
function mobile(prefixes: readonly string[], rest: number, salt: number) {
  return (index: string) => {
    const value = permutation(index, prefixes.length * 10 ** rest, salt);
    return `(${pickAt(prefixes, value)} || ${digits(`${value} / ${prefixes.length}`, rest)})`;
  };
}

const MOSCOW_REGIONS = ['77', '97', '99', '177', '197', '199', '777', '797', '799', '977', '50', '90', '150', '190', '750'];

export const RUSSIA: ParkProfile = {
  country: 'rus',
  city: 'Москва',
  timezone: 'Europe/Moscow',
  origins: [
    [RUSSIAN, 0.74],
    [CENTRAL_ASIAN, 0.26],
  ],
  streets: [
    'Тверская ул.', 'Ленинский пр-т', 'Профсоюзная ул.', 'Кутузовский пр-т', 'ул. Арбат', 'ул. Новый Арбат',
    'Ленинградский пр-т', 'пр-т Мира', 'Варшавское ш.', 'Каширское ш.', 'ул. Большая Якиманка', 'Мясницкая ул.',
    'ул. Покровка', 'Волгоградский пр-т', 'Рязанский пр-т', 'Дмитровское ш.', 'Щёлковское ш.', 'ул. Вавилова',
    'Мичуринский пр-т', 'ул. Маросейка', 'Пятницкая ул.', 'Люблинская ул.', 'Митинская ул.', 'ул. Удальцова',
    'Нахимовский пр-т', 'ул. Бутлерова', 'Хорошёвское ш.', 'Первомайская ул.', 'Алтуфьевское ш.', 'ул. Новослободская',
    'Садовая-Кудринская ул.', 'Смоленский бул.', 'Комсомольский пр-т', 'ул. Льва Толстого', 'Старый Арбат',
    'Пресненская наб.', 'ул. Сретенка', 'ул. Бауманская', 'Измайловский бул.', 'ул. Академика Королёва',
  ],
  places: [
    'Аэропорт Шереметьево, терминал B', 'Аэропорт Шереметьево, терминал C', 'Аэропорт Внуково, терминал A',
    'Аэропорт Домодедово', 'Казанский вокзал, Комсомольская пл., 2', 'Ленинградский вокзал, Комсомольская пл., 3',
    'Киевский вокзал, пл. Киевского Вокзала, 1', 'ТЦ «Европейский», пл. Киевского Вокзала, 2',
    'Москва-Сити, Пресненская наб., 12', 'ВДНХ, пр-т Мира, 119', 'Парк Горького, ул. Крымский Вал, 9',
  ],
  cars: [
    { brand: 'Kia', model: 'Rio', weight: 16, category: 'econom', wmi: 'Z94C' },
    { brand: 'Hyundai', model: 'Solaris', weight: 16, category: 'econom', wmi: 'Z94K' },
    { brand: 'Volkswagen', model: 'Polo', weight: 9, category: 'econom', wmi: 'XW8Z' },
    { brand: 'Skoda', model: 'Octavia', weight: 9, category: 'comfort', wmi: 'XW8A' },
    { brand: 'Skoda', model: 'Rapid', weight: 5, category: 'econom', wmi: 'XW8R' },
    { brand: 'Toyota', model: 'Camry', weight: 6, category: 'comfort_plus', wmi: 'XW7B' },
    { brand: 'LADA', model: 'Vesta', weight: 10, category: 'econom', wmi: 'XTAG' },
    { brand: 'LADA', model: 'Granta', weight: 4, category: 'econom', wmi: 'XTAK' },
    { brand: 'Renault', model: 'Logan', weight: 6, category: 'econom', wmi: 'X7L4' },
    { brand: 'Haval', model: 'Jolion', weight: 5, category: 'comfort', wmi: 'XZGF' },
    { brand: 'Chery', model: 'Tiggo 7 Pro', weight: 5, category: 'comfort', wmi: 'LVVD' },
    { brand: 'Geely', model: 'Coolray', weight: 5, category: 'comfort', wmi: 'Y4K8' },
    { brand: 'Kia', model: 'K5', weight: 3, category: 'comfort_plus', wmi: 'XWEG' },
    { brand: 'Changan', model: 'CS35 Plus', weight: 2, category: 'econom', wmi: 'LS5A' },
    { brand: 'Mercedes-Benz', model: 'E-Class', weight: 1, category: 'business', wmi: 'WDD2' },
  ],
  aggregators: [
    { code: 'yandex', name: 'Яндекс Go', feeBasisPoints: 1900, parkCommissionBasisPoints: 300, inactiveInterval: null, reach: 0.93 },
    { code: 'citymobil', name: 'Ситимобил', feeBasisPoints: 1500, parkCommissionBasisPoints: 250, inactiveInterval: 14, reach: 0.35 },
    { code: 'uber', name: 'Uber', feeBasisPoints: 1900, parkCommissionBasisPoints: 300, inactiveInterval: null, reach: 0.3 },
    { code: 'didi', name: 'DiDi', feeBasisPoints: 1250, parkCommissionBasisPoints: 200, inactiveInterval: 30, reach: 0.18 },
  ],
  groups: ['Основная', 'Аренда авто 6/1', 'Свой автомобиль', 'Новички'],
  banks: ['Сбербанк', 'Т-Банк', 'Альфа-Банк', 'ВТБ', 'Газпромбанк', 'Райффайзенбанк', 'Совкомбанк', 'Озон Банк'],
  cardBrands: [
    ['МИР', 55],
    ['Visa', 25],
    ['Mastercard', 20],
  ],
  payments: [
    ["'cashless'", 50],
    ["'card'", 26],
    ["'cash'", 16],
    ["'corp'", 6],
    ["'prepaid'", 2],
  ],
  emailDomains: ['mail.ru', 'yandex.ru', 'gmail.com', 'bk.ru', 'inbox.ru', 'rambler.ru'],
  phone: mobile(
    Array.from({ length: 100 }, (_, code) => `+79${String(code).padStart(2, '0')}`),
    7,
    11,
  ),
  plate: (index) => {
    const value = permutation(index, MOSCOW_REGIONS.length * 999 * 1728, 12);
    const rest = `(${value} / ${MOSCOW_REGIONS.length})`;
    return `(${letter(RU_LETTERS, `${rest} / 999`)} || ${digits(`${rest} % 999 + 1`, 3)} || ${letter(RU_LETTERS, `${rest} / 11988`)} || ${letter(
      RU_LETTERS,
      `${rest} / 143856`,
    )} || ${pickAt(MOSCOW_REGIONS, value)})`;
  },
  // Half the licences are the older letter series (77АВ123456), half the 10-digit ones (7721123456).
  licence: (index) => {
    const value = permutation(index, 144_000_000, 13);
    return `(CASE WHEN (${index}) % 2 = 0 THEN ${pickAt(['77', '50', '99', '97', '78', '40', '62'], `(${index}) / 2`)} || ${letter(
      RU_LETTERS,
      `${value} / 1000000`,
    )} || ${letter(RU_LETTERS, `${value} / 12000000`)} || ${digits(`${value} % 1000000`, 6)} ELSE ${pickAt(['77', '99', '50', '97'], `(${index}) / 2`)} || ${digits(`${value} % 100000000`, 8)} END)`;
  },
  passport: (index) => {
    const value = permutation(index, 10_000_000, 14);
    return `(${digits(`45 + (${index}) % 10`, 2)} || ' ' || ${digits(`10 + (${index}) % 14`, 2)} || ' ' || ${digits(`${value} % 1000000`, 6)})`;
  },
  taxId: (index) => `('77' || ${digits(permutation(index, 10_000_000_000, 15), 10)})`,
  registrationCert: (index) => `('99 ' || ${digits(`10 + (${index}) % 90`, 2)} || ' ' || ${digits(permutation(index, 1_000_000, 16), 6)})`,
};

export const KAZAKHSTAN: ParkProfile = {
  country: 'kaz',
  city: 'Алматы',
  timezone: 'Asia/Almaty',
  origins: [
    [KAZAKH, 0.68],
    [RUSSIAN, 0.32],
  ],
  streets: [
    'пр. Абая', 'пр. Аль-Фараби', 'ул. Толе би', 'пр. Назарбаева', 'ул. Жандосова', 'ул. Сатпаева', 'пр. Райымбека',
    'ул. Тимирязева', 'ул. Розыбакиева', 'ул. Гоголя', 'ул. Кабанбай батыра', 'ул. Богенбай батыра', 'пр. Сейфуллина',
    'ул. Жибек Жолы', 'пр. Достык', 'ул. Байтурсынова', 'ул. Муканова', 'ул. Шевченко', 'ул. Кунаева', 'мкр. Самал-2',
  ],
  places: [
    'Международный аэропорт Алматы', 'Вокзал Алматы-2, ул. Абылай хана, 1', 'ТРЦ Mega Alma-Ata, ул. Розыбакиева, 247А',
    'ТРЦ Dostyk Plaza, мкр. Самал-2, 111', 'Зелёный базар, ул. Жибек Жолы, 53', 'Медеу, Горная ул., 465',
  ],
  cars: [
    { brand: 'Chevrolet', model: 'Cobalt', weight: 18, category: 'econom', wmi: 'XWBJ' },
    { brand: 'Hyundai', model: 'Accent', weight: 12, category: 'econom', wmi: 'Y6LD' },
    { brand: 'Toyota', model: 'Camry', weight: 12, category: 'comfort_plus', wmi: 'JTNB' },
    { brand: 'Kia', model: 'Rio', weight: 10, category: 'econom', wmi: 'Z94C' },
    { brand: 'Hyundai', model: 'Elantra', weight: 8, category: 'comfort', wmi: 'KMHD' },
    { brand: 'Chevrolet', model: 'Nexia', weight: 6, category: 'econom', wmi: 'XWBT' },
    { brand: 'LADA', model: 'Granta', weight: 6, category: 'econom', wmi: 'XTAK' },
    { brand: 'JAC', model: 'J7', weight: 4, category: 'comfort', wmi: 'LJ12' },
    { brand: 'Chery', model: 'Tiggo 7 Pro', weight: 4, category: 'comfort', wmi: 'LVVD' },
  ],
  aggregators: [
    { code: 'yandex', name: 'Яндекс Go', feeBasisPoints: 1500, parkCommissionBasisPoints: 250, inactiveInterval: null, reach: 0.9 },
    { code: 'indrive', name: 'inDrive', feeBasisPoints: 950, parkCommissionBasisPoints: 200, inactiveInterval: 14, reach: 0.45 },
    { code: 'maxim', name: 'Максим', feeBasisPoints: 1100, parkCommissionBasisPoints: 200, inactiveInterval: null, reach: 0.25 },
  ],
  groups: ['Основная', 'Аренда авто', 'Свой автомобиль'],
  banks: ['Kaspi Bank', 'Halyk Bank', 'Jusan Bank', 'Bank RBK', 'Freedom Bank', 'ForteBank'],
  cardBrands: [
    ['Visa', 60],
    ['Mastercard', 40],
  ],
  payments: [
    ["'cashless'", 38],
    ["'card'", 24],
    ["'cash'", 34],
    ["'corp'", 4],
  ],
  emailDomains: ['mail.ru', 'gmail.com', 'inbox.kz', 'yandex.kz'],
  phone: mobile(['+7700', '+7701', '+7702', '+7705', '+7707', '+7708', '+7747', '+7771', '+7775', '+7776', '+7777', '+7778'], 7, 21),
  plate: (index) => {
    const value = permutation(index, 999 * 8000, 22);
    const alphabet = 'ABCDEFHKLMNOPRSTUXYZ';
    return `(${digits(`${value} % 999 + 1`, 3)} || ${letter(alphabet, `${value} / 999`)} || ${letter(alphabet, `${value} / 19980`)} || ${letter(
      alphabet,
      `${value} / 399600`,
    )} || '02')`;
  },
  licence: (index) => {
    const value = permutation(index, 676_000_000, 23);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    return `(${letter(alphabet, `${value} / 1000000`)} || ${letter(alphabet, `${value} / 26000000`)} || ${digits(`${value} % 1000000`, 6)})`;
  },
  passport: (index) => `('N' || ${digits(permutation(index, 100_000_000, 24), 8)})`,
  // ИИН starts with the birth date (YYMMDD).
  taxId: (index, birthDate) => `(to_char(${birthDate}, 'YYMMDD') || ${digits(permutation(index, 1_000_000, 25), 6)})`,
  registrationCert: (index) => `('AA' || ${digits(permutation(index, 10_000_000, 26), 8)})`,
};

export const BELARUS: ParkProfile = {
  country: 'blr',
  city: 'Минск',
  timezone: 'Europe/Minsk',
  origins: [
    [BELARUSIAN, 0.7],
    [RUSSIAN, 0.3],
  ],
  streets: [
    'пр. Независимости', 'пр. Победителей', 'ул. Немига', 'пр. Дзержинского', 'ул. Притыцкого', 'Партизанский пр.',
    'ул. Сурганова', 'ул. Якуба Коласа', 'ул. Кальварийская', 'пр. Машерова', 'ул. Московская', 'ул. Володарского',
    'ул. Маяковского', 'ул. Есенина', 'пр. Рокоссовского', 'ул. Богдановича', 'ул. Тимирязева', 'пр. Жукова',
  ],
  places: [
    'Национальный аэропорт Минск', 'Вокзал Минск-Пассажирский, Привокзальная пл., 3', 'ТЦ Galleria Minsk, пр. Победителей, 9',
    'ТРЦ Dana Mall, ул. Петра Мстиславца, 11', 'Минск-Арена, пр. Победителей, 111',
  ],
  cars: [
    { brand: 'Geely', model: 'Coolray', weight: 14, category: 'comfort', wmi: 'Y4K8' },
    { brand: 'Geely', model: 'Atlas Pro', weight: 8, category: 'comfort', wmi: 'Y4K9' },
    { brand: 'Volkswagen', model: 'Polo', weight: 12, category: 'econom', wmi: 'XW8Z' },
    { brand: 'Renault', model: 'Logan', weight: 10, category: 'econom', wmi: 'X7L4' },
    { brand: 'Kia', model: 'Rio', weight: 10, category: 'econom', wmi: 'Z94C' },
    { brand: 'Skoda', model: 'Rapid', weight: 8, category: 'econom', wmi: 'XW8R' },
    { brand: 'Hyundai', model: 'Solaris', weight: 8, category: 'econom', wmi: 'Z94K' },
    { brand: 'Toyota', model: 'Camry', weight: 4, category: 'comfort_plus', wmi: 'XW7B' },
  ],
  aggregators: [
    { code: 'yandex', name: 'Яндекс Go', feeBasisPoints: 1600, parkCommissionBasisPoints: 300, inactiveInterval: null, reach: 0.9 },
    { code: 'uber', name: 'Uber', feeBasisPoints: 1600, parkCommissionBasisPoints: 300, inactiveInterval: null, reach: 0.4 },
    { code: 'maxim', name: 'Максим', feeBasisPoints: 1100, parkCommissionBasisPoints: 200, inactiveInterval: 14, reach: 0.3 },
  ],
  groups: ['Основная', 'Аренда авто', 'Свой автомобиль'],
  banks: ['Беларусбанк', 'Приорбанк', 'Сбер Банк', 'Альфа-Банк', 'БНБ-Банк', 'МТБанк'],
  cardBrands: [
    ['БЕЛКАРТ', 30],
    ['Visa', 40],
    ['Mastercard', 30],
  ],
  payments: [
    ["'cashless'", 42],
    ["'card'", 24],
    ["'cash'", 30],
    ["'corp'", 4],
  ],
  emailDomains: ['mail.ru', 'gmail.com', 'tut.by', 'yandex.by'],
  phone: mobile(['+37529', '+37533', '+37544', '+37525'], 7, 31),
  plate: (index) => {
    const value = permutation(index, 9999 * 144, 32);
    const alphabet = 'ABEIKMHOPCTX';
    return `(${digits(`${value} % 9999 + 1`, 4)} || ' ' || ${letter(alphabet, `${value} / 9999`)} || ${letter(alphabet, `${value} / 119988`)} || '-7')`;
  },
  licence: (index) => {
    const value = permutation(index, 121_000_000, 33);
    const alphabet = 'ABEKMHOPCTX';
    return `(${digits(`1 + (${index}) % 7`, 1)} || ${letter(alphabet, `${value} / 1000000`)} || ${letter(alphabet, `${value} / 11000000`)} || ${digits(
      `${value} % 1000000`,
      6,
    )})`;
  },
  passport: (index) => `('MP' || ${digits(permutation(index, 10_000_000, 34), 7)})`,
  taxId: (index) => `(${digits(`1 + (${index}) % 8`, 1)} || ${digits(permutation(index, 100_000_000, 35), 8)})`,
  registrationCert: (index) => `('ТАА ' || ${digits(permutation(index, 1_000_000, 36), 6)})`,
};
