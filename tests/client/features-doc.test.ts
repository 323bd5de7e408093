import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allRoutes } from '../../src/root/sections';

// docs/FEATURES.md must list every declared route, so the coverage table cannot drift.
describe('docs/FEATURES.md', () => {
  const features = readFileSync('docs/FEATURES.md', 'utf8');

  it.each(allRoutes.map((route) => route.path))('lists %s', (path) => {
    expect(features).toContain(`| \`${path}\` |`);
  });
});
