import { useLive } from '@fwd/shared-contracts';
import { ErrorState, loadControls, loadDataKit, Page, Skeleton, Stack } from '@fwd/shared-ui';
import { shopCurrencies, useShopSettings } from '@fwd/shared-contracts/domains/settings';
import { LinesSection } from '../features/pricing/components/lines-section';
import { RatesSection } from '../features/pricing/components/rates-section';
import { SettingsSection } from '../features/pricing/components/settings-section';

export async function loader() {
  await Promise.all([loadDataKit(), loadControls()]);
  return null;
}

/**
 * /admin/rate: the exchange rate (history, a new rate from a chosen moment), shipping lines per
 * zone, service fee tiers, storage, insurance, the volumetric divisor and our bank details. Every
 * change is audited by the server; stored breakdowns of what was paid never change.
 */
export function Component() {
  const settings = useShopSettings();
  const currencies = shopCurrencies(settings.data);
  useLive(['settings', 'exchange_rates', 'shipping_lines']);
  return (
    <Page>
      {settings.isPending && <Skeleton lines={8} />}
      {settings.isError && <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />}
      {settings.isSuccess && settings.data && (
        <Stack $gap={5}>
          <RatesSection from={currencies.source} to={currencies.home} />
          <LinesSection currency={currencies.home} />
          <SettingsSection key={settings.data.updated} settings={settings.data} />
        </Stack>
      )}
    </Page>
  );
}
