import {
  errorMessage,
  invalidateCollections,
  Link,
  useApiMutation,
  useFormat,
  useTranslation,
} from '@fwd/shared-contracts';
import { pricesChangedOf, shortfallOf, type CheckoutResponse } from '@fwd/shared-contracts/api';
import { Alert, Button, Card, ErrorState, Muted, Row, Skeleton, Stack, theme } from '@fwd/shared-ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { cartDomain, payForItems } from '@fwd/shared-contracts/domains/cart';
import { LinkButtons } from '../../../components/link-buttons';
import { errorStatus } from '../api/cart';
import { topUpHref } from '../cart-rules';
import { useCheckoutQuote } from './cart-estimate';
import { QuoteBreakdown, RateLine } from './quote-breakdown';

/**
 * The checkout of `ids`: the server's price per shop, the balance before and after, and Pay. Pay
 * sends one request however often it is pressed; while it runs and once it has paid, the quote is
 * no longer asked for (the items it priced are gone). A balance too small, in the quote or in the
 * server's refusal, offers a top-up of exactly the missing amount that comes back here. Pay sends
 * the total on screen: when prices moved since, nothing is charged, the page says the new total and
 * asks the price again, and Pay waits for it.
 */
export function CheckoutPanel({ ids }: { ids: string[] }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const [paid, setPaid] = useState<CheckoutResponse | null>(null);
  const [refused, setRefused] = useState<{ shortfall?: number; changed?: number; message?: string } | null>(null);
  const pay = useApiMutation({
    mutationFn: (total: number) => payForItems(ids, total),
    // Invalidated once the quote of the bought items is off the screen (the effect below).
    form: true,
  });
  const sending = useRef(false);
  const quote = useCheckoutQuote(ids, !pay.isPending && !paid);

  // Once the confirmation replaces the quote (whose items are gone), the rest of the app catches up.
  useEffect(() => {
    if (paid) void invalidateCollections(...cartDomain.refreshes.checkout);
  }, [paid]);

  async function onPay(total: number) {
    // A ref, not state: a second click in the same frame must see the first one.
    if (sending.current || paid) return;
    sending.current = true;
    setRefused(null);
    try {
      setPaid(await pay.mutateAsync(total));
    } catch (error) {
      setRefused({ shortfall: shortfallOf(error), changed: pricesChangedOf(error), message: errorMessage(error) });
      // The balance or the cart may have changed: ask the price again.
      void quote.refetch();
    } finally {
      sending.current = false;
    }
  }

  if (paid) return <Paid orders={paid.orders} />;
  if (quote.isPending) return <Skeleton lines={10} />;
  if (quote.isError) {
    // Items no longer in the cart (paid in another tab, removed) or that cannot be bought now.
    const status = errorStatus(quote.error);
    if (status === 404 || status === 400) return <Unavailable reason={errorMessage(quote.error)} />;
    if (!quote.data) return <ErrorState error={quote.error} onRetry={() => void quote.refetch()} />;
  }
  const data = quote.data;
  if (!data) return <Skeleton lines={10} />;

  const home = (amount: number) => format.money(amount, data.homeCurrency);
  const shortfall = refused?.shortfall ?? (data.shortfall > 0 ? data.shortfall : undefined);
  const busy = pay.isPending;
  // After a refusal the quote is asked again; Pay waits for it, so it sends the total on screen.
  const requoting = refused !== null && quote.isFetching;

  return (
    <Stack $gap={6}>
      <QuoteBreakdown quote={data} headingLevel={2} />
      <Card aria-labelledby="checkout-pay">
        <Stack $gap={3}>
          <h2 id="checkout-pay">{t('checkout.pay.title', { amount: home(data.total) })}</h2>
          <Muted>
            <RateLine quote={data} />
          </Muted>
          {refused?.changed !== undefined && (
            <Alert tone="warning">{t('checkout.changed', { amount: home(refused.changed) })}</Alert>
          )}
          {refused && refused.shortfall === undefined && refused.changed === undefined && (
            <Alert tone="error">{refused.message}</Alert>
          )}
          {shortfall !== undefined && (
            <Alert tone="warning">
              <Stack $gap={2}>
                <span>{t('checkout.short.body', { amount: home(shortfall) })}</span>
                <span>
                  <Button as={Link} to={topUpHref(shortfall, ids)}>
                    {t('checkout.short.topUp', { amount: home(shortfall) })}
                  </Button>
                </span>
              </Stack>
            </Alert>
          )}
          <Row>
            <PayButton
              type="button"
              disabled={busy || requoting || data.shortfall > 0}
              aria-busy={busy || requoting || undefined}
              aria-describedby={data.shortfall > 0 ? 'checkout-why' : undefined}
              onClick={() => void onPay(data.total)}
            >
              {busy ? t('checkout.pay.paying') : t('checkout.pay.button', { amount: home(data.total) })}
            </PayButton>
            {data.shortfall > 0 && (
              <Button type="button" $variant="secondary" onClick={() => void quote.refetch()}>
                {t('checkout.short.again')}
              </Button>
            )}
          </Row>
          {data.shortfall > 0 && <Muted id="checkout-why">{t('checkout.short.why')}</Muted>}
          <Muted>{t('checkout.pay.hint')}</Muted>
        </Stack>
      </Card>
    </Stack>
  );
}

/** The items are no longer in the cart (paid in another tab, removed) or cannot be bought now. */
function Unavailable({ reason }: { reason: string }) {
  const { t } = useTranslation('account');
  const links = [
    { to: '/account/cart', label: t('checkout.backToCart') },
    { to: '/account/order', label: t('checkout.unavailable.orders') },
  ];
  return (
    <Alert tone="warning">
      <Stack $gap={2}>
        <strong>{t('checkout.unavailable.title')}</strong>
        <span>{reason}</span>
        <LinkButtons links={links} />
      </Stack>
    </Alert>
  );
}

/** The orders just paid for, each a link to its detail. */
function Paid({ orders }: { orders: CheckoutResponse['orders'] }) {
  const { t } = useTranslation('account');
  const links = [
    { to: '/account/order', label: t('checkout.done.orders') },
    { to: '/account/cart', label: t('checkout.backToCart') },
  ];
  return (
    <Alert tone="success">
      <Stack $gap={3}>
        <strong>{t('checkout.done.title', { count: orders.length })}</strong>
        <span>{t('checkout.done.body', { codes: orders.map((order) => order.code).join(', ') })}</span>
        <Codes>
          {orders.map((order) => (
            <li key={order.id}>
              <Link to={`/account/order?id=${encodeURIComponent(order.id)}`}>
                {t('checkout.done.open', { code: order.code })}
              </Link>
            </li>
          ))}
        </Codes>
        <LinkButtons links={links} />
      </Stack>
    </Alert>
  );
}

const PayButton = styled(Button)`
  background: ${theme.color.success};
  min-height: 48px;
  padding: 0 ${theme.space(6)};
`;

const Codes = styled.ul`
  margin: 0;
  padding-left: ${theme.space(5)};
  display: grid;
  gap: ${theme.space(1)};
`;
