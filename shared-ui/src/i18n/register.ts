import { registerNamespace, type Catalog, type Language } from '@fwd/shared-contracts';

/**
 * The `ui` namespace: every area of the kit keeps its own catalogs beside its code and adds
 * them here; they are deep-merged into one namespace (`ui:table.empty`, `ui:status.order.placed`).
 */
export function mergeCatalogs(...catalogs: Catalog[]): Catalog {
  const merged: Catalog = {};
  for (const catalog of catalogs) {
    for (const [key, value] of Object.entries(catalog)) {
      const existing = merged[key];
      merged[key] = typeof value === 'object' && typeof existing === 'object' ? mergeCatalogs(existing, value) : value;
    }
  }
  return merged;
}

/** The `ui` words of one language: each area's catalog, loaded as its own small chunk. */
export async function loadUiCatalog(language: Language): Promise<Catalog> {
  const parts = await Promise.all([
    import(`../data-kit/i18n/${language}.json`),
    import(`../controls/i18n/${language}.json`),
    import(`../page/i18n/${language}.json`),
  ]);
  return mergeCatalogs(...parts.map((part: { default: Catalog }) => part.default));
}

// Loaded with i18next's start (for the language on screen) and on each language switch.
void registerNamespace('ui', loadUiCatalog);
