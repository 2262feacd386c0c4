import type { AccountFeature } from './i18n/load-catalog';

/**
 * The features whose words each page needs (by route module, `routes/<name>.route.tsx`): they load
 * with the page instead of every feature's words with the remote. route-words.test.ts reads each
 * page's imports and fails when this list misses a feature or names one the page does not use.
 */
export const ROUTE_WORDS = {
  address: [],
  'address-form': [],
  cart: ['cart'],
  checkout: ['cart'],
  collection: ['catalog'],
  'collection-list': ['catalog'],
  complain: ['complaints'],
  'complain-create': ['complaints'],
  'complain-thread': ['complaints'],
  conversation: ['support'],
  dashboard: [],
  fulfillment: ['fulfillments'],
  'fulfillment-checkout': ['fulfillments'],
  'fulfillment-create': ['fulfillments'],
  me: [],
  notify: ['notifications'],
  order: ['orders'],
  'order-manual': ['cart'],
  parcel: ['parcels'],
  'parcel-add': ['parcels'],
  product: ['catalog'],
  recharge: ['wallet'],
  refund: ['refunds'],
  search: ['catalog'],
  transaction: ['wallet'],
} as const satisfies Record<string, readonly AccountFeature[]>;
