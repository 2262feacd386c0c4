import {
  errorMessage,
  invalidateCollections,
  useController,
  useServerSubmit,
  useTranslation,
  useWatch,
  useZodForm,
  type OrderItemRecord,
} from '@fwd/shared-contracts';
import type { OrderPrices } from '@fwd/shared-contracts/api';
import { ordersDomain } from '@fwd/shared-contracts/domains/orders';
import type { ShopMoney } from '@fwd/shared-contracts/domains/settings';
import { Alert, FormAlert, MoneyInput, Stack, SubmitButton, TextField, theme } from '@fwd/shared-ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { moveOrder, usePurchaseQuote, type OrderRow } from '../api/orders';
import { purchaseSchema, typedPrices, type PurchaseInput } from '../purchase-schema';

/**
 * Buying a placed order: the seller's order number and what each item really cost (source
 * currency) and the domestic shipping. While staff type, the server says whether the customer gets
 * money back or owes a supplement, and how much, before anything is sent.
 */
export function PurchaseForm({ order, items, money }: { order: OrderRow; items: OrderItemRecord[]; money: ShopMoney }) {
  const { t } = useTranslation('orders');
  const form = useZodForm(purchaseSchema, {
    defaultValues: {
      sellerOrderNo: '',
      items: items.map((item) => ({ id: item.id, unitPriceSrc: (item.unit_price_src / 100).toFixed(2) })),
      domesticShipping: order.domestic_shipping,
    } satisfies PurchaseInput,
  });
  const shipping = useController({ control: form.control, name: 'domesticShipping' });
  const [typedItems, typedShipping] = useWatch({ control: form.control, name: ['items', 'domesticShipping'] });
  // Ask for a quote once typing pauses (the prices as text, so an unchanged quote is not asked again).
  const typed = JSON.stringify(typedPrices({ items: typedItems, domesticShipping: typedShipping }));
  const [asked, setAsked] = useState<OrderPrices | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(JSON.parse(typed) as OrderPrices | null), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const quote = usePurchaseQuote(order, asked);
  const { onSubmit, busy, formError } = useServerSubmit(
    form,
    ({ sellerOrderNo, ...prices }) => moveOrder(order.id, { to: 'purchased', sellerOrderNo, prices }),
    () => invalidateCollections(...ordersDomain.refreshes),
  );
  const { errors } = form.formState;
  const message = (key: string | undefined) => (key ? t(key) : undefined);

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('orderDesk.purchase.title')}>
      <Stack $gap={3}>
        <h3>{t('orderDesk.purchase.title')}</h3>
        <FormAlert message={formError} />
        <TextField
          label={t('orderDesk.purchase.sellerOrderNo')}
          error={message(errors.sellerOrderNo?.message)}
          autoComplete="off"
          {...form.register('sellerOrderNo')}
        />
        {items.map((item, index) => (
          <TextField
            key={item.id}
            label={t('orderDesk.purchase.unitPrice', {
              title: item.title,
              qty: item.qty,
              currency: money.currencies.source,
            })}
            inputMode="decimal"
            hint={t('orderDesk.purchase.paidAt', { price: money.source(item.unit_price_src) })}
            error={message(errors.items?.[index]?.unitPriceSrc?.message)}
            {...form.register(`items.${index}.unitPriceSrc`)}
          />
        ))}
        <MoneyInput
          label={t('orderDesk.purchase.domesticShipping')}
          currency={money.currencies.home}
          value={shipping.field.value}
          min={0}
          onChange={shipping.field.onChange}
          error={message(errors.domesticShipping?.message)}
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
        <SubmitButton busy={busy}>{t('orderDesk.purchase.submit')}</SubmitButton>
      </Stack>
    </form>
  );
}

const Outcome = styled.div`
  min-height: ${theme.space(6)};
`;
