/**
 * The catalogue (texts/catalogue.ts) is where every key read through translate/useTranslate/t
 * must exist: a key typed by hand in a view or a template literal escapes the type of `t`, so
 * the sources are scanned for literal keys and each is looked up. The catalogue must also never
 * redefine one of react-admin's own keys with another meaning.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import englishMessages from 'ra-language-english';
import russianMessages from 'ra-language-russian';
import { describe, expect, it } from 'vitest';
import { raResourceOf } from '../../schemas/resource';
import { resourceDeclarations } from '../../schemas/resources';
import { messages } from '../../src/i18n';
import { catalogue } from '../../texts/catalogue';
import { t, type TextKey } from '../../texts/t';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const FOLDERS = ['texts', 'src', 'resources', 'schemas', 'dataProvider', 'authProvider', 'server', 'scripts'];
const SKIPPED = new Set(['node_modules', 'migrations', 'dist', '.tmp']);

function sourceFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return SKIPPED.has(name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** `a.b.c` → value, for every leaf. */
function flatten(tree: object, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    if (value !== null && typeof value === 'object') for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
    else out.set(`${prefix}${key}`, value);
  }
  return out;
}

const known = flatten(messages);
/** A literal first argument of translate(…), t(…) or i18nProvider.translate(…). */
const CALL = /\b(?:translate|t)\(\s*(['"`])([A-Za-z][\w./-]*)\1/g;

describe('the catalogue', () => {
  it('holds every literal key the code reads', () => {
    const missing: string[] = [];
    for (const file of FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)))) {
      for (const match of readFileSync(file, 'utf8').matchAll(CALL)) {
        const key = match[2] ?? '';
        if (match[1] === '`' && key.includes('${')) continue;
        if (!known.has(key)) missing.push(`${relative(ROOT, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('fails the scan on a key it lacks (the scan is not vacuous)', () => {
    expect(known.has('app.noSuchText')).toBe(false);
    expect(known.has('app.noAccess')).toBe(true);
  });

  it('holds the subtree every template key and textsAt path starts from', () => {
    const subtrees = new Set([...known.keys()].flatMap((key) => key.split('.').map((_, at, parts) => parts.slice(0, at).join('.'))));
    const missing: string[] = [];
    for (const file of FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\b(?:translate|t)\(\s*`([A-Za-z][\w.]*)\.\$\{/g)) {
        if (!subtrees.has(match[1] ?? '')) missing.push(`${relative(ROOT, file)}: ${match[1]}.…`);
      }
      for (const match of text.matchAll(/\btextsAt\(\s*'([\w.]+)'/g)) {
        const path = match[1] ?? '';
        if (!subtrees.has(path) && !known.has(path)) missing.push(`${relative(ROOT, file)}: ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('is the only way to a word: outside texts/ no code imports a text module (issue 21 §3)', () => {
    const importers: string[] = [];
    for (const file of [...FOLDERS.filter((folder) => folder !== 'texts'), 'tests', 'bench'].flatMap((folder) => sourceFiles(join(ROOT, folder)))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/^import (?!type )[^;]*from '[./]*texts\/(ru[\w-]*)';/gm)) importers.push(`${relative(ROOT, file)}: texts/${match[1]}`);
    }
    expect(importers).toEqual([]);
  });

  it("never redefines react-admin's own keys", () => {
    const reactAdmin = flatten({ ...englishMessages, ...russianMessages });
    const clashes = [...flatten(catalogue)].filter(([key]) => reactAdmin.has(key)).map(([key]) => key);
    expect(clashes).toEqual([]);
  });

  it("gives each generated resource react-admin's name and field keys", () => {
    for (const declaration of resourceDeclarations) {
      const name = raResourceOf(declaration);
      expect(known.get(`resources.${name}.name`), name).toBe(declaration.labels.title);
      for (const [field, label] of Object.entries(declaration.labels.fields))
        expect(known.get(`resources.${name}.fields.${field}`), `${name}.${field}`).toBe(label);
    }
  });

  it('reads and fills through t as polyglot does, and refuses an unknown key', () => {
    expect(t('home.greeting', { name: 'Анна' })).toBe('Здравствуйте, Анна!');
    expect(() => t('app.noSuchText' as TextKey)).toThrow(/app\.noSuchText/);
  });
});

describe('the words a person reads', () => {
  // A snake_case word is a wire name (a field, a code); on a label it is the raw value a person
  // should never see (issue 21: «Public ID (cloud_public_id)» on /payments/on-card).
  const WIRE_NAME = /(^|[^A-Za-z0-9_./%{@-])[a-z][a-z0-9]*(_[a-z0-9]+)+\b/;
  const WIRE_TEXTS: Record<string, string> = {
    'errors.tokenExpired': 'the spec fixes error_msg «token_expired» for the client, never shown',
    'app.tableUnclassified': 'an operator message at server start naming a database column',
    'groups.commissions.validation.groupMarker': 'an API answer about the query parameter of that name',
  };

  it('carry no wire names, apart from texts for programs and operators', () => {
    const raw = [...flatten(catalogue)]
      .filter(([key, value]) => typeof value === 'string' && WIRE_NAME.test(value) && !(key in WIRE_TEXTS))
      .map(([key, value]) => `${key}: ${String(value)}`);
    expect(raw).toEqual([]);
  });
});
