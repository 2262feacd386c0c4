import { useLive, useTranslation } from '@fwd/shared-contracts';
import { ErrorState, loadControls, loadDataKit, Page, Skeleton, Stack, Tabs, useListView } from '@fwd/shared-ui';
import { lazy, Suspense, useState } from 'react';
import { shopCurrencies, useShopSettings } from '@fwd/shared-contracts/domains/settings';
import type { Customer } from '../features/wallet-desk/api/wallet-desk';
import { Balances } from '../features/wallet-desk/components/balances';
import { ReviewQueue } from '../features/wallet-desk/components/review-queue';

// The form and its schema (zod) load when an adjustment is started, not with the page.
const AdjustDialog = lazy(() =>
  import('../features/wallet-desk/components/adjust-dialog').then((m) => ({ default: m.AdjustDialog })),
);

export async function loader() {
  await Promise.all([loadDataKit(), loadControls()]);
  return null;
}

const TABS = ['review', 'balances'] as const;

/**
 * /admin/wallets: top-ups to review (oldest first) with their proof, every customer's balance,
 * and manual adjustments. The tab, search, sort and page live in the URL.
 */
export function Component() {
  const { t } = useTranslation('finance');
  const view = useListView({ filters: ['tab', 'q'] });
  const settings = useShopSettings();
  useLive(['recharges', 'users']);
  const [adjusting, setAdjusting] = useState<Customer | null>(null);
  const tab = view.filters.tab === 'balances' ? 'balances' : 'review';
  const currency = shopCurrencies(settings.data).home;

  return (
    <Page>
      <Stack $gap={4}>
        <Tabs
          label={t('walletDesk.tabs.label')}
          tabs={TABS.map((id) => ({ id, label: t(`walletDesk.tabs.${id}`) }))}
          value={tab}
          onChange={(id) => view.setFilters({ tab: id === 'review' ? '' : id, q: '' })}
        />
        {settings.isPending && <Skeleton lines={6} />}
        {settings.isError && <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />}
        {settings.isSuccess && tab === 'review' && <ReviewQueue currency={currency} />}
        {settings.isSuccess && tab === 'balances' && <Balances currency={currency} onAdjust={setAdjusting} />}
      </Stack>
      {adjusting && (
        <Suspense fallback={null}>
          <AdjustDialog customer={adjusting} currency={currency} onClose={() => setAdjusting(null)} />
        </Suspense>
      )}
    </Page>
  );
}
