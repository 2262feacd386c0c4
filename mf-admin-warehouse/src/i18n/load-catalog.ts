import { featureWords, type Catalog } from '@fwd/shared-contracts';

/** The features of this remote that have words of their own (`features/<name>/i18n`). */
export type WarehouseFeature = 'delivery' | 'inbound' | 'packing' | 'parcel-desk';

/**
 * The `warehouse` namespace: the remote's own words (page titles, nav, dashboard widgets) load with the
 * remote, a feature's words with the pages that use it (see route-words.ts).
 */
export const warehouseWords = featureWords<WarehouseFeature>(
  'warehouse',
  import.meta.glob<{ default: Catalog }>('./*.json'),
  import.meta.glob<{ default: Catalog }>('../features/*/i18n/*.json'),
);
