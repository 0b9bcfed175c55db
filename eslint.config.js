// One linter for the whole tree: typescript-eslint on every workspace, react-hooks on the web app,
// prettier owns formatting (eslint-config-prettier switches off the stylistic rules).
import fs from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The web features' boundary (issue 13): a feature uses another only through that feature's api/
// (its calls, their cache and the hooks over them); shared parts live in components/ and lib/, and
// the app/ folder composes features (route table, staff sections). One block per feature folder, as
// a pattern cannot say "any feature but this one".
const features = fs
  .readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureBoundaries = features.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  // A test may look at the other side of a call it makes (manage's device edit lands in device's list).
  ignores: ['**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^@/features/(?!${feature}/)[^/]+/(?!api/)`,
            message:
              'Use another feature only through its api/ (or move what both need to components/ or lib/).',
          },
        ],
      },
    ],
  },
}));

// The server modules' boundary (issue 13): SQL lives in a module's *.repo.ts, and each table is
// written through its own module. Another module is used through its *.service.ts; a repository or
// table file may still name another module's table (a foreign key, a join that reads it).
const serverModules = fs
  .readdirSync(new URL('./apps/server/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const throughService = 'Use another module through its *.service.ts (decision 0022).';
const moduleBoundaries = serverModules.flatMap((name) => [
  {
    files: [`apps/server/src/modules/${name}/**/*.ts`],
    ignores: ['**/*.test.ts', '**/*.repo.ts', '**/*.table.ts', '**/*-test-kit.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: `^\\.\\./(?!${name}/)[^/]+/[^/]+\\.(repo|table)\\.ts$`, message: throughService },
          ],
        },
      ],
    },
  },
  {
    files: [`apps/server/src/modules/${name}/**/*.repo.ts`, `apps/server/src/modules/${name}/**/*.table.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: `^\\.\\./(?!${name}/)[^/]+/[^/]+\\.repo\\.ts$`, message: throughService }] },
      ],
    },
  },
]);

const outsideModules = {
  files: ['apps/server/src/{jobs,plugins,integrations,lib,cli}/**/*.ts', 'apps/server/src/*.ts'],
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ regex: '/modules/[^/]+/[^/]+\\.(repo|table)\\.ts$', message: throughService }] },
    ],
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/server/drizzle/**', '**/*.md'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // The contract's index loads zod and every schema (~45 KB gzip and its start-up work): a page that
    // only shows a label or checks a limit must not pay for it (issue 17 §3). Types are free.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@nodebao/contract',
              allowTypeImports: true,
              message:
                "Values come from @nodebao/contract/labels, /field-rules, /limits, /money, /errors or /account-rules; a form that checks input with the contract's zod schemas imports them from @nodebao/contract/schemas.",
            },
            {
              // Closed, antd-mobile's popups still run their springs on the page's first render.
              name: 'antd-mobile',
              importNames: ['Popup', 'CenterPopup'],
              message: 'Popup and CenterPopup come from @/components/opened-once: drawn once first opened.',
            },
            {
              // It measures itself after every render of the page: a forced layout each time.
              name: 'antd-mobile',
              importNames: ['InfiniteScroll'],
              message:
                'InfiniteScroll comes from @/components/infinite-scroll: told by an IntersectionObserver.',
            },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  ...moduleBoundaries,
  outsideModules,
  {
    files: ['tools/**', 'e2e/**', 'apps/server/src/cli/**', '**/*.mjs', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
