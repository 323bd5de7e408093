/**
 * Check digits of a park's legal-entity requisites, pure, shared by the zod schema of
 * /users/entity (schemas/resources/legal-entities.ts), so the SPA's form and the API refuse the
 * same things with the same message.
 *
 * Russia: ИНН (10 digits for an organisation, 12 for an entrepreneur), КПП, ОГРН (13) and ОГРНИП
 * (15), БИК with the settlement and correspondent accounts keyed to it (Bank of Russia rules of
 * the account control key). Kazakhstan: БИН/ИИН (12 digits) and the ИИК (a KZ IBAN).
 * Belarus: УНП (9 digits) and the account (a BY IBAN). Banks of both are named by SWIFT BIC.
 */

const digitsOf = (text: string): number[] => [...text].map(Number);

/** Σ digit × weight (the weights may be longer than the digits). */
const weighted = (digits: readonly number[], weights: readonly number[]): number =>
  digits.reduce((sum, digit, index) => sum + digit * (weights[index] ?? 0), 0);

const INN10 = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN12_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN12_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

/** Russian ИНН: 10 digits (an organisation) or 12 (a person, an entrepreneur), with their check digits. */
export function isValidInn(inn: string): boolean {
  if (!/^\d{10}$|^\d{12}$/.test(inn)) return false;
  const d = digitsOf(inn);
  const check = (count: number, weights: readonly number[]) => (weighted(d.slice(0, count), weights) % 11) % 10 === d[count];
  return inn.length === 10 ? check(9, INN10) : check(10, INN12_11) && check(11, INN12_12);
}

/** КПП: 4 digits of the tax office, 2 of the reason (digits or, since 2019, Latin capitals), 3 of the number. */
export function isValidKpp(kpp: string): boolean {
  return /^\d{4}[\dA-Z]{2}\d{3}$/.test(kpp);
}

/** ОГРН (13 digits: the first 12 mod 11) and ОГРНИП (15 digits: the first 14 mod 13), last digit of the remainder. */
export function isValidOgrn(ogrn: string): boolean {
  if (!/^\d{13}$|^\d{15}$/.test(ogrn)) return false;
  const body = BigInt(ogrn.slice(0, -1));
  const modulus = ogrn.length === 13 ? 11n : 13n;
  return Number((body % modulus) % 10n) === Number(ogrn.at(-1));
}

/** Russian БИК: 9 digits, «04» (Russia) first. */
export function isValidBik(bik: string): boolean {
  return /^04\d{7}$/.test(bik);
}

const ACCOUNT_WEIGHTS = Array.from({ length: 23 }, (_, index) => [7, 1, 3][index % 3] ?? 0);

/** The Bank of Russia control key: 3 digits of the bank and the 20 of the account, weights 7 1 3, Σ ≡ 0 (mod 10). */
function keyed(bankDigits: string, account: string): boolean {
  if (!/^\d{20}$/.test(account)) return false;
  return weighted(digitsOf(bankDigits + account), ACCOUNT_WEIGHTS) % 10 === 0;
}

/** A settlement account (расчётный счёт) at the bank of `bik`: keyed with the БИК's last three digits. */
export function isValidSettlementAccount(account: string, bik: string): boolean {
  return isValidBik(bik) && keyed(bik.slice(-3), account);
}

/** A correspondent account (корр. счёт) of the bank of `bik`: 30101…, keyed with «0» and the БИК's 5th–6th digits. */
export function isValidCorrespondentAccount(account: string, bik: string): boolean {
  return isValidBik(bik) && account.startsWith('30101') && keyed(`0${bik.slice(4, 6)}`, account);
}

const BIN_WEIGHTS_1 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const BIN_WEIGHTS_2 = [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2];

/**
 * Kazakh БИН (an organisation) or ИИН (a person, an entrepreneur): 12 digits, the last is
 * Σ d×(1…11) mod 11, or with weights 3…11,1,2 when that gives 10; a second 10 is no number.
 * In a БИН the 5th digit is the kind of entity (4 resident, 5 non-resident, 6 ИП(С)).
 */
export function isValidBinOrIin(value: string): boolean {
  if (!/^\d{12}$/.test(value)) return false;
  const d = digitsOf(value);
  let check = weighted(d.slice(0, 11), BIN_WEIGHTS_1) % 11;
  if (check === 10) check = weighted(d.slice(0, 11), BIN_WEIGHTS_2) % 11;
  return check !== 10 && check === d[11];
}

/** A БИН (not an ИИН): the 5th digit says organisation. */
export function isBin(value: string): boolean {
  return isValidBinOrIin(value) && ['4', '5', '6'].includes(value[4] ?? '');
}

const UNP_WEIGHTS = [29, 23, 19, 17, 13, 7, 5, 3];

/** Belarusian УНП of an organisation or an entrepreneur: 9 digits, the last Σ d×w mod 11 (10 is no number). */
export function isValidUnp(unp: string): boolean {
  if (!/^\d{9}$/.test(unp)) return false;
  const d = digitsOf(unp);
  const check = weighted(d.slice(0, 8), UNP_WEIGHTS) % 11;
  return check !== 10 && check === d[8];
}

/** An IBAN of `country` and its length: the country code, two check digits (ISO 13616 mod 97), the account. */
export function isValidIban(iban: string, country: 'KZ' | 'BY'): boolean {
  const length = country === 'KZ' ? 20 : 28;
  if (iban.length !== length || !new RegExp(`^${country}\\d{2}[A-Z0-9]+$`).test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const numeric = [...rearranged].map((char) => (/\d/.test(char) ? char : String(char.charCodeAt(0) - 55))).join('');
  return BigInt(numeric) % 97n === 1n;
}

/** A SWIFT BIC of a bank of `country`: 4 letters of the bank, the country, 2 of the place, an optional branch. */
export function isValidSwiftBic(bic: string, country: 'KZ' | 'BY'): boolean {
  return new RegExp(`^[A-Z]{4}${country}[A-Z0-9]{2}([A-Z0-9]{3})?$`).test(bic);
}
