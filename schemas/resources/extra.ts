/**
 * Declarations a build adds beside the sections' own: none. The browser tests' fixture build
 * (`FIXTURE_RESOURCES=1 vite build`, vite.config.ts) puts tests/fixtures/resources/index.ts in
 * this module's place, so a fixture resource gets its screens with no change to the app.
 */
import type { ResourceDeclaration } from '../resource';

export const extraDeclarations: readonly ResourceDeclaration[] = [];
