import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', 'apps/server/drizzle/**', '**/test-results/**', '**/playwright-report/**', '.bench/**'] },
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
);
