import { Link, useLive, useSearchParams, useTranslation } from '@fwd/shared-contracts';
import { Alert, Button, Page, Stack } from '@fwd/shared-ui';
import { parseItemsParam } from '../features/cart/cart-rules';
import { CheckoutPanel } from '../features/cart/components/checkout-panel';

/**
 * /account/checkout?items=a,b: the server's price of these cart items per shop, the balance
 * before and after, and Pay (once). A short balance links to a top-up of exactly what is missing.
 */
export function Component() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const { ids, malformed } = parseItemsParam(params.get('items'));
  useLive('customer');

  return (
    <Page>
      {malformed ? (
        <Alert tone="warning">
          <Stack $gap={2}>
            <strong>{t('checkout.noItems.title')}</strong>
            <span>{t('checkout.noItems.body')}</span>
            <span>
              <Button as={Link} to="/account/cart">
                {t('checkout.backToCart')}
              </Button>
            </span>
          </Stack>
        </Alert>
      ) : (
        <CheckoutPanel key={ids.join(',')} ids={ids} />
      )}
    </Page>
  );
}
