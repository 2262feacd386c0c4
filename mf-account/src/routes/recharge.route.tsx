import { useAuth, useLive, useSearchParams, useTranslation, type RechargeRecord } from '@fwd/shared-contracts';
import { Alert, ErrorState, loadControls, loadDataKit, Page, Skeleton, Stack, useListTable } from '@fwd/shared-ui';
import { shopCurrencies, useShopSettings } from '@fwd/shared-contracts/domains/settings';
import { useCallback, useMemo, useState } from 'react';
import { customerRechargeList } from '../features/wallet/api/recharges';
import { RechargeForm } from '../features/wallet/components/recharge-form';
import { RechargeHistory } from '../features/wallet/components/recharge-history';
import { TransferPanel } from '../features/wallet/components/transfer-panel';
import { amountFromUrl, bankDetails, minRecharge, returnPath } from '../features/wallet/recharge-rules';

/** The money and file inputs, copy buttons and the table arrive with the page, so it never suspends. */
export async function loader() {
  await Promise.all([loadControls(), loadDataKit()]);
  return null;
}

/**
 * /account/recharge: a new top-up (`?amount=` prefills it), then our bank details with the transfer
 * note and a VietQR code, and the proof upload; earlier top-ups below. `?id=` is the top-up on
 * screen; `?return=` is where to go back once it is approved. Live through the customer channel.
 */
export function Component() {
  const { t } = useTranslation('account');
  const userId = useAuth((s) => s.record?.id ?? '');
  const [params] = useSearchParams();
  const list = useListTable<'recharges', RechargeRecord>(
    'recharges',
    useMemo(() => customerRechargeList(userId), [userId]),
  );
  const { view } = list;
  const settings = useShopSettings();
  useLive('customer');
  const [focusPanel, setFocusPanel] = useState(false);
  const returnTo = returnPath(params.get('return'));
  const initialAmount = amountFromUrl(params.get('amount'));
  const bank = bankDetails(settings.data);
  const currency = shopCurrencies(settings.data).home;
  const { open: openDetail } = view;
  // Stable, so the history's cells are not remounted on every render.
  const open = useCallback(
    (id: string) => {
      setFocusPanel(true);
      openDetail(id);
    },
    [openDetail],
  );

  return (
    <Page>
      <Stack $gap={6}>
        {settings.isPending && <Skeleton lines={6} />}
        {settings.isError && <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />}
        {settings.isSuccess && view.selectedId && (
          <TransferPanel
            key={view.selectedId}
            id={view.selectedId}
            bank={bank}
            currency={currency}
            returnTo={returnTo}
            autoFocus={focusPanel}
            onNew={view.close}
          />
        )}
        {settings.isSuccess && !view.selectedId && bank && (
          <RechargeForm
            userId={userId}
            min={minRecharge(settings.data)}
            currency={currency}
            initialAmount={initialAmount}
            onCreated={(recharge) => open(recharge.id)}
          />
        )}
        {settings.isSuccess && !view.selectedId && !bank && <Alert tone="warning">{t('recharge.unavailable')}</Alert>}
        {userId && <RechargeHistory table={list.table} currency={currency} onOpen={open} />}
      </Stack>
    </Page>
  );
}
