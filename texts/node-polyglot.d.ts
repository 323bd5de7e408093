/** node-polyglot ships no types; the part texts/t.ts uses. */
declare module 'node-polyglot' {
  interface PolyglotOptions {
    locale?: string;
    phrases?: object;
    allowMissing?: boolean;
    onMissingKey?: (key: string, options?: object, locale?: string) => string;
  }
  export default class Polyglot {
    constructor(options?: PolyglotOptions);
    t(key: string, options?: Record<string, unknown>): string;
    has(key: string): boolean;
  }
}
