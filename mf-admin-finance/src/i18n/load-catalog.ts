import { featureCatalogLoader, type Catalog } from '@fwd/shared-contracts';

/** The `finance` catalog of one language: the remote's words merged with every feature's. */
export const loadFinanceCatalog = featureCatalogLoader(
  'finance',
  import.meta.glob<{ default: Catalog }>('./*.json'),
  import.meta.glob<{ default: Catalog }>('../features/*/i18n/*.json'),
);
