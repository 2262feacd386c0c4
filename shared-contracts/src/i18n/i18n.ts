import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { pb } from '../pocketbase/client';

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
      react: { useSuspense: false },
      showSupportNotice: false,
    });
    for (const [ns, catalogs] of bundled) addCatalogs(ns, catalogs);
  }
  await Promise.all([...loaders.keys()].map((ns) => ensureNamespace(ns, language)));
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

function addCatalogs(ns: string, catalogs: Record<Language, Catalog>): void {
  for (const language of LANGUAGES) i18n.addResourceBundle(language, ns, catalogs[language], true, true);
}

/** Adds catalogs bundled with the code (the shell's and the UI kit's); may run before `initI18n`. */
export function registerCatalogs(ns: string, catalogs: Record<Language, Catalog>): void {
  bundled.set(ns, catalogs);
  if (i18n.isInitialized) addCatalogs(ns, catalogs);
}

async function ensureNamespace(ns: string, language: Language): Promise<void> {
  const loader = loaders.get(ns);
  if (!loader || !i18n.isInitialized || i18n.hasResourceBundle(language, ns)) return;
  i18n.addResourceBundle(language, ns, await loader(language), true, true);
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
  await Promise.all([...loaders.keys()].map((ns) => ensureNamespace(ns, language)));
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not remembered when storage is blocked; the switch still applies to this page.
  }
  await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

pb.beforeSend = (url, options) => {
  options.headers = { ...(options.headers as Record<string, string>), 'Accept-Language': currentLanguage() };
  return { url, options };
};

export { useTranslation, Trans } from 'react-i18next';
