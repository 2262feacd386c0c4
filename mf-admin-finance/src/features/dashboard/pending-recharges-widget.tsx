import { useApiQuery, useLive, useTranslation } from '@fwd/shared-contracts';
import { countRechargesToReview, walletDomain } from '@fwd/shared-contracts/domains/wallet';
import { StatTile } from '@fwd/shared-ui';

export function PendingRechargesWidget() {
  const { t } = useTranslation();
  const count = useApiQuery(walletDomain.keys.toReview, countRechargesToReview);
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
