import { errorMessage, useApiMutation, useTranslation, type OrderItemRecord } from '@fwd/shared-contracts';
import type { OrderPrices } from '@fwd/shared-contracts/api';
import { ordersDomain } from '@fwd/shared-contracts/domains/orders';
import type { ShopMoney } from '@fwd/shared-contracts/domains/settings';
import { Alert, FormAlert, MoneyInput, Stack, SubmitButton, TextField, theme } from '@fwd/shared-ui';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { moveOrder, usePurchaseQuote, type OrderRow } from '../api/orders';
import { minorFromText } from '../order-filters';

/**
 * Buying a placed order: the seller's order number and what each item really cost (source
 * currency) and the domestic shipping. While staff type, the server says whether the customer gets
 * money back or owes a supplement, and how much, before anything is sent.
 */
export function PurchaseForm({ order, items, money }: { order: OrderRow; items: OrderItemRecord[]; money: ShopMoney }) {
  const { t } = useTranslation('orders');
  const [sellerOrderNo, setSellerOrderNo] = useState('');
  const [prices, setPrices] = useState<Record<string, string>>(() =>
    Object.fromEntries(items.map((item) => [item.id, (item.unit_price_src / 100).toFixed(2)])),
  );
  const [shipping, setShipping] = useState<number | null>(order.domestic_shipping);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const parsed = useMemo(() => {
    const list = items.map((item) => ({ id: item.id, unitPriceSrc: minorFromText(prices[item.id] ?? '') }));
    if (list.some((p) => p.unitPriceSrc === null || p.unitPriceSrc < 1)) return null;
    return {
      items: list as { id: string; unitPriceSrc: number }[],
      domesticShipping: shipping ?? 0,
    } satisfies OrderPrices;
  }, [items, prices, shipping]);
  // Ask for a quote once typing pauses.
  const [asked, setAsked] = useState<OrderPrices | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(parsed), 300);
    return () => clearTimeout(timer);
  }, [parsed]);
  const quote = usePurchaseQuote(order, asked);
  const mutation = useApiMutation({
    mutationFn: (body: { sellerOrderNo: string; prices: OrderPrices }) =>
      moveOrder(order.id, { to: 'purchased', sellerOrderNo: body.sellerOrderNo, prices: body.prices }),
    invalidates: ordersDomain.refreshes,
    form: true,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!sellerOrderNo.trim()) found.sellerOrderNo = t('orderDesk.purchase.sellerRequired');
    for (const item of items) {
      const value = minorFromText(prices[item.id] ?? '');
      if (value === null || value < 1) found[item.id] = t('orderDesk.purchase.pricePositive');
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed) return;
    mutation.mutate({ sellerOrderNo: sellerOrderNo.trim(), prices: parsed });
  }

  return (
    <form noValidate onSubmit={submit} aria-label={t('orderDesk.purchase.title')}>
      <Stack $gap={3}>
        <h3>{t('orderDesk.purchase.title')}</h3>
        <FormAlert message={mutation.error ? errorMessage(mutation.error) : undefined} />
        <TextField
          label={t('orderDesk.purchase.sellerOrderNo')}
          value={sellerOrderNo}
          onChange={(event) => setSellerOrderNo(event.target.value)}
          error={errors.sellerOrderNo}
          autoComplete="off"
        />
        {items.map((item) => (
          <TextField
            key={item.id}
            label={t('orderDesk.purchase.unitPrice', {
              title: item.title,
              qty: item.qty,
              currency: money.currencies.source,
            })}
            inputMode="decimal"
            value={prices[item.id] ?? ''}
            onChange={(event) => setPrices({ ...prices, [item.id]: event.target.value })}
            hint={t('orderDesk.purchase.paidAt', { price: money.source(item.unit_price_src) })}
            error={errors[item.id]}
          />
        ))}
        <MoneyInput
          label={t('orderDesk.purchase.domesticShipping')}
          currency={money.currencies.home}
          value={shipping}
          min={0}
          onChange={setShipping}
        />
        <Outcome aria-live="polite">
          {quote.data && quote.data.refund > 0 && (
            <Alert tone="info">{t('orderDesk.purchase.refund', { amount: money.home(quote.data.refund) })}</Alert>
          )}
          {quote.data && quote.data.supplement > 0 && (
            <Alert tone="warning">
              {t('orderDesk.purchase.supplement', { amount: money.home(quote.data.supplement) })}
            </Alert>
          )}
          {quote.data && quote.data.refund === 0 && quote.data.supplement === 0 && (
            <Alert tone="success">{t('orderDesk.purchase.even')}</Alert>
          )}
          {quote.isError && <Alert tone="error">{errorMessage(quote.error)}</Alert>}
          {quote.data && (
            <p>
              {t('orderDesk.purchase.newTotal', {
                total: money.home(quote.data.total),
                paid: money.home(quote.data.paid),
              })}
            </p>
          )}
        </Outcome>
        <SubmitButton busy={mutation.isPending}>{t('orderDesk.purchase.submit')}</SubmitButton>
      </Stack>
    </form>
  );
}

const Outcome = styled.div`
  min-height: ${theme.space(6)};
`;
