import type { Catalog, CatalogLoader } from './i18n';

type Chunks = Record<string, () => Promise<{ default: Catalog }>>;

/**
 * A remote's catalog loader that merges its own words (`src/i18n/<language>.json`) with every
 * feature's (`src/features/<name>/i18n/<language>.json`), so a feature's words live beside it.
 * Each feature owns its top-level keys; only the chosen language's chunks are loaded. The two
 * maps are the remote's `import.meta.glob('./*.json')` and
 * `import.meta.glob('../features/*\/i18n/*.json')` (globs must be written in the remote itself).
 */
export function featureCatalogLoader(namespace: string, own: Chunks, features: Chunks): CatalogLoader {
  return async (language) => {
    const loaders = [
      ...Object.entries(own).filter(([path]) => path.endsWith(`/${language}.json`)),
      ...Object.entries(features).filter(([path]) => path.endsWith(`/i18n/${language}.json`)),
    ].map(([, load]) => load);
    if (loaders.length === 0) throw new Error(`No ${namespace} words for ${language}.`);
    const parts = await Promise.all(loaders.map((load) => load().then((m) => m.default)));
    return Object.assign({}, ...parts) as Catalog;
  };
}
