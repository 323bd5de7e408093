/**
 * The typed accessor for code outside React (the server, schemas' zod messages, declarations read
 * at load): the same polyglot react-admin's provider uses, over the same catalogue, so
 * `t('app.noAccess')` and a view's `translate('app.noAccess')` (src/i18n/useText.ts) read one
 * word. A key the catalogue lacks throws rather than showing the key to a person. Outside texts/
 * nothing imports a text module: words are read here or through the i18n provider.
 */
import Polyglot from 'node-polyglot';
import { catalogue, type Catalogue, type TextKey } from './catalogue';

const polyglot = new Polyglot({
  locale: 'ru',
  phrases: catalogue,
  onMissingKey: (key: string) => {
    throw new Error(`No text «${key}» in texts/catalogue.ts`);
  },
});

export type { TextKey };

/** The text at `key`, its `%{name}` placeholders filled from `values`. */
export function t(key: TextKey, values?: Readonly<Record<string, string | number>>): string {
  return polyglot.t(key, values);
}

/** The subtree at a dotted path (`fleet.paymentMethod`): the catalogue's own type of it. */
export type TextsAt<K extends string, T = Catalogue> = K extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? TextsAt<Rest, T[Head]>
    : never
  : K extends keyof T
    ? T[K]
    : never;

/**
 * A whole subtree (a choice map, a list of month names) for code that iterates it or passes it
 * on as labels. A path the catalogue lacks throws.
 */
export function textsAt<const K extends string>(path: K): TextsAt<K> {
  let node: unknown = catalogue;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) throw new Error(`No texts «${path}» in texts/catalogue.ts`);
    node = (node as Record<string, unknown>)[part];
  }
  return node as TextsAt<K>;
}

/** Fills `%{name}` placeholders, as polyglot does, in a text already read (a label a declaration holds). */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/%\{(\w+)\}/g, (whole, name: string) => (values[name] === undefined ? whole : String(values[name])));
}
