import { Link, useAuth, useSearchParams, useTranslation } from '@fwd/shared-contracts';
import { ErrorState, loadControls, Muted, Page, Skeleton, Stack } from '@fwd/shared-ui';
import { useSourceCurrency } from '../features/cart/api/cart';
import { ManualOrderForm } from '../features/cart/components/manual-order-form';

/** The money input arrives with the page, so it never suspends. */
export async function loader() {
  await loadControls();
  return null;
}

/**
 * /account/order-manual: products not in our catalog, one row each (link, title, variant,
 * quantity, unit price in the source currency, picture, note), added to the cart. `?link=`
 * prefills the first row (a link pasted on the search page).
 */
export function Component() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const userId = useAuth((s) => s.record?.id ?? '');
  const source = useSourceCurrency();
  const link = (params.get('link') ?? '').trim();

  return (
    <Page>
      <Stack $gap={4}>
        <Muted>
          {t('orderManual.intro')} <Link to="/account/search">{t('orderManual.searchFirst')}</Link>
        </Muted>
        {source.isPending && <Skeleton lines={8} />}
        {source.isError && <ErrorState error={source.error} onRetry={() => void source.refetch()} />}
        {source.currency && <ManualOrderForm userId={userId} currency={source.currency} link={link} />}
      </Stack>
    </Page>
  );
}
