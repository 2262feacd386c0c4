import { useFormat, useTranslation } from '@fwd/shared-contracts';
import { Muted, Stack, theme } from '@fwd/shared-ui';
import styled from 'styled-components';
import { Figures, TotalRow } from '../../../components/figures';
import type { OrderRow } from '../api/orders';
import type { ShopCurrencies } from '@fwd/shared-contracts/domains/settings';
import { MoneyFact } from '../../../components/money';

/**
 * The costs as the server fixed them when the order was paid (re-priced only if the seller's
 * price changed at purchase): every figure is a field of the order, none is worked out here.
 */
export function OrderFees({ order, currencies }: { order: OrderRow; currencies: ShopCurrencies | undefined }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const home = currencies?.home;
  return (
    <Stack $gap={2}>
      <Figures>
        <MoneyFact
          label={t('orders.fees.goodsValueSrc')}
          amount={order.goods_value_src}
          currency={currencies?.source}
        />
        <dt>{t('orders.fees.rate')}</dt>
        <dd>
          {currencies
            ? t('orders.fees.rateValue', {
                source: currencies.source,
                home: currencies.home,
                rate: format.number(order.rate, { maximumFractionDigits: 6 }),
              })
            : format.number(order.rate, { maximumFractionDigits: 6 })}
        </dd>
        <MoneyFact label={t('orders.fees.goodsValue')} amount={order.goods_value} currency={home} />
        <MoneyFact label={t('orders.fees.serviceFee')} amount={order.service_fee} currency={home} />
        <MoneyFact label={t('orders.fees.domesticShipping')} amount={order.domestic_shipping} currency={home} />
        <TotalRow>
          <MoneyFact label={t('orders.fees.total')} amount={order.total} currency={home} />
        </TotalRow>
        <MoneyFact label={t('orders.fees.paid')} amount={order.paid} currency={home} />
        {order.supplement_due > 0 && (
          <Due>
            <MoneyFact label={t('orders.fees.supplementDue')} amount={order.supplement_due} currency={home} />
          </Due>
        )}
      </Figures>
      <Muted>{t('orders.fees.frozen')}</Muted>
    </Stack>
  );
}

const Due = styled.div`
  display: contents;
  dt,
  dd {
    color: ${theme.color.warning};
    font-weight: 700;
  }
`;
