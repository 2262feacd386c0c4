import { queryKeys, useApiQuery, useLive, useTranslation } from '@fwd/shared-contracts';
import { StatTile } from '@fwd/shared-ui';
import { countShipmentsToPack } from './api/count-shipments-to-pack';

export function ShipmentsToPackWidget() {
  const { t } = useTranslation();
  const count = useApiQuery(queryKeys.custom('fulfillments', 'count', 'to-pack'), countShipmentsToPack);
  useLive('fulfillments');
  return (
    <StatTile
      value={count.data}
      status={count.status}
      label={t('warehouse:widgets.toPack.label')}
      to="/admin/wh/fulfill"
    />
  );
}
