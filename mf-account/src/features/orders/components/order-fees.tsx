import { useFormat, useTranslation } from '@fwd/shared-contracts';
import { Muted, Stack, theme } from '@fwd/shared-ui';
import styled from 'styled-components';
import type { OrderRow } from '../api/orders';
import { Money, type Currencies } from './money';

/**
 * The costs as the server fixed them when the order was paid (re-priced only if the seller's
 * price changed at purchase): every figure is a field of the order, none is worked out here.
 */
export function OrderFees({ order, currencies }: { order: OrderRow; currencies: Currencies | undefined }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const home = currencies?.home;
  return (
    <Stack $gap={2}>
      <Fees>
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
        <Total>
          <dt>{t('orders.fees.total')}</dt>
          <dd>
            <Money amount={order.total} currency={home} />
          </dd>
        </Total>
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
      </Fees>
      <Muted>{t('orders.fees.frozen')}</Muted>
    </Stack>
  );
}

const Fees = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) max-content;
  gap: ${theme.space(2)} ${theme.space(4)};
  margin: 0;
  dt {
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
    text-align: right;
  }
`;

const Total = styled.div`
  display: contents;
  dt,
  dd {
    padding-top: ${theme.space(2)};
    border-top: 1px solid ${theme.color.border};
    color: ${theme.color.text};
    font-weight: 700;
  }
`;

const Due = styled.div`
  display: contents;
  dt,
  dd {
    color: ${theme.color.warning};
    font-weight: 700;
  }
`;
