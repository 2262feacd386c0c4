import { queryKeys, useApiQuery, useLive, useTranslation } from '@fwd/shared-contracts';
import { StatTile } from '@fwd/shared-ui';
import { countUnidentifiedParcels } from './api/count-unidentified-parcels';

export function UnidentifiedParcelsWidget() {
  const { t } = useTranslation();
  const count = useApiQuery(queryKeys.custom('parcels', 'count', 'unidentified'), countUnidentifiedParcels);
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
