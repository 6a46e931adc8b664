import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Boundaries (docs/decisions/009-boundaries.md). Each rule's message says where the code should go.
const WEB_FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const NOT_INTO_FEATURES = {
  regex: '^@/(features|app)/',
  message:
    'Shared code (components, lib, hooks, config) does not import features or routes: move what both need ' +
    'into src/components, src/lib or src/hooks.',
};
const MODULE_INTERNALS_FROM_MODULE = {
  regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!index\\.ts$|[^/]+\\.testing\\.ts$)',
  message:
    "Another module's internals are off limits: import what it exports from its index.ts (add the export " +
    'there), or move the code that both need into src/lib.',
};
const MODULE_INTERNALS_FROM_OUTSIDE = {
  regex: '(^|/)modules/[^/]+/(?!index\\.ts$|[^/]+\\.(routes|jobs|testing)\\.ts$)',
  message:
    "A module's internals are off limits: import from modules/<name>/index.ts (its public surface); only " +
    'app.ts composes its routes and jobs.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/dist-ssr/**',
      '**/*.tmp.mjs',
      // Deliberate violations, linted by apps/server/src/testing/lint-boundaries.test.ts.
      'apps/server/src/testing/boundary-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Every regular expression that can see user input runs in linear time.
    files: ['apps/server/**/*.ts', 'packages/shared/**/*.ts'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    // Test code sees no untrusted input.
    files: ['**/*.test.ts', '**/*.testing.ts', 'apps/server/src/testing/**'],
    rules: { 'regexp/no-super-linear-backtracking': 'off', 'regexp/no-super-linear-move': 'off' },
  },
  {
    files: [
      'scripts/**',
      'bench/**',
      'apps/server/src/cli.ts',
      'apps/server/src/server.ts',
      'apps/server/src/db/cli.ts',
      'apps/server/src/seed.ts',
      'apps/server/src/runtime.ts',
      'apps/server/src/worker.ts',
      'e2e/**',
    ],
    rules: { 'no-console': 'off' },
  },
  // Import cycles, everywhere.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json', 'packages/shared/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Web: features do not import each other, nor routes; shared code does not import features.
  ...WEB_FEATURES.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^@/features/(?!${feature}/)`,
              message:
                'Features do not import each other: compose them in a route (src/app/routes), or move what ' +
                'both need into src/components, src/lib or src/hooks.',
            },
            {
              regex: '^@/app/',
              message:
                'Features do not import routes or the app shell: the app composes features, not the reverse.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/{components,lib,hooks,config,testing}/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NOT_INTO_FEATURES] }] },
  },
  // Server: modules talk through each other's index.ts; db/ knows no module; engines know no HTTP or database.
  {
    files: ['apps/server/src/modules/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [MODULE_INTERNALS_FROM_MODULE] }] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/modules/**', 'apps/server/src/db/**', 'apps/server/src/engines/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [MODULE_INTERNALS_FROM_OUTSIDE] }] },
  },
  {
    files: ['apps/server/src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)modules/',
              message:
                'db/ is the database layer (client, schema, migrations): it imports no module. Code that needs ' +
                'a module (a seed, a script) lives beside app.ts, e.g. src/seed.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/engines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(modules|db|plugins)/',
              message:
                'Engines are pure: no HTTP, no database. The module that uses an engine passes it what it needs ' +
                '(text, state, context) and stores the result itself.',
            },
            {
              regex: '^(fastify|drizzle-orm|pg|pg-boss)(/|$)',
              message: 'Engines are pure: no HTTP, no database, no job queue. Keep that in a module.',
            },
          ],
        },
      ],
    },
  },
);
