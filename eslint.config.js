// Lint: TypeScript, React hooks, accessibility, and the one-way import direction of STYLE.md:
// ui -> machines -> api -> domain; src/lifecycle (the application lifecycle, a pure rule on xstate:
// docs/decisions/036-lifecycle-layer.md) -> domain, imported by ui, machines and mocks; mocks -> lifecycle
// and domain; nothing imports mocks but the mock entry point and tests.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createNodeResolver } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import checkFile from 'eslint-plugin-check-file';

/** The three homes of a service's code (docs/decisions/035-service-manifests.md). */
const SERVICE_ROOTS = ['src/domain/services', 'src/ui/services', 'mocks/services'];
/** The service folders under one of {@link SERVICE_ROOTS}, `shared` left out. */
const serviceFolders = (root) =>
  readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
    .map((entry) => entry.name);
/**
 * A service lives in its own folders (docs/decisions/035-service-manifests.md): a service's folder under
 * src/domain/services, src/ui/services or mocks/services imports no other service's folder; what several
 * services share is in the `shared` folder beside them.
 */
const SERVICE_ZONES = SERVICE_ROOTS.flatMap((root) =>
  serviceFolders(root).map((service) => ({
    target: `./${root}/${service}`,
    from: ['./src/domain/services', './src/ui/services', './mocks/services'].flatMap((other) =>
      serviceFolders(other.slice(2))
        .filter((folder) => folder !== service)
        .map((folder) => `${other}/${folder}`),
    ),
    message: `A service's folder imports no other service's: move what both need to the shared folder beside them.`,
  })),
);

const noMocks = {
  group: ['**/mocks/**', '../mocks/*', '../../mocks/*', '\\#mocks/**'],
  message: 'Only the mock entry point and tests import mocks.',
};
/** The areas of src/ui/pages: each area's pages import no other area's. */
const UI_AREAS = ['account', 'applicant', 'apply', 'auth', 'backoffice', 'institution', 'public', 'tools', 'user'];
/** The ground floors of src/ui: they import no page, form or app module. */
const UI_GROUND = ['components', 'layouts', 'ceremonies', 'documents', 'flows', 'notice-stage', 'replay', 'shared', 'queries', 'routing'];
/**
 * The rooms of src/ui that reach src/api only through its doors (docs/decisions/001): src/ui/queries for reads
 * and simple writes, the machines for workflows, src/ui/shared/api-error.ts for `ApiError` and `toApiError`.
 * Outside them: src/ui/app (the composition root reads the session store), src/ui/forms and two service forms
 * (the form engine's own calls: payments, uploads, the NIN look-up, register checks while a form is filled).
 */
