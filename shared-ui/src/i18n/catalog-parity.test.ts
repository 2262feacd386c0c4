import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadUiCatalog } from './register';

const uiCatalogs = { en: await loadUiCatalog('en'), vi: await loadUiCatalog('vi') };

type Catalog = { [key: string]: string | Catalog };

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every `<area>/i18n/` folder under shared-ui/src holding JSON catalogs. */
function catalogFolders(): string[] {
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /(^|[\\/])i18n[\\/](en|vi)\.json$/.test(file),
  );
  return [...new Set(files.map((file) => join(SRC, dirname(file))))].sort();
}

function read(folder: string, language: string): Catalog {
  return JSON.parse(readFileSync(join(folder, `${language}.json`), 'utf8')) as Catalog;
}

/** Dotted keys; plural forms collapse to their base key (Vietnamese has only `_other`). */
function keys(catalog: Catalog, prefix = ''): string[] {
  return Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key.replace(PLURAL_SUFFIX, '')}`] : keys(value, `${prefix}${key}.`),
  );
}

const folders = catalogFolders();

describe('ui catalogs', () => {
  it('finds the catalogs under shared-ui/src', () => {
    expect(folders.length).toBeGreaterThan(0);
  });

  it.each(folders.map((folder) => [relative(SRC, folder), folder]))(
    '%s has the same keys in English and Vietnamese',
    (_name, folder) => {
      const en = new Set(keys(read(folder, 'en')));
      const vi = new Set(keys(read(folder, 'vi')));
      expect(
        [...en].filter((key) => !vi.has(key)),
        'missing in vi.json',
      ).toEqual([]);
      expect(
        [...vi].filter((key) => !en.has(key)),
        'missing in en.json',
      ).toEqual([]);
    },
  );

  it.each(folders.map((folder) => [relative(SRC, folder), folder]))(
    '%s is registered in the ui namespace',
    (_name, folder) => {
      const registered = new Set(keys(uiCatalogs.en));
      expect(keys(read(folder, 'en')).filter((key) => !registered.has(key))).toEqual([]);
    },
  );
});
