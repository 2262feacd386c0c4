import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

type Catalog = { [key: string]: string | Catalog };

const ROOT = join(import.meta.dirname, '../../..');
/** i18next plural forms collapse to their base key: Vietnamese has only `_other`. */
const PLURAL_SUFFIX = /_(one|other)$/;
const ENGLISH = /(^|[./])en\.json$/;

function sourceFolders(): string[] {
  const remotes = readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('mf-'))
    .map((entry) => `${entry.name}/src`);
  return ['shell/src', 'shared-contracts/src', ...remotes].filter((folder) => existsSync(join(ROOT, folder)));
}

function walk(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path);
    return [path];
  });
}

/**
 * Every English catalog under an `i18n` folder (`i18n/en.json`, `i18n/pages.en.json`,
 * `i18n/common/en.json`) with its Vietnamese twin beside it.
 */
function catalogPairs(): [string, string, string][] {
  return sourceFolders()
    .flatMap((folder) => walk(join(ROOT, folder)))
    .filter((path) => relative(ROOT, path).split(sep).includes('i18n') && ENGLISH.test(basename(path)))
    .map((en): [string, string, string] => {
      const vi = join(dirname(en), basename(en).replace(ENGLISH, '$1vi.json'));
      return [relative(ROOT, en), en, vi];
    })
    .sort(([a], [b]) => a.localeCompare(b));
}

function read(path: string): Catalog {
  return JSON.parse(readFileSync(path, 'utf8')) as Catalog;
}

/** Every leaf as [dotted key, value]. */
function entries(catalog: Catalog, prefix = ''): [string, unknown][] {
  return Object.entries(catalog).flatMap(([key, value]): [string, unknown][] =>
    value !== null && typeof value === 'object' ? entries(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

function keys(catalog: Catalog): string[] {
  return [...new Set(entries(catalog).map(([key]) => key.replace(PLURAL_SUFFIX, '')))].sort();
}

const pairs = catalogPairs();

describe('every app catalog', () => {
  it('finds the catalogs of the shell, shared-contracts and every remote', () => {
    const found = pairs.map(([name]) => name);
    expect(found).toEqual(
      expect.arrayContaining([
        'shell/src/i18n/en.json',
        'shell/src/i18n/pages.en.json',
        'shared-contracts/src/i18n/common/en.json',
        'mf-account/src/i18n/en.json',
      ]),
    );
    for (const remote of sourceFolders().filter((folder) => folder.startsWith('mf-'))) {
      expect(found, remote).toContain(`${remote}/i18n/en.json`);
    }
  });

  it.each(pairs)('%s has a Vietnamese twin with the same keys', (_name, en, vi) => {
    expect(existsSync(vi), `${vi} is missing`).toBe(true);
    expect(keys(read(vi))).toEqual(keys(read(en)));
  });

  it.each(pairs.flatMap(([name, en, vi]) => [[name, en] as const, [name.replace(ENGLISH, '$1vi.json'), vi] as const]))(
    '%s has no empty or non-text values',
    (_name, path) => {
      if (!existsSync(path)) return;
      const bad = entries(read(path))
        .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
        .map(([key]) => key);
      expect(bad).toEqual([]);
    },
  );
});
