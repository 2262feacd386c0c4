import { where } from '@fwd/shared-contracts';
import { SHIPMENT_EXPAND } from '@fwd/shared-contracts/domains/shipments';
import type { ListTableOptions } from '@fwd/shared-ui';

export const DELIVERY_TABS = ['packed', 'shipped'] as const;
export type DeliveryTab = (typeof DELIVERY_TABS)[number];

/** The tab in the URL (`?tab=shipped`); packed shipments without one. */
export function deliveryTabOf(value: string | null | undefined): DeliveryTab {
  return value === 'shipped' ? 'shipped' : 'packed';
}

/** Packed shipments oldest paid first (to hand over), or shipped ones oldest shipped first (to deliver). */
export function deliveryList(tab: DeliveryTab): ListTableOptions {
  const sort = tab === 'packed' ? 'paid_at' : 'shipped_at';
  return {
    filters: ['tab'],
    filter: () => where('status = {:status}', { status: tab }),
    defaultSort: sort,
    sorts: [sort],
    expand: SHIPMENT_EXPAND,
    skipTotal: true,
    live: 'fulfillments',
  };
}
