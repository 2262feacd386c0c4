import { featureCatalogLoader, type Catalog } from '@fwd/shared-contracts';

/** The `warehouse` catalog of one language: the remote's words merged with every feature's. */
export const loadWarehouseCatalog = featureCatalogLoader(
  'warehouse',
  import.meta.glob<{ default: Catalog }>('./*.json'),
  import.meta.glob<{ default: Catalog }>('../features/*/i18n/*.json'),
);
