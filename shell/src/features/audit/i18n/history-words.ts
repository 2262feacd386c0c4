import { i18n, type Catalog } from '@fwd/shared-contracts';
import en from './en.json';
import vi from './vi.json';

const NS = 'shell';
const PROBE = 'history.caption';
const catalogs: Record<string, Catalog> = { en, vi };

/**
 * Merges the history page's words into a language's `shell` catalog, once that catalog exists:
 * creating it first would make a per-language loader of the shell's own words think it is
 * already loaded.
 */
function addTo(language: string): void {
  const catalog = catalogs[language];
  if (!catalog || !i18n.hasResourceBundle(language, NS)) return;
  if (i18n.getResource(language, NS, PROBE) !== undefined) return;
  i18n.addResourceBundle(language, NS, catalog, true, true);
}

let watching = false;

/**
 * Adds the history page's words to the `shell` namespace (a deep merge: the shell's keys stay),
 * for every language whose shell words are loaded now and for each one loaded later.
 */
export function addHistoryWords(): void {
  if (!i18n.isInitialized) {
    i18n.on('initialized', addHistoryWords);
    return;
  }
  i18n.off('initialized', addHistoryWords);
  Object.keys(catalogs).forEach(addTo);
  if (watching) return;
  watching = true;
  i18n.store.on('added', (language, ns) => {
    if (ns === NS) addTo(language);
  });
}
