import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { REMOTE_FOLDERS as REMOTES } from './tooling/remotes.mjs';

const root = import.meta.dirname;
const APPS = ['shell', ...REMOTES];

/**
 * Files laid out like the repo (tooling/lint-fixtures/<app>/src/...), each breaking one rule on
 * purpose. Ignored by the normal run; tooling/lint-fixtures.test.ts lints them with `ignore: false`
 * and fails when a rule below stops firing. Every boundary is generated for both bases, so the
 * fixtures exercise exactly the rules the real code gets.
 */
const FIXTURES = 'tooling/lint-fixtures';
const BASES = ['', `${FIXTURES}/`];
const inEveryBase = (...paths) => BASES.flatMap((base) => paths.map((path) => `${base}${path}`));

/**
 * TEMPORARY: files with literal words in JSX, being translated by the lead. The rule is off for
 * exactly these; remove an entry once its file is translated. Never add one: new files are covered.
 */
const UNTRANSLATED = [];

// ---------------------------------------------------------------------------------------------
// Import boundaries of STYLE.md (routes -> features -> shared; no cross-feature, no cross-remote).
//
// Flat config: a later config object setting the same rule for the same file REPLACES the earlier
// options, it does not merge them. So each rule below is set exactly once per file:
//  - `import-x/no-restricted-paths`: one entry for all TypeScript files; every zone says itself
//    which files it targets (resolved paths, so relative and package imports are both covered).
//  - `no-restricted-imports`: one entry per package/app `src` (disjoint file groups), built by
//    `restrictedImports` with everything that group needs (import specifiers, e.g. `@fwd/shell`,
//    which the resolver cannot follow to a file).
// Do not add another object setting either rule for files already covered: extend these instead.
// ---------------------------------------------------------------------------------------------

const routerThroughContracts = {
  name: 'react-router',
  message: 'Import routing from @fwd/shared-contracts: the router is shared through it as one singleton.',
};
const kitOnlyThroughShared = {
  regex:
    '^(@tanstack/|@hookform/|@radix-ui/|(react-hook-form|i18next|react-i18next|radix-ui|libphonenumber-js|papaparse)(/|$))',
  message: 'Use the kit from @fwd/shared-contracts / @fwd/shared-ui: one instance per page',
};
const noAppPackages = (apps) => ({
  group: apps.flatMap((app) => [`@fwd/${app}`, `@fwd/${app}/*`]),
  message: 'Shared packages never import an app, and an app never imports the shell or another remote.',
});
const noSharedUi = {
  group: ['@fwd/shared-ui', '@fwd/shared-ui/*'],
  message: 'shared-contracts never imports shared-ui (shared-ui builds on shared-contracts).',
};
const classicZodInApi = {
  name: 'zod',
  message:
    'The typed routes use zod/mini: classic zod would load all of itself with every page that parses an answer (docs/decisions.md).',
};
const restrictedImports = ({ paths = [], patterns }) => ({
  'no-restricted-imports': ['error', { paths, patterns }],
});

