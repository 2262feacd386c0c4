import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { REMOTE_FOLDERS as REMOTES } from './tooling/remotes.mjs';

/** Import boundaries of STYLE.md, as `no-restricted-imports` patterns per folder. */
const routerThroughContracts = {
  name: 'react-router',
  message: 'Import routing from @fwd/shared-contracts: the router is shared through it as one singleton.',
};
const boundaries = (patterns) => ({
  'no-restricted-imports': ['error', { paths: [routerThroughContracts], patterns }],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dev-dist/**',
      'backend/bin/**',
      'backend/pb_data/**',
      'backend/pb_migrations/**',
      'backend/pb_hooks/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='pb'][callee.property.name='collection']",
          message: 'Only api/ files call pb.collection(...): put the call in the feature api/ folder.',
        },
      ],
    },
  },
  {
    files: ['**/api/**/*.ts', 'backend/**/*.ts', 'e2e/**/*.ts', 'scripts/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['shared-contracts/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@fwd/shell', '@fwd/mf-*', '@fwd/shared-ui', '**/shell/**', '**/mf-*/**'] },
      ],
    },
  },
  {
    files: ['shared-ui/src/**'],
    rules: boundaries(['@fwd/shell', '@fwd/mf-*', '**/shell/**', '**/mf-*/**']),
  },
  {
    files: ['shell/src/**'],
    rules: boundaries(['@fwd/mf-*', '**/mf-*/**']),
  },
  ...REMOTES.map((remote) => ({
    files: [`${remote}/src/**`],
    rules: boundaries(['@fwd/shell', '**/shell/**', '@fwd/mf-*', ...REMOTES.map((r) => `**/${r}/**`)]),
  })),
  {
    files: ['*/src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [routerThroughContracts],
          patterns: [
            {
              group: ['**/routes/**', '**/*.route'],
              message: 'Features never import routes (routes -> features -> shared).',
            },
          ],
        },
      ],
    },
  },
);
