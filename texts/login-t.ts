/**
 * The words of the login route (issue 22 §1): the same lookup as `t` (texts/t.ts) over the `ru`
 * module alone (app, login, sms, recovery, registration, countries, accounts, errors,
 * validation) instead of the whole catalogue with every section's texts, so the first screen
 * carries a few KB of words. Same keys, same words as through `t`.
 */
import type { Leaves } from './catalogue';
import { ru } from './ru';

export type LoginTextKey = Leaves<typeof ru>;

/** The text at `key`, its `%{name}` placeholders filled from `values`; a key it lacks throws. */
export function t(key: LoginTextKey, values?: Readonly<Record<string, string | number>>): string {
  let node: unknown = ru;
  for (const part of key.split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No text «${key}» in texts/login-t.ts`);
  if (values === undefined) return node;
  return node.replace(/%\{(\w+)\}/g, (whole, name: string) => (values[name] === undefined ? whole : String(values[name])));
}
