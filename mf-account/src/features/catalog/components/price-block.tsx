import { useFormat, useTranslation } from '@fwd/shared-contracts';
import type { CatalogRate } from '@fwd/shared-contracts/api';
import { Muted, theme } from '@fwd/shared-ui';
import styled from 'styled-components';

const Price = styled.p`
  margin: 0;
  font-size: 1.5rem;
  font-weight: 700;
`;

const Plain = styled.p`
  margin: 0;
`;

/**
 * The chosen price in the source currency, the server's home-currency figure beside it and the
 * rate it was worked out at ("1 CNY = 3,500 VND"). Without a rate only the source price is shown.
 */
export function PriceBlock({ view, src, home }: { view: CatalogRate; src: number; home: number }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  return (
    <div aria-live="polite" style={{ display: 'grid', gap: theme.space(1) }}>
      <Muted>{t('catalog.product.price')}</Muted>
      <Price>{format.money(src, view.sourceCurrency)}</Price>
      {view.rate > 0 && home > 0 && (
        <>
          <Plain>{t('catalog.product.priceHome', { home: format.money(home, view.homeCurrency) })}</Plain>
          <Muted>
            {t('catalog.product.rate', {
              source: view.sourceCurrency,
              home: view.homeCurrency,
              rate: format.number(view.rate, { maximumFractionDigits: 6 }),
            })}
          </Muted>
        </>
      )}
    </div>
  );
}
