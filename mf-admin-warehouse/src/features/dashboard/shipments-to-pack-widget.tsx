import { useShipmentsToPack } from '@fwd/shared-contracts/domains/warehouse-counts';
import { countWidget } from '@fwd/shared-ui';

export const ShipmentsToPackWidget = countWidget(useShipmentsToPack, {
  collection: 'fulfillments',
  label: 'warehouse:widgets.toPack.label',
  to: '/admin/wh/fulfill',
});
