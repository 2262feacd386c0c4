import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const FIXTURES = 'tooling/lint-fixtures';

const PATHS = 'import-x/no-restricted-paths';
const IMPORTS = 'no-restricted-imports';
const KIT_MESSAGE = 'Use the kit from @fwd/shared-contracts / @fwd/shared-ui: one instance per page';

/** Each fixture (under tooling/lint-fixtures/) and the rules that must fire on it. */
const MUST_FAIL: [file: string, rules: string[], message?: string][] = [
  ['mf-account/src/features/alpha/imports-other-feature.ts', [PATHS], 'never imports another feature'],
  ['mf-account/src/features/alpha/imports-route.ts', [PATHS], 'Features never import routes'],
  ['mf-account/src/features/alpha/imports-other-remote.ts', [PATHS], 'never imports the shell or another remote'],
  ['mf-account/src/features/alpha/imports-shell.ts', [PATHS], 'never imports the shell or another remote'],
  ['mf-account/src/features/alpha/imports-app-packages.ts', [IMPORTS], 'never imports the shell or another remote'],
  ['mf-account/src/features/alpha/imports-kit.ts', [IMPORTS], KIT_MESSAGE],
  ['mf-account/src/features/alpha/literal.tsx', ['i18next/no-literal-string']],
  ['mf-account/src/features/cycle/ping.ts', ['import-x/no-cycle']],
  ['mf-account/src/features/cycle/pong.ts', ['import-x/no-cycle']],
  ['shared-ui/src/imports-app.ts', [PATHS], 'Shared packages never import an app'],
  ['shared-contracts/src/imports-shared-ui.ts', [PATHS], 'shared-contracts never imports an app or shared-ui'],
  ['shared-contracts/src/imports-shared-ui-package.ts', [IMPORTS], 'shared-contracts never imports shared-ui'],
  ['shared-contracts/src/api/imports-classic-zod.ts', [IMPORTS], 'The typed routes use zod/mini'],
];

/** Fixtures that must stay clean, so the rules do not simply refuse everything. */
const MUST_PASS = [
  'mf-account/src/features/alpha/clean.tsx',
  'mf-account/src/routes/home.route.tsx',
  'shared-contracts/src/uses-kit.ts',
  'shared-contracts/src/api/uses-zod-mini.ts',
];

describe('the lint fixtures (the import boundaries and i18n rules of eslint.config.js)', () => {
  const results = new Map<string, ESLint.LintResult>();

  beforeAll(async () => {
    // `ignore: false`: the normal run ignores the fixtures folder.
    const eslint = new ESLint({ cwd: root, ignore: false });
    for (const result of await eslint.lintFiles([FIXTURES])) {
      results.set(
        result.filePath
          .slice(root.length)
          .replace(/^\/?/, '')
          .slice(FIXTURES.length + 1),
        result,
      );
    }
  }, 60_000);

  it.each(MUST_FAIL)('refuses %s with %j', (file, rules, message) => {
    const messages = results.get(file)?.messages ?? [];
    const fired = messages.map((m) => m.ruleId);
    expect(fired, JSON.stringify(messages, null, 2)).toEqual(expect.arrayContaining(rules));
    if (message) {
      const texts = messages.filter((m) => rules.includes(m.ruleId ?? '')).map((m) => m.message);
      expect(texts.join('\n')).toContain(message);
    }
  });

  it.each(MUST_PASS)('accepts %s', (file) => {
    expect(results.has(file)).toBe(true);
    expect(results.get(file)?.messages).toEqual([]);
  });

  it('reports nothing but the intended rules', () => {
    const intended = new Set([PATHS, IMPORTS, 'import-x/no-cycle', 'i18next/no-literal-string']);
    const stray = [...results.entries()].flatMap(([file, result]) =>
      result.messages.filter((m) => !intended.has(m.ruleId ?? '')).map((m) => `${file}: ${m.ruleId} ${m.message}`),
    );
    expect(stray).toEqual([]);
  });
});
