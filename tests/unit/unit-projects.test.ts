/**
 * The pure unit files share a worker's modules (vitest.config.ts, project unit, `isolate: false`):
 * a module mocked by one of them would be the mock, or the real one, for whichever file the worker
 * runs next. Module mocks belong in the isolated rendering project.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isRendering, unitFiles } from '../helpers/unit-projects.mjs';

const MODULE_MOCK = /\bvi\.(mock|doMock|unmock|doUnmock)\(/;

describe('the shared unit project', () => {
  it('holds both kinds of unit file, each in one project', () => {
    const files = unitFiles();
    expect(files.filter(isRendering).length).toBeGreaterThan(0);
    expect(files.filter((file) => !isRendering(file)).length).toBeGreaterThan(0);
  });

  it('has no file that mocks a module', () => {
    const mocking = unitFiles().filter((file) => !isRendering(file) && MODULE_MOCK.test(readFileSync(file, 'utf8')));
    expect(mocking).toEqual([]);
  });
});
