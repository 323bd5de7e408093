/**
 * (Plain JavaScript with its types beside it, unit-projects.d.mts: vitest.config.ts imports it.)
 *
 * Which unit files render: those that say `@vitest-environment jsdom` in their opening comment.
 * vitest.config.ts runs them isolated (project unit-dom) and the rest together under node
 * (project unit, modules shared by a worker's files); tests/unit/unit-projects.test.ts keeps
 * module mocks out of the shared project.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const UNIT_DIRS = ['tests/client', 'tests/unit'];

/** Every unit test file, relative to the repository root (vitest's working directory). */
export function unitFiles() {
  return UNIT_DIRS.flatMap((dir) =>
    readdirSync(dir)
      .filter((name) => /\.test\.tsx?$/.test(name))
      .map((name) => join(dir, name)),
  );
}

export function isRendering(file) {
  return readFileSync(file, 'utf8').includes('@vitest-environment jsdom');
}
