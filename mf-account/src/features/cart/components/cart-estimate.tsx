import { errorMessage, queryKeys, useApiQuery, useTranslation } from '@fwd/shared-contracts';
import { Alert, Button, Muted, Skeleton, Stack } from '@fwd/shared-ui';
import { getCheckoutQuote } from '@fwd/shared-contracts/domains/cart';
import { useSettled } from '../../../components/use-settled';
import { topUpHref } from '../cart-rules';
import { QuoteBreakdown } from './quote-breakdown';

/** How long the selection must stay put before it is priced. */
export const QUOTE_DELAY_MS = 400;

/**
 * The server's quote of a set of cart items. Without `cartVersion` it is cached under `cart_items`,
 * so cart changes reprice it. With it (the cart page, which lists the items) the key holds that
 * version instead (the items and the balance): a change reprices it once the list is read again,
 * never with the ids of a list the change made stale (an item bought in another tab).
 */
export function useCheckoutQuote(ids: readonly string[], enabled = true, cartVersion?: string) {
  const key = ids.join(',');
  return useApiQuery(
    cartVersion === undefined
      ? queryKeys.custom('cart_items', 'quote', key)
      : queryKeys.custom('checkout_quote', key, cartVersion),
    (signal) => getCheckoutQuote(key.split(','), signal),
    // The balance (users) and the shop's prices and rate change the quote too.
    // Its pages show its errors themselves, even when an older answer is on screen.
    {
      enabled: enabled && key !== '',
      silent: true,
      // Versioned by the page, it is asked again when that version changes, never on its own.
      dependsOn: cartVersion === undefined ? ['users', 'settings', 'exchange_rates', 'products'] : [],
    },
  );
}

/**
 * What the selected items would cost: asked of the server once the selection settles (a request
 * for an older selection is cancelled) and only while the cart list is `current` (the server's
 * latest answer), shown as the server answers it.
 */
export function CartEstimate({
  selection,
  current = true,
  version,
}: {
  selection: string;
  current?: boolean;
  /** What the listed items are now (ids, quantities, changes), when the page has the list. */
  version?: string;
}) {
  const { t } = useTranslation('account');
  const settled = useSettled(selection, QUOTE_DELAY_MS);
  const ids = settled ? settled.split(',') : [];
  const waiting = settled !== selection;
  // While a change settles, the older selection is not asked again: it may name a removed item.
  const quote = useCheckoutQuote(ids, current && !waiting, version);

  if (!selection) return <Muted>{t('cart.estimate.none')}</Muted>;
  return (
    <Stack $gap={3} aria-busy={waiting || quote.isFetching || undefined}>
      {quote.isPending && <Skeleton lines={5} />}
      {quote.isError && (
        <Alert tone="error">
          <Stack $gap={2}>
            <span>{t('cart.estimate.failed', { reason: errorMessage(quote.error) })}</span>
            <span>
              <Button type="button" $variant="secondary" onClick={() => void quote.refetch()}>
                {t('cart.estimate.retry')}
              </Button>
            </span>
          </Stack>
        </Alert>
      )}
      {quote.data && (
        <>
          <QuoteBreakdown
            quote={quote.data}
            headingLevel={3}
            topUpTo={topUpHref(quote.data.shortfall, settled.split(','))}
          />
          <Muted>{t('cart.estimate.note')}</Muted>
        </>
      )}
    </Stack>
  );
}
