/**
 * The one i18n provider: Russian only (spec 9: language fixed). react-admin's own texts come
 * from ra-language-russian merged over ra-language-english, so any key the Russian package
 * lacks still reads as text rather than as a key; the cabinet's texts (ru.ts) sit under
 * `cabinet.` for components that go through translate().
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import russianMessages from 'ra-language-russian';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { ru } from '../../texts/ru';

export const LOCALE = 'ru';

export const messages: TranslationMessages = mergeTranslations(englishMessages, russianMessages, { cabinet: ru });

export const i18nProvider = polyglotI18nProvider(() => messages, LOCALE, [{ locale: LOCALE, name: 'Русский' }], {
  allowMissing: true,
});
