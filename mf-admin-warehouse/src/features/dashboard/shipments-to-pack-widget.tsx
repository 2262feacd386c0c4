import { useLive, useTranslation } from '@fwd/shared-contracts';
import { useShipmentsToPack } from '@fwd/shared-contracts/domains/warehouse-counts';
import { StatTile } from '@fwd/shared-ui';

export function ShipmentsToPackWidget() {
  const { t } = useTranslation();
  const count = useShipmentsToPack();
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
