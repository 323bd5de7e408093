/**
 * The one i18n provider: Russian only (spec 9: language fixed). react-admin's own texts come
 * from ra-language-russian merged over ra-language-english, so any key the Russian package
 * lacks still reads as text rather than as a key; the cabinet's catalogue (texts/catalogue.ts)
 * is merged at the top, its namespaces beside react-admin's `ra.` and its `resources.<name>`
 * giving the generated screens their labels.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import russianMessages from 'ra-language-russian';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { catalogue } from '../../texts/catalogue';

export const LOCALE = 'ru';

export const messages: TranslationMessages = mergeTranslations(englishMessages, russianMessages, catalogue);

export const i18nProvider = polyglotI18nProvider(() => messages, LOCALE, [{ locale: LOCALE, name: 'Русский' }], {
  allowMissing: true,
});
