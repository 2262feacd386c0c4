import { describe, expect, it } from 'vitest';
import en from './en.json';
import vi from './vi.json';

type Catalog = { [key: string]: string | Catalog };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every leaf as [dotted key, value]. */
function entries(catalog: Catalog, prefix = ''): [string, string][] {
  return Object.entries(catalog).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entries(value, `${prefix}${key}.`),
  );
}

/** Dotted keys; plural forms collapse to their base key (Vietnamese has only `_other`). */
function keys(catalog: Catalog): string[] {
  return [...new Set(entries(catalog).map(([key]) => key.replace(PLURAL_SUFFIX, '')))].sort();
}

/** `{{name}}` placeholders a text relies on. */
function slots(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1] ?? '').sort();
}

const catalogs = { en, vi } as Record<'en' | 'vi', Catalog>;

describe('audit history catalogs (features/audit/i18n)', () => {
  it('has the same keys in English and Vietnamese', () => {
    expect(keys(catalogs.vi)).toEqual(keys(catalogs.en));
  });

  it.each(['en', 'vi'] as const)('has no empty text in %s', (language) => {
    expect(entries(catalogs[language]).filter(([, value]) => value.trim() === '')).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const viTexts = new Map(entries(catalogs.vi));
    const differing = entries(catalogs.en)
      .filter(([key]) => viTexts.has(key))
      .filter(([key, text]) => slots(text).join() !== slots(viTexts.get(key) ?? '').join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it.each(['en', 'vi'] as const)('keeps every key under history. in %s', (language) => {
    expect(Object.keys(catalogs[language])).toEqual(['history']);
  });

  it('has an English `_other` form for every plural', () => {
    const enKeys = new Set(entries(catalogs.en).map(([key]) => key));
    const plurals = [...enKeys].filter((key) => key.endsWith('_one')).map((key) => key.replace(/_one$/, '_other'));
    expect(plurals.filter((key) => !enKeys.has(key))).toEqual([]);
  });
});
