import { useFormat, useTranslation } from '@fwd/shared-contracts';
import { Muted, Stack, theme } from '@fwd/shared-ui';
import styled from 'styled-components';
import { Figures, TotalRow } from '../../../components/figures';
import type { OrderRow } from '../api/orders';
import type { ShopCurrencies } from '@fwd/shared-contracts/domains/settings';
import { Money } from '../../../components/money';

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
        <dt>{t('orders.fees.goodsValueSrc')}</dt>
        <dd>
          <Money amount={order.goods_value_src} currency={currencies?.source} />
        </dd>
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
        <dt>{t('orders.fees.goodsValue')}</dt>
        <dd>
          <Money amount={order.goods_value} currency={home} />
        </dd>
        <dt>{t('orders.fees.serviceFee')}</dt>
        <dd>
          <Money amount={order.service_fee} currency={home} />
        </dd>
        <dt>{t('orders.fees.domesticShipping')}</dt>
        <dd>
          <Money amount={order.domestic_shipping} currency={home} />
        </dd>
        <TotalRow>
          <dt>{t('orders.fees.total')}</dt>
          <dd>
            <Money amount={order.total} currency={home} />
          </dd>
        </TotalRow>
        <dt>{t('orders.fees.paid')}</dt>
        <dd>
          <Money amount={order.paid} currency={home} />
        </dd>
        {order.supplement_due > 0 && (
          <Due>
            <dt>{t('orders.fees.supplementDue')}</dt>
            <dd>
              <Money amount={order.supplement_due} currency={home} />
            </dd>
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