const UI_BEHIND_QUERIES = ['pages', 'components', 'layouts', 'routing', 'ceremonies', 'documents', 'notice-stage', 'replay', 'flows'].map(
  (folder) => `./src/ui/${folder}`,
);
const restrict = (...groups) => ({ 'no-restricted-imports': ['error', { patterns: groups }] });

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-mock',
      'dist-deploy',
      'dist-twin',
      'dist-standalone',
      'dist-bench',
      'public/mockServiceWorker.js',
      'node_modules',
      'playwright-report',
      'test-results',
      'bench-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Type-aware rules (typescript-eslint's recommendedTypeChecked) on the TypeScript sources.
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // MSW handlers answer by throwing a Response (msw's own idiom), so a Response may be thrown.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }] }],
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
      // Its autofix removed assertions that tsc needs (XState `types`, zod step schemas): reported, not trusted.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
    },
  },
  // Tests build fixtures from partial data and async fakes: the any-flow rules would only add casts there.
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts', 'src/machines/machine-test-kit.ts', '**/*.fixtures.ts', '**/test-*.ts?(x)'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  // No import cycles anywhere (they break lazy chunks and make the layers lie).
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // A lazily loaded module's failure is handled where Vite can report it: `import(…).then(loaded, failed)` moves into
  // Vite's preload of the chunk's stylesheets, whose failure (offline) then never reaches `failed`
  // (docs/decisions/049-notifications-after-first-paint.md).
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='then'][callee.object.type='ImportExpression'][arguments.length=2]",
          message:
            'Vite moves `.then(loaded, failed)` inside its stylesheet preload, where `failed` misses a stylesheet that could not be fetched: await the import in a try/catch, or chain `.catch` after `.then`.',
        },
      ],
    },
  },
  // File and folder names are kebab-case (STYLE.md "Files and folders kebab-case").
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}', 'tests/**/*.ts', 'scripts/**/*.mjs'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,mjs}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE', 'mocks/**/': 'KEBAB_CASE', 'tests/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict(
      {
        group: ['react', 'react-dom', 'axios', 'xstate', '@mantine/*', '**/api/*', '**/machines/*', '**/ui/*', '**/lifecycle/*'],
        message: 'src/domain is pure: no React, axios, lifecycle, machines or ui.',
      },
      noMocks,
    ),
  },
  {
    files: ['src/api/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict(
      {
        group: ['react', 'xstate', '@mantine/*', '**/machines/*', '**/ui/*', '**/lifecycle/*'],
        message: 'src/api depends on domain only.',
      },
      noMocks,
    ),
  },
  // The application lifecycle: one machine the portal and the mock both run (decisions 005, 036).
  {
    files: ['src/lifecycle/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict(
      {
        group: ['react', 'react-dom', 'axios', '@mantine/*', '**/api/*', '**/machines/*', '**/ui/*'],
        message: 'src/lifecycle is a pure rule on xstate: it depends on domain only.',
      },
      noMocks,
    ),
  },
  {
    files: ['src/machines/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict({ group: ['react', '@mantine/*', '**/ui/*', '**/ui/**'], message: 'Machines never import ui.' }, noMocks),
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: restrict({ group: ['axios'], message: 'Views never import axios: go through a machine or src/api.' }, noMocks),
  },
  // Rooms with doors in src/ui (issue 29; scripts/import-graph.mjs draws the floor plan and its unit test keeps it):
  // nothing imports the composition root (src/ui/app and the route table) but the entry point and tests; an area's
  // pages import no other area's; components, layouts and the tools import no page, form or app module.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test-*.{ts,tsx}', 'src/main.tsx', 'src/ui/app/**'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src',
              from: ['./src/ui/app', './src/ui/route-table.ts'],
              message:
                'src/ui/app and the route table are the composition root: nothing imports them (use src/ui/shared or src/ui/routing).',
            },
            ...UI_AREAS.map((area) => ({
              target: `./src/ui/pages/${area}`,
              from: './src/ui/pages',
              except: [`./${area}`, './services-grid.tsx'],
              message: `An area's pages import no other area's: move what both need to src/ui/components, src/ui/shared or src/domain.`,
            })),
            {
              target: UI_GROUND.map((folder) => `./src/ui/${folder}`),
              from: ['./src/ui/pages', './src/ui/app', './src/ui/route-table.ts'],
              message: 'Components, layouts and tools import no page or app module.',
            },
            {
              target: UI_GROUND.filter((folder) => folder !== 'layouts').map((folder) => `./src/ui/${folder}`),
              from: './src/ui/forms',
              message: 'Components and tools import no form module (src/ui/forms).',
            },
            {
              // The header places the sign-out button, which belongs to the form engine (it flushes unsent drafts).
              target: './src/ui/layouts',
              from: './src/ui/forms',
              except: ['./sign-out-button.tsx'],
              message: 'Layouts import no form module (src/ui/forms) but the sign-out button.',
            },
            {
              target: UI_BEHIND_QUERIES,
              from: './src/api',
              message:
                'Pages, components, layouts and tools reach src/api through src/ui/queries (reads and simple writes) or a machine (workflows); ApiError and toApiError through src/ui/shared/api-error.',
            },
            ...SERVICE_ZONES,
          ],
        },
      ],
    },
  },
  // A service lives in its own folders under mocks too ({@link SERVICE_ZONES}; those of src are in the block above).
  {
    files: ['mocks/services/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: SERVICE_ZONES,
        },
      ],
    },
  },
  {
    files: ['mocks/**/*.ts', 'mocks/**/*.tsx'],
    ignores: ['**/*.test.ts'],
    rules: restrict({ group: ['**/ui/**', '**/api/**', '**/machines/**'], message: 'Mocks depend on domain and src/lifecycle only.' }),
  },
);
