/**
 * react-admin's translate, typed by the catalogue's keys: views read every word through the i18n
 * provider (ra-i18n-polyglot over texts/catalogue.ts), and a key the catalogue lacks is a type
 * error rather than a key shown to a person.
 */
import { useTranslate } from 'react-admin';
import type { TextKey } from '../../texts/t';

export type Translate = (key: TextKey, values?: Readonly<Record<string, string | number>>) => string;

export function useText(): Translate {
  return useTranslate() as Translate;
}
