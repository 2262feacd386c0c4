import { Link, useFormat, useTranslation } from '@fwd/shared-contracts';
import type { CheckoutQuote } from '@fwd/shared-contracts/api';
import { Button, theme } from '@fwd/shared-ui';
import styled from 'styled-components';

/** A shop's name, or "Other shops" for items whose link named none (the server groups them as `other`). */
export function useShopLabel() {
  const { t } = useTranslation('account');
  return (shop: string) => (!shop.trim() || shop === 'other' ? t('cart.shop.other') : shop);
}

/** "1 CNY = 3,650 VND": the rate the server used. */
export function RateLine({ quote }: { quote: CheckoutQuote }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  return (
    <>
      {t('cart.quote.rate', {
        source: quote.sourceCurrency,
        home: quote.homeCurrency,
        rate: format.number(quote.rate, { maximumFractionDigits: 6 }),
      })}
    </>
  );
}

/**
 * The server's price of the chosen items, shop by shop (goods in both currencies, service fee,
 * domestic shipping, total), then the grand total, the rate and the balance: what is left after
 * paying, or what is missing (with `topUpTo`, a top-up of it) when the balance does not cover it.
 * Nothing here is worked out on the client: every figure is a field of the quote.
 */
export function QuoteBreakdown({
  quote,
  headingLevel,
  topUpTo,
}: {
  quote: CheckoutQuote;
  headingLevel: 2 | 3;
  topUpTo?: string;
}) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const shopLabel = useShopLabel();
  const home = (amount: number) => format.money(amount, quote.homeCurrency);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Wrap>
      <Shops>
        {quote.shops.map((shop) => (
          <ShopBox key={shop.shop} aria-label={t('cart.quote.shopLabel', { shop: shopLabel(shop.shop) })}>
            <Heading>{shopLabel(shop.shop)}</Heading>
            <Figures>
              <dt>{t('cart.quote.goods', { count: shop.pieces })}</dt>
              <dd>
                <span>{home(shop.goodsValue)}</span>
                <Source>{format.money(shop.goodsValueSrc, quote.sourceCurrency)}</Source>
              </dd>
              <dt>{t('cart.quote.serviceFee')}</dt>
              <dd>{home(shop.serviceFee)}</dd>
              <dt>{t('cart.quote.domesticShipping')}</dt>
              <dd>{home(shop.domesticShipping)}</dd>
              <Total>{t('cart.quote.shopTotal')}</Total>
              <Total as="dd">{home(shop.total)}</Total>
            </Figures>
          </ShopBox>
        ))}
      </Shops>
      <Figures>
        <Total>{t('cart.quote.total')}</Total>
        <Total as="dd">{home(quote.total)}</Total>
        <dt>{t('cart.quote.rateLabel')}</dt>
        <dd>
          <RateLine quote={quote} />
        </dd>
        <dt>{t('cart.quote.balance')}</dt>
        <dd>{home(quote.balance)}</dd>
        {quote.shortfall > 0 ? (
          <>
            <Short>{t('cart.quote.shortfall')}</Short>
            <Short as="dd">{home(quote.shortfall)}</Short>
          </>
        ) : (
          <>
            <dt>{t('cart.quote.balanceAfter')}</dt>
            <dd>{home(quote.balanceAfter)}</dd>
          </>
        )}
      </Figures>
      {quote.shortfall > 0 && topUpTo && (
        <span>
          <Button as={Link} to={topUpTo} $variant="secondary">
            {t('cart.quote.topUp', { amount: home(quote.shortfall) })}
          </Button>
        </span>
      )}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: grid;
  gap: ${theme.space(4)};
`;

const Shops = styled.div`
  display: grid;
  gap: ${theme.space(3)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
`;

const ShopBox = styled.section`
  padding: ${theme.space(3)} ${theme.space(4)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  min-width: 0;
  h2,
  h3 {
    margin: 0 0 ${theme.space(2)};
    font-size: 1rem;
    overflow-wrap: anywhere;
  }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${theme.space(1)} ${theme.space(3)};
  margin: 0;
  dt {
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
    display: grid;
    justify-items: end;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const Source = styled.span`
  color: ${theme.color.muted};
  font-size: 0.875rem;
`;

const Total = styled.dt`
  && {
    color: ${theme.color.text};
    font-weight: 700;
  }
`;

const Short = styled.dt`
  && {
    color: ${theme.color.danger};
    font-weight: 700;
  }
`;
