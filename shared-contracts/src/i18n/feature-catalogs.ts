import { addWords, type Catalog, type CatalogLoader, type Language } from './i18n';

type Chunks = Record<string, () => Promise<{ default: Catalog }>>;

function chunksOf(chunks: Chunks, suffix: string): (() => Promise<{ default: Catalog }>)[] {
  return Object.entries(chunks)
    .filter(([path]) => path.endsWith(suffix))
    .map(([, load]) => load);
}

async function merged(loaders: (() => Promise<{ default: Catalog }>)[]): Promise<Catalog> {
  const parts = await Promise.all(loaders.map((load) => load().then((m) => m.default)));
  return Object.assign({}, ...parts) as Catalog;
}

/**
 * A remote's catalog loader that merges its own words (`src/i18n/<language>.json`) with every
 * feature's (`src/features/<name>/i18n/<language>.json`), so a feature's words live beside it.
 * Each feature owns its top-level keys; only the chosen language's chunks are loaded. The two
 * maps are the remote's `import.meta.glob('./*.json')` and
 * `import.meta.glob('../features/*\/i18n/*.json')` (globs must be written in the remote itself).
 */
export function featureCatalogLoader(namespace: string, own: Chunks, features: Chunks): CatalogLoader {
  return async (language) => {
    const loaders = [...chunksOf(own, `/${language}.json`), ...chunksOf(features, `/i18n/${language}.json`)];
    if (loaders.length === 0) throw new Error(`No ${namespace} words for ${language}.`);
    return merged(loaders);
  };
}

export interface FeatureWords<Feature extends string> {
  /** The namespace's loader: the remote's own words only (page titles, nav). */
  load: CatalogLoader;
  /** Merges these features' words into the namespace, now and on each language switch. */
  need: (features: readonly Feature[]) => Promise<void>;
}

/**
 * Like `featureCatalogLoader`, but a feature's words load with the pages that use them, so a page
 * does not carry every feature's words of its remote.
 */
export function featureWords<Feature extends string>(
  namespace: string,
  own: Chunks,
  features: Chunks,
): FeatureWords<Feature> {
  return {
    load: async (language) => {
      const loaders = chunksOf(own, `/${language}.json`);
      if (loaders.length === 0) throw new Error(`No ${namespace} words for ${language}.`);
      return merged(loaders);
    },
    need: async (names) => {
      await Promise.all(
        names.map((name) =>
          addWords(namespace, name, (language: Language) => {
            const loaders = chunksOf(features, `/features/${name}/i18n/${language}.json`);
            if (loaders.length === 0) throw new Error(`No ${namespace} words of ${name} for ${language}.`);
            return merged(loaders);
          }),
        ),
      );
    },
  };
}
