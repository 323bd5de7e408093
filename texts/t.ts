/**
 * The typed accessor for code outside React (the server, schemas' zod messages, helpers): the
 * same polyglot react-admin's provider uses, over the same catalogue, so `t('app.noAccess')` and
 * `translate('app.noAccess')` read one word. A key the catalogue lacks throws rather than showing
 * the key to a person.
 */
import Polyglot from 'node-polyglot';
import { catalogue, type TextKey } from './catalogue';

const polyglot = new Polyglot({
  locale: 'ru',
  phrases: catalogue,
  onMissingKey: (key: string) => {
    throw new Error(`No text «${key}» in texts/catalogue.ts`);
  },
});

export type { TextKey };

/** The text at `key`, its `%{name}` placeholders filled from `values`. */
export function t(key: TextKey, values?: Record<string, string | number>): string {
  return polyglot.t(key, values);
}

/** A whole subtree (a resource's texts, a choice map) for code that iterates it. */
export function textsAt<K extends keyof typeof catalogue>(namespace: K): (typeof catalogue)[K] {
  return catalogue[namespace];
}
