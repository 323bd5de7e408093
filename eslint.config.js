import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/*
 * Boundaries between the parts of the tree (design.md 1: the arrows run one way). A relative import
 * that climbs out of its folder (`../../src/...`) into a part it must not know is refused; so are
 * React and MUI in the wire schemas and the texts, drizzle's query builder and `sql` outside the
 * server's repositories and server/db, and server/modules from server/lib. `import type` of
 * drizzle stays allowed: a type is no query. The runtime import graph has its own test
 * (tests/unit/import-graph.test.ts) against cycles.
 */
const climbsInto = (folders, message) => ({ regex: `^(\\.\\./)+(${folders.join('|')})(/|$)`, message });
const SPA = ['src', 'resources'];
const CLIENT_SIDES = [...SPA, 'dataProvider', 'authProvider'];
const UI_LIBRARIES = {
  regex: '^(react|react-dom|react-admin|react-router|react-router-dom|@mui/[^/]+|ra-[^/]+)(/.*)?$',
  message: 'schemas/ and texts/ are read by the server too: no React or MUI here.',
};
const DRIZZLE = {
  regex: '^drizzle-orm(/.*)?$',
  allowTypeImports: true,
  message: 'SQL lives in a *.repository.ts of the module that owns the table (or in server/db): call that repository.',
};
/*
 * A resource folder (resources/<section>/<resource>/) holds both sides: `resource.ts` and
 * `texts.ts` are pure and shared, `table.ts` and `server.ts` are the server's, any `.tsx` is the
 * SPA's. The server may import a folder's four shared or server files and nothing else of
 * resources/; the SPA never imports a `table` or `server` file, nor server/.
 */
const RESOURCE_SERVER_FILES = '(resource|texts|table|server)';
const SERVER_BASE = {
  regex: `^(\\.\\./)+(src|dataProvider|authProvider)(/|$)|^(\\.\\./)+resources/(?![^/]+/[^/]+/${RESOURCE_SERVER_FILES}$)`,
  message: 'The server never imports the SPA or its providers; of resources/ only a folder\'s resource, texts, table or server file.',
};
const SERVER_ONLY = {
  regex: '(^|/)(table|server)$|^(\\.\\./)+server(/|$)',
  message: 'A resource folder\'s table.ts and server.ts, and server/, are the server\'s: they never reach the SPA bundle.',
};
const LIB_NO_MODULES = climbsInto(['modules'], 'server/lib is shared by the modules and imports none of them: take what it needs as a parameter.');
const restrict = (...patterns) => ({ '@typescript-eslint/no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', '.tmp', 'test-results', 'playwright-report', 'server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  // Later entries replace the rule for the files they match: each lists every pattern its files keep.
  {
    files: ['schemas/**/*.{ts,tsx}', 'texts/**/*.{ts,tsx}'],
    rules: restrict(
      climbsInto([...CLIENT_SIDES, 'server'], 'schemas/ and texts/ are shared by every side and import none of them.'),
      UI_LIBRARIES,
    ),
  },
  {
    // The shell serves every section and names none: a section adds itself through its definition
    // (views, menu, appBarButton); only src/root composes the sections.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/root/**'],
    rules: restrict(climbsInto(['resources', 'server'], 'src/ outside src/root imports no section (resources/) and no server: go through the definition.')),
  },
  // The SPA's side of the resource folders and of the sections.
  { files: ['resources/**/*.{ts,tsx}'], rules: restrict(SERVER_ONLY) },
  {
    // A folder's shared files are read by both sides: no React, MUI, react-admin, no server.
    files: ['resources/*/*/resource.ts', 'resources/*/*/texts.ts'],
    rules: restrict(SERVER_ONLY, { ...UI_LIBRARIES, message: 'resource.ts and texts.ts are read by the server too: no React, MUI or react-admin here.' }),
  },
  {
    // A folder's server files never reach the SPA, so they may import the server but no SPA code.
    files: ['resources/*/*/table.ts', 'resources/*/*/server.ts'],
    rules: restrict(
      { ...UI_LIBRARIES, message: 'table.ts and server.ts run on the server: no React, MUI or react-admin.' },
      { regex: '\\.tsx$|^(\\.\\./)+(src|dataProvider|authProvider)(/|$)', message: 'table.ts and server.ts run on the server: no SPA code.' },
    ),
  },
  {
    files: ['dataProvider/**/*.{ts,tsx}', 'authProvider/**/*.{ts,tsx}'],
    rules: restrict({
      // A folder's declaration (resource.ts) and texts are the shared layer, as schemas/ is.
      regex: '^(\\.\\./)+src(/|$)|^(\\.\\./)+resources/(?![^/]+/[^/]+/(resource|texts)$)',
      message: 'The providers serve the SPA and import neither src/ nor resources/ (a folder\'s resource.ts and texts.ts excepted).',
    }),
  },
  { files: ['server/**/*.ts'], rules: restrict(SERVER_BASE, DRIZZLE) },
  { files: ['server/lib/**/*.ts'], rules: restrict(SERVER_BASE, DRIZZLE, LIB_NO_MODULES) },
  { files: ['server/db/**/*.ts', 'server/**/*.repository.ts'], rules: restrict(SERVER_BASE) },
  { files: ['server/lib/**/*.repository.ts'], rules: restrict(SERVER_BASE, LIB_NO_MODULES) },
);
