import { Link, useAuth, useSearchParams, useTranslation } from '@fwd/shared-contracts';
import { ErrorState, Muted, Page, Skeleton, Stack } from '@fwd/shared-ui';
import { shopCurrencies, useShopSettings } from '@fwd/shared-contracts/domains/settings';
import { ManualOrderForm } from '../features/cart/components/manual-order-form';

export { loadControlsPage as loader } from '../components/route-loaders';

/**
 * /account/order-manual: products not in our catalog, one row each (link, title, variant,
 * quantity, unit price in the source currency, picture, note), added to the cart. `?link=`
 * prefills the first row (a link pasted on the search page).
 */
export function Component() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const userId = useAuth((s) => s.record?.id ?? '');
  const settings = useShopSettings();
  const currency = settings.isSuccess ? shopCurrencies(settings.data).source : undefined;
  const link = (params.get('link') ?? '').trim();

  return (
    <Page>
      <Stack $gap={4}>
        <Muted>
          {t('orderManual.intro')} <Link to="/account/search">{t('orderManual.searchFirst')}</Link>
        </Muted>
        {settings.isPending && <Skeleton lines={8} />}
        {settings.isError && <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />}
        {currency && <ManualOrderForm userId={userId} currency={currency} link={link} />}
      </Stack>
    </Page>
  );
}
