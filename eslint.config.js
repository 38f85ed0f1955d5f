import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

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
);
