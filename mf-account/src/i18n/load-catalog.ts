import type { Catalog } from '@fwd/shared-contracts';

type Loader = () => Promise<{ default: Catalog }>;

// The remote's own words plus each feature's (`features/<name>/i18n/<language>.json`), so a
// feature's words live beside it. Each feature owns its top-level keys; only the chosen
// language's chunks are loaded.
const base = import.meta.glob<{ default: Catalog }>('./*.json');
const features = import.meta.glob<{ default: Catalog }>('../features/*/i18n/*.json');

function loadersFor(language: string): Loader[] {
  const own = base[`./${language}.json`];
  const ofFeatures = Object.entries(features)
    .filter(([path]) => path.endsWith(`/i18n/${language}.json`))
    .map(([, load]) => load);
  return own ? [own, ...ofFeatures] : [];
}

/** The `account` catalog of one language: the remote's words merged with every feature's. */
export async function loadAccountCatalog(language: string): Promise<Catalog> {
  const parts = await Promise.all(loadersFor(language).map((load) => load().then((m) => m.default)));
  if (parts.length === 0) throw new Error(`No account words for ${language}.`);
  return Object.assign({}, ...parts) as Catalog;
}
