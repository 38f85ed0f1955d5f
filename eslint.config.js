import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', '**/data/**', 'apps/server/drizzle/**', '**/test-results/**', '**/playwright-report/**', '.bench/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Web app module boundaries (STYLE.md rule 12): components and lib sit below the features, the
    // features below the app, and a feature is entered only through its index.ts, so its internals
    // can change without touching anyone else.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: 'apps/web/tsconfig.json' } },
      'boundaries/elements': [
        { type: 'app', pattern: 'apps/web/src/app' },
        { type: 'feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'components', pattern: 'apps/web/src/components' },
        { type: 'lib', pattern: 'apps/web/src/lib' },
        { type: 'testing', pattern: 'apps/web/src/testing' },
      ],
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }, { category: 'test', pattern: '**/*-test-kit.{ts,tsx}' }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'lib' } }, allow: { to: { element: { type: 'lib' } } } },
            { from: { element: { type: 'components' } }, allow: { to: { element: { types: { anyOf: ['components', 'lib'] } } } } },
            { from: { element: { type: 'feature' } }, allow: { to: { element: { types: { anyOf: ['feature', 'components', 'lib'] } } } } },
            { from: { element: { type: 'app' } }, allow: { to: { element: { types: { anyOf: ['app', 'feature', 'components', 'lib'] } } } } },
            {
              from: { element: { types: { anyOf: ['app', 'feature'] } } },
              disallow: { to: { element: { type: 'feature', captured: { feature: '!{{ from.element.captured.feature }}' }, fileInternalPath: '!index.ts' } } },
              message: 'Import another feature through its index.ts.',
            },
            // Tests render the whole app and use the shared test helpers and each feature's test kit,
            // so test code may reach anything, internals included (later policies win, so this lifts the
            // entry-point rule above for them).
            { from: { element: { type: 'testing' } }, allow: { to: { element: { types: { anyOf: ['app', 'feature', 'components', 'lib', 'testing'] } } } } },
            { from: { file: { categories: 'test' } }, allow: { to: { element: { types: { anyOf: ['app', 'feature', 'components', 'lib', 'testing'] } } } } },
          ],
        },
      ],
    },
  },
  {
    // The server reads the environment in exactly one place (STYLE.md rule 7).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts'],
    rules: { 'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through config.ts.' }] },
  },
  {
    // Server modules (apps/server/src/modules/<name>) reach one another only through each one's
    // index.ts, and never reach back into the composition root (app.ts, services.ts, main.ts).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: 'apps/server/tsconfig.json' } },
      'boundaries/elements': [
        { type: 'server-module', pattern: 'apps/server/src/modules/*', capture: ['module'] },
        { type: 'server-shared', pattern: 'apps/server/src/!(modules)' },
      ],
      'boundaries/files': [{ category: 'composition-root', pattern: 'apps/server/src/{app,services,main}.ts' }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { types: 'server-module' } },
              disallow: { to: { file: { categories: 'composition-root' } } },
              message: 'A module is handed its dependencies by services.ts; it never imports the composition root.',
            },
            {
              from: { element: { types: 'server-shared' } },
              disallow: { to: { element: { types: 'server-module', fileInternalPath: '!index.ts' } } },
              message: 'Reach a module only through its index.ts.',
            },
            {
              from: { file: { categories: 'composition-root' } },
              disallow: { to: { element: { types: 'server-module', fileInternalPath: '!index.ts' } } },
              message: 'Reach a module only through its index.ts.',
            },
            {
              from: { element: { types: 'server-module' } },
              disallow: { to: { element: { types: 'server-module', captured: { module: '!{{ from.element.captured.module }}' }, fileInternalPath: '!index.ts' } } },
              message: 'Reach another module only through its index.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // Fixtures and evaluation sets stay out of the server bundle: only tests may reach into test/.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/test/*'], message: 'Only tests import from apps/server/test.' }] }] },
  },
);
