import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { plainNumber } from '../format/plain-number';
import { pb } from '../pocketbase/client';
import { takeEarlyAnswer } from '../pocketbase/early-answers';
import { saveAccountLanguage } from './api/account-language';

export const LANGUAGES = ['en', 'vi'] as const;
export type Language = (typeof LANGUAGES)[number];
export type Catalog = { [key: string]: string | Catalog };
/** Loads one namespace's catalog for a language (usually a dynamic import of a JSON file). */
export type CatalogLoader = (language: Language) => Promise<Catalog>;

const STORAGE_KEY = 'fwd-language';
/** `Intl` locale of each language. */
export const LOCALES: Record<Language, string> = { en: 'en-US', vi: 'vi-VN' };

/** The one i18next instance of the app (this package is a federation singleton). */
export const i18n = i18next.createInstance();
/*
 * Catalogs load per language (a JSON chunk each), so the first paint carries only the words of the
 * language on screen.
 */
const loaders = new Map<string, CatalogLoader>([
  ['common', (language) => import(`./common/${language}.json`).then((m: { default: Catalog }) => m.default)],
]);
const bundled = new Map<string, Record<Language, Catalog>>();
/** Parts of a namespace added on demand (a page's words), by `namespace/part`. */
const parts = new Map<string, { ns: string; load: CatalogLoader }>();
const loadedCatalogs = new Map<string, Promise<void>>();

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The remembered choice, else the browser's language, else English. */
export function preferredLanguage(): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage may be blocked; the browser language still applies.
  }
  const browser = typeof navigator === 'undefined' ? '' : navigator.language.toLowerCase();
  return browser.startsWith('vi') ? 'vi' : 'en';
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

export async function initI18n(language: Language = preferredLanguage()): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      ns: [],
      defaultNS: false,
      interpolation: { escapeValue: false },
      // Words that arrive after a switch (a remote that registered its namespace during it)
      // re-render what shows them.
      react: { useSuspense: false, bindI18nStore: 'added' },
      showSupportNotice: false,
    });
    // `{{count, number}}` as the app's own formatters write numbers: without the browser's number
    // data where it can (format/plain-number.ts), else as i18next does.
    i18n.services.formatter?.add('number', (value: unknown, lng: string | undefined, options: object) => {
      const locale = lng ?? 'en';
      const plain = typeof value === 'number' ? plainNumber(value, locale, options) : null;
      return plain ?? new Intl.NumberFormat(locale, options).format(value as number);
    });
    for (const [ns, catalogs] of bundled) addCatalogs(ns, catalogs);
  }
  await ensureAll(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  tellServer(language);
}

/**
 * The language in a cookie too, so the server sends the pre-rendered public pages in it
 * (nginx/forwardly.conf.template); without one it goes by the browser's Accept-Language.
 */
function tellServer(language: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie = `fwd_lang=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/**
 * The signed-in customer's account keeps the language they chose, so the server writes their
 * e-mails in it (backend words.pb.js sets it at sign-up, and at sign-in when it has none, from
 * the language on screen).
 */
function tellAccount(language: Language): void {
  const record = pb.authStore.record;
  if (!pb.authStore.isValid || record?.collectionName !== 'users' || record.language === language) return;
  saveAccountLanguage(record.id, language).catch(() => {
    // Kept on this device only; the next switch or sign-in tells the account again.
  });
}

function ensureAll(language: Language): Promise<unknown> {
  return Promise.all([
    ...[...loaders.keys()].map((ns) => ensureNamespace(ns, language)),
    ...[...parts.keys()].map((key) => ensurePart(key, language)),
  ]);
}

function addCatalogs(ns: string, catalogs: Record<Language, Catalog>): void {
  for (const language of LANGUAGES) i18n.addResourceBundle(language, ns, catalogs[language], true, true);
}

/** Adds catalogs bundled with the code (the shell's and the UI kit's); may run before `initI18n`. */
export function registerCatalogs(ns: string, catalogs: Record<Language, Catalog>): void {
  bundled.set(ns, catalogs);
  if (i18n.isInitialized) addCatalogs(ns, catalogs);
}

/** Loads a catalog (a namespace's or one of its parts') once per language and merges it in. */
function loadOnce(key: string, ns: string, loader: CatalogLoader, language: Language): Promise<void> {
  const loadedKey = `${language}|${key}`;
  let loaded = loadedCatalogs.get(loadedKey);
  if (!loaded) {
    loaded = loader(language).then((catalog) => {
      i18n.addResourceBundle(language, ns, catalog, true, true);
    });
    // A failed load is tried again by the next page or switch that needs it.
    loaded.catch(() => loadedCatalogs.delete(loadedKey));
    loadedCatalogs.set(loadedKey, loaded);
  }
  return loaded;
}

async function ensureNamespace(ns: string, language: Language): Promise<void> {
  const loader = loaders.get(ns);
  if (loader && i18n.isInitialized) await loadOnce(ns, ns, loader, language);
}

async function ensurePart(key: string, language: Language): Promise<void> {
  const part = parts.get(key);
  if (part && i18n.isInitialized) await loadOnce(key, part.ns, part.load, language);
}

/**
 * Words merged into a namespace when a page needs them (a feature's words with its route), for the
 * current language now and for each language switched to later, so one page does not load every
 * feature's words. `part` names them within the namespace; adding a part twice loads it once.
 */
export async function addWords(ns: string, part: string, loader: CatalogLoader): Promise<void> {
  const key = `${ns}/${part}`;
  if (!parts.has(key)) parts.set(key, { ns, load: loader });
  await ensurePart(key, currentLanguage());
}

/**
 * Forgets which catalogs of a namespace (and its parts) were loaded, and the parts' loaders, so
 * another version of a remote loads its own words when it registers (a deployed area reloaded in
 * the page). The words stay shown until the new ones arrive.
 */
export function forgetWords(ns: string): void {
  for (const [key, part] of parts) if (part.ns === ns) parts.delete(key);
  for (const key of loadedCatalogs.keys()) {
    const loaded = key.slice(key.indexOf('|') + 1);
    if (loaded === ns || loaded.startsWith(`${ns}/`)) loadedCatalogs.delete(key);
  }
}

/**
 * A namespace loaded per language: now for the current language (or at `initI18n`), and on each
 * switch. Remotes register theirs when they load.
 */
export async function registerNamespace(ns: string, loader: CatalogLoader): Promise<void> {
  loaders.set(ns, loader);
  await ensureNamespace(ns, currentLanguage());
}

/** Switches the language everywhere, remembers it, and tells the API through Accept-Language. */
export async function setLanguage(language: Language): Promise<void> {
  await ensureAll(language);
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not remembered when storage is blocked; the switch still applies to this page.
  }
  await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  tellServer(language);
  // A namespace or part registered while the switch was loading was loaded for the language of
  // then only: load what is still missing for the new one.
  await ensureAll(language);
}

/** A language the reader chose (a switch on a page): `setLanguage`, and kept on their account. */
export async function chooseLanguage(language: Language): Promise<void> {
  await setLanguage(language);
  tellAccount(language);
}

pb.beforeSend = (url, options) => {
  options.headers = { ...(options.headers as Record<string, string>), 'Accept-Language': currentLanguage() };
  takeEarlyAnswer(url, options);
  return { url, options };
};

export { useTranslation, Trans } from 'react-i18next';
