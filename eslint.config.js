// Lint: TypeScript, React hooks, accessibility, and the one-way import direction of STYLE.md:
// ui -> machines -> api -> domain; mocks -> domain (and the lifecycle machine); nothing imports mocks
// but the mock entry point and tests.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const noMocks = { group: ['**/mocks/**', '../mocks/*', '../../mocks/*'], message: 'Only the mock entry point and tests import mocks.' };
const restrict = (...groups) => ({ 'no-restricted-imports': ['error', { patterns: groups }] });

export default tseslint.config(
  { ignores: ['dist', 'dist-mock', 'public/mockServiceWorker.js', 'node_modules', 'playwright-report', 'test-results', 'bench-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
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
      { group: ['react', 'react-dom', 'axios', 'xstate', '@mantine/*', '**/api/*', '**/machines/*', '**/ui/*'], message: 'src/domain is pure: no React, axios, machines or ui.' },
      noMocks,
    ),
  },
  {
    files: ['src/api/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict({ group: ['react', 'xstate', '@mantine/*', '**/machines/*', '**/ui/*'], message: 'src/api depends on domain only.' }, noMocks),
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
  {
    files: ['mocks/**/*.ts', 'mocks/**/*.tsx'],
    ignores: ['**/*.test.ts'],
    rules: restrict({ group: ['**/ui/**', '**/api/**'], message: 'Mocks depend on domain (and the lifecycle machine) only.' }),
  },
);
