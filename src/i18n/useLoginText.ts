/**
 * The words of the login route and the frame parts it shares with the cabinet (brand, loading
 * spinner): read through texts/login-t.ts, which holds the `ru` module alone, with no provider
 * above, so the public screens render without react-admin or the whole catalogue (issue 22 §1).
 */
import { t, type LoginTextKey } from '../../texts/login-t';

export type LoginTranslate = (key: LoginTextKey, values?: Readonly<Record<string, string | number>>) => string;

export function useLoginText(): LoginTranslate {
  return t;
}
