import type { OrdersFeature } from './i18n/load-catalog';

/**
 * The features whose words each page needs (by route module, `routes/<name>.route.tsx`): they load
 * with the page instead of every feature's words with the remote. tooling/route-words.test.ts reads
 * each page's imports and fails when this list misses a feature or names one the page does not use.
 */
export const ROUTE_WORDS = {
  'carts-view': ['carts-view'],
  'catalog-admin': ['catalog-admin'],
  'complaint-desk': ['complaint-desk'],
  'customer-desk': ['customer-desk'],
  'order-desk': ['order-desk'],
  'refund-review': ['refund-review'],
  'support-inbox': ['support-inbox'],
  'tracking-entry': ['tracking-entry'],
} as const satisfies Record<string, readonly OrdersFeature[]>;
