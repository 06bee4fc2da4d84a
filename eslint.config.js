import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Import boundaries (docs/ARCHITECTURE.md): the shared domain depends on nothing of ours,
// and the browser bundle never pulls server code.
const appImports = { group: ['@vitrine/server*', '@vitrine/web*', '**/apps/**'], message: 'packages/catalog must not import from the apps.' };
const serverImports = { group: ['@vitrine/server*', '**/apps/server/**', '**/server/src/**'], message: 'The web app must never import server code.' };

// Inside the web app (bulletproof-react's layout): shared code -> features -> app. A feature
// never imports another feature nor app/, so each can change or go without touching the others;
// shared folders (everything in src/ but app/ and features/) import neither. The lists are read
// from the folders, so a new feature or shared folder is covered as soon as it exists.
const WEB_SRC = 'apps/web/src';
const folders = (path) => readdirSync(new URL(path, import.meta.url), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const webFeatures = folders(`${WEB_SRC}/features`);
const webSharedFolders = folders(WEB_SRC).filter((name) => name !== 'app' && name !== 'features');
const webBoundaries = [
  ...webFeatures.map((feature) => ({
    target: `${WEB_SRC}/features/${feature}`,
    from: `${WEB_SRC}/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move what both need to a shared folder, or let app/ join them.',
  })),
  { target: `${WEB_SRC}/features`, from: `${WEB_SRC}/app`, message: 'Features do not import from app/: app/ puts the features together.' },
  {
    target: webSharedFolders.map((name) => `${WEB_SRC}/${name}`),
    from: [`${WEB_SRC}/features`, `${WEB_SRC}/app`],
    message: 'Shared code does not import features or app/.',
  },
];

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
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    // Imports name their file with its extension (`./hero.tsx`); the zones only see resolved files.
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [serverImports] }],
      'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: webBoundaries }],
    },
  },
  { files: ['scripts/**/*.mjs', '.ci/**'], languageOptions: { globals: { ...globals.node } } },
);
