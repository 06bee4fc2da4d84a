import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Import boundaries (DESIGN.md §1): the shared domain depends on nothing of ours,
// and the browser bundle never pulls server code.
const appImports = { group: ['@vitrine/server*', '@vitrine/web*', '**/apps/**'], message: 'packages/catalog must not import from the apps.' };
const serverImports = { group: ['@vitrine/server*', '**/apps/server/**', '**/server/src/**'], message: 'The web app must never import server code.' };

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/data/**', '**/test-results/**', '**/playwright-report/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/catalog/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [appImports] }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [serverImports] }],
    },
  },
  { files: ['scripts/**/*.mjs', '.ci/**'], languageOptions: { globals: { ...globals.node } } },
);
