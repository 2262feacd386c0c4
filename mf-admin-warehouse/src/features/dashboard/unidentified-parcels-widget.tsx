import { useLive, useTranslation } from '@fwd/shared-contracts';
import { useUnidentifiedCount } from '@fwd/shared-contracts/domains/warehouse-counts';
import { StatTile } from '@fwd/shared-ui';

export function UnidentifiedParcelsWidget() {
  const { t } = useTranslation();
  const count = useUnidentifiedCount();
  useLive('parcels');
  return (
    <StatTile
      value={count.data}
      status={count.status}
      label={t('warehouse:widgets.unidentified.label')}
      to="/admin/wh/parcel?status=unidentified"
    />
  );
}
