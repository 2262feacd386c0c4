import { SHIPMENT_EXPAND } from '@fwd/shared-contracts/domains/shipments';
import type { ListTableOptions } from '@fwd/shared-ui';

/** The packing queue: paid shipments and those being packed, oldest paid first. */
export const TO_PACK_LIST: ListTableOptions = {
  filter: () => "status = 'paid' || status = 'packing'",
  defaultSort: 'paid_at',
  sorts: ['paid_at'],
  expand: SHIPMENT_EXPAND,
  skipTotal: true,
};
