import { queryKeys, useApiQuery, useLive, useTranslation } from '@fwd/shared-contracts';
import { StatTile } from '@fwd/shared-ui';
import { countPendingRecharges } from './api/count-pending-recharges';

export function PendingRechargesWidget() {
  const { t } = useTranslation();
  const count = useApiQuery(queryKeys.custom('recharges', 'count', 'pending'), countPendingRecharges);
  useLive('recharges');
  return (
    <StatTile
      value={count.data}
      status={count.status}
      label={t('finance:widgets.pendingRecharges.label')}
      to="/admin/wallets"
    />
  );
}
