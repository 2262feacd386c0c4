import { featureWords, type Catalog } from '@fwd/shared-contracts';

/** The features of this remote that have words of their own (`features/<name>/i18n`). */
export type AccountFeature =
  | 'cart'
  | 'catalog'
  | 'complaints'
  | 'fulfillments'
  | 'notifications'
  | 'orders'
  | 'parcels'
  | 'refunds'
  | 'support'
  | 'wallet';

/**
 * The `account` namespace: the remote's own words (page titles, nav) load with the remote, a
 * feature's words with the pages that use it (see route-words.ts).
 */
export const accountWords = featureWords<AccountFeature>(
  'account',
  import.meta.glob<{ default: Catalog }>('./*.json'),
  import.meta.glob<{ default: Catalog }>('../features/*/i18n/*.json'),
);
