import { describe, expect, it } from 'vitest';
import en from './pages.en.json';
import vi from './pages.vi.json';

type Catalog = { [key: string]: string | Catalog };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const OWNED_SECTIONS = ['landing', 'auth', 'error', 'pwa', 'deploy', 'remote'];

/** Every leaf as [dotted key, value]. */
function entries(catalog: Catalog, prefix = ''): [string, string][] {
  return Object.entries(catalog).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entries(value, `${prefix}${key}.`),
  );
}

/** Dotted keys; plural forms collapse to their base key (Vietnamese has only `_other`). */
function keys(catalog: Catalog): Set<string> {
  return new Set(entries(catalog).map(([key]) => key.replace(PLURAL_SUFFIX, '')));
}

/** `{{name}}` placeholders and `<tag>` components a text relies on. */
function slots(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}|<\/?(\w+)\s*\/?>/g)].map((m) => m[1] ?? `<${m[2]}>`).sort();
}

const catalogs = { en, vi } as Record<'en' | 'vi', Catalog>;

describe('shell page catalogs (pages.en.json, pages.vi.json)', () => {
  it('has every English key in Vietnamese', () => {
    const viKeys = keys(catalogs.vi);
    expect([...keys(catalogs.en)].filter((key) => !viKeys.has(key))).toEqual([]);
  });

  it('has every Vietnamese key in English', () => {
    const enKeys = keys(catalogs.en);
    expect([...keys(catalogs.vi)].filter((key) => !enKeys.has(key))).toEqual([]);
  });

  it.each(['en', 'vi'] as const)('has no empty text in %s', (language) => {
    expect(entries(catalogs[language]).filter(([, value]) => value.trim() === '')).toEqual([]);
  });

  it('uses the same placeholders and link tags in both languages', () => {
    const viTexts = new Map(entries(catalogs.vi));
    const differing = entries(catalogs.en)
      .filter(([key, text]) => viTexts.has(key) && slots(text).join() !== slots(viTexts.get(key) ?? '').join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it.each(['en', 'vi'] as const)('keeps to the sections these pages own in %s', (language) => {
    expect(Object.keys(catalogs[language]).filter((section) => !OWNED_SECTIONS.includes(section))).toEqual([]);
  });
});
