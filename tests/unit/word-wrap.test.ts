/**
 * Names break between words (issue 21: «Константино вич» in a narrow column). `overflow-wrap:
 * anywhere` lets a table or flex layout squeeze a column below its longest word and then cut
 * every word; `break-word` keeps a word whole unless it alone is wider than its box.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const MID_WORD = /overflowWrap:\s*'anywhere'|overflow-wrap:\s*anywhere|wordBreak:\s*'break-all'|word-break:\s*break-all/;

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(tsx?|css)$/.test(name) ? [path] : [];
  });
}

it('no view lets a word break in the middle while it could stand whole', () => {
  const offenders = ['src', 'resources']
    .flatMap((folder) => sources(join(ROOT, folder)))
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (MID_WORD.test(line) ? [`${relative(ROOT, file)}:${index + 1}`] : [])),
    );
  expect(offenders).toEqual([]);
});
