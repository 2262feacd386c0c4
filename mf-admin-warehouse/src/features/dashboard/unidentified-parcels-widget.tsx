import { useUnidentifiedCount } from '@fwd/shared-contracts/domains/warehouse-counts';
import { countWidget } from '@fwd/shared-ui';

export const UnidentifiedParcelsWidget = countWidget(useUnidentifiedCount, {
  collection: 'parcels',
  label: 'warehouse:widgets.unidentified.label',
  to: '/admin/wh/parcel?status=unidentified',
});
