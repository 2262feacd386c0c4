import { useApiQuery } from '@fwd/shared-contracts';
import { countRechargesToReview, walletDomain } from '@fwd/shared-contracts/domains/wallet';
import { countWidget } from '@fwd/shared-ui';

export const PendingRechargesWidget = countWidget(
  () => useApiQuery(walletDomain.keys.toReview, countRechargesToReview),
  { collection: 'recharges', label: 'finance:widgets.pendingRecharges.label', to: '/admin/wallets' },
);