/** Zones of `import-x/no-restricted-paths` for one base folder (the repo, or the fixtures). */
function zonesUnder(base) {
  const at = (path) => `${base}${path}`;
  const zones = [];
  for (const remote of REMOTES) {
    zones.push({
      target: at(`${remote}/src`),
      from: ['shell', ...REMOTES.filter((other) => other !== remote)].map(at),
      message: 'A remote never imports the shell or another remote: share through @fwd/shared-contracts.',
    });
  }
  zones.push({
    target: at('shell/src'),
    from: REMOTES.map(at),
    message: 'The shell never imports a remote: it loads remotes at run time.',
  });
  zones.push({
    target: at('shared-ui/src'),
    from: APPS.map(at),
    message: 'Shared packages never import an app.',
  });
  zones.push({
    target: at('shared-contracts/src'),
    from: [...APPS, 'shared-ui'].map(at),
    message: 'shared-contracts never imports an app or shared-ui.',
  });
  for (const app of APPS) {
    zones.push({
      target: at(`${app}/src/features`),
      from: [`${app}/src/routes`, `${app}/src/main.tsx`, `${app}/src/remote-app.ts`].map(at),
      message: 'Features never import routes or the app entry (routes -> features -> shared).',
    });
    const features = at(`${app}/src/features`);
    if (!existsSync(`${root}/${features}`)) continue;
    for (const entry of readdirSync(`${root}/${features}`, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      zones.push({
        target: `${features}/${entry.name}`,
        from: features,
        except: [`./${entry.name}`],
        message: `A feature never imports another feature: move what ${entry.name} needs to a shared package.`,
      });
    }
  }
  return zones;
}

const typeScriptResolver = createNodeResolver({
  extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'],
  conditionNames: ['types', 'import', 'default'],
  mainFields: ['types', 'module', 'main'],
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
      `${FIXTURES}/**`,
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

  // Resolved-path boundaries and import cycles, for every TypeScript file.
  {
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [typeScriptResolver],
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/external-module-folders': ['node_modules'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: BASES.flatMap(zonesUnder) }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },

  // Import specifiers, one entry per file group.
  {
    files: inEveryBase('shared-contracts/src/**'),
    ignores: inEveryBase('shared-contracts/src/api/**'),
    rules: restrictedImports({ patterns: [noAppPackages(APPS), noSharedUi] }),
  },
  {
    files: inEveryBase('shared-contracts/src/api/**'),
    rules: restrictedImports({ paths: [classicZodInApi], patterns: [noAppPackages(APPS), noSharedUi] }),
  },
  {
    files: inEveryBase('shared-ui/src/**'),
    rules: restrictedImports({ paths: [routerThroughContracts], patterns: [noAppPackages(APPS)] }),
  },
  ...APPS.map((app) => ({
    files: inEveryBase(`${app}/src/**`),
    rules: restrictedImports({
      paths: [routerThroughContracts],
      patterns: [noAppPackages(APPS.filter((other) => other !== app)), kitOnlyThroughShared],
    }),
  })),

  // Every word a user reads is a translation key.
  {
    files: inEveryBase(...[...APPS, 'shared-ui'].map((dir) => `${dir}/src/**/*.{ts,tsx}`)),
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          // Attributes whose value is never read by a user (words in `label`, `title`,
          // `placeholder`, `alt`, `aria-label`... are still refused).
          'jsx-attributes': {
            exclude: [
              'className',
              'style',
              'styleName',
              'key',
              'id',
              'htmlFor',
              'type',
              'name',
              'to',
              'href',
              'src',
              'target',
              'rel',
              'width',
              'height',
              'scope',
              'autoComplete',
              'inputMode',
              'enterKeyHint',
              'autoFocus',
              'loading',
              'decoding',
              'fetchPriority',
              'role',
              'aria-(hidden|live|atomic|current|labelledby|describedby|controls|expanded|haspopup|sort|busy|modal|orientation|invalid|pressed|selected|checked)',
              'data-.*',
              '\\$.*',
              'variant',
              'tone',
              'size',
              'as',
              'align',
              'side',
              'orientation',
              'activationMode',
              'machine',
              'collection',
              'status',
              'paper',
              'autoCapitalize',
              'capture',
            ],
          },
          // Strings without words: punctuation, symbols and numbers in any script (· — € 42),
          // all-capital codes (VND, OK) and emoji.
          words: {
            exclude: ['[0-9!-/:-@[-`{-~]+', '[A-Z_-]+', /^[\p{P}\p{S}\p{N}\s]+$/u, /^\p{Emoji}+$/u],
          },
          // Calls whose string arguments are keys, paths or field names, not words.
          callees: {
            exclude: [
              'i18n(ext)?',
              't',
              'require',
              'addEventListener',
              'removeEventListener',
              'postMessage',
              'getElementById',
              'dispatch',
              'commit',
              'includes',
              'indexOf',
              'endsWith',
              'startsWith',
              'navigate',
              'register',
              'watch',
              'getValues',
              'fieldError',
              'trigger',
              'resetField',
              'clearErrors',
              'set[A-Z]\\w*',
              'setState',
            ],
          },
        },
      ],
    },
  },
  ...(UNTRANSLATED.length ? [{ files: UNTRANSLATED, rules: { 'i18next/no-literal-string': 'off' } }] : []),
);
