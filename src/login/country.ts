/**
 * The visitor's country on the login screen (spec 7: "an external lookup gives the visitor's
 * country code") and the documents that depend on it (spec 2: offer by country).
 */
import type { CountryCode } from '../../schemas/auth';

export interface CountryLookup {
  detect(): Promise<CountryCode>;
}

/** Kazakh or a Kazakhstan locale: 3; Belarusian or a Belarus locale: 4; otherwise Russia, 2. */
export function countryFromLanguage(language: string): CountryCode {
  const tag = language.toLowerCase();
  if (tag === 'kk' || tag.startsWith('kk-') || tag.endsWith('-kz')) return 3;
  if (tag === 'be' || tag.startsWith('be-') || tag.endsWith('-by')) return 4;
  return 2;
}

/** The default lookup: the browser's language. */
export const navigatorCountryLookup: CountryLookup = {
  detect: async () => countryFromLanguage(typeof navigator === 'undefined' ? '' : navigator.language),
};

export const OFFER_URLS: Readonly<Record<CountryCode, string>> = {
  2: '/docs/offer-ru.html',
  3: '/docs/offer-kz.html',
  4: '/docs/offer-by.html',
};

export const PRIVACY_URL = '/docs/privacy.html';
