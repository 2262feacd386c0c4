import { Link, useFormat, useTranslation } from '@fwd/shared-contracts';
import { useShopMoney } from '@fwd/shared-contracts/domains/settings';
import { Drawer, ErrorState, Muted, Skeleton, Stack, theme } from '@fwd/shared-ui';
import styled from 'styled-components';
import { useCartLines } from '../api/carts';

/** What one customer holds in their cart, with the product or the seller's link of each line. */
export function CartDrawer({ userId, title, onClose }: { userId: string; title: string; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const lines = useCartLines(userId);
  const money = useShopMoney();
  return (
    <Drawer open onOpenChange={(open) => !open && onClose()} title={title}>
      <Stack $gap={3}>
        <Link to={`/admin/customer?id=${userId}`}>{t('cartsView.openCustomer')}</Link>
        {lines.isPending && <Skeleton lines={5} />}
        {lines.isError && <ErrorState error={lines.error} onRetry={() => void lines.refetch()} />}
        {lines.data && lines.data.items.length === 0 && <Muted>{t('cartsView.emptyCart')}</Muted>}
        <List>
          {lines.data?.items.map((line) => (
            <li key={line.id}>
              <a href={line.product ? `/account/product/${line.product}` : line.link} target="_blank" rel="noreferrer">
                {line.title}
              </a>
              {line.variant && ` · ${line.variant}`} · {t('cartsView.qty', { qty: line.qty })} ·{' '}
              {money?.source(line.unit_price_src) ?? format.number(line.unit_price_src)}
              <Muted>
                {line.shop} · {t('cartsView.added', { when: format.dateTime(line.created) })}
              </Muted>
            </li>
          ))}
        </List>
      </Stack>
    </Drawer>
  );
}

const List = styled.ul`
  margin: 0;
  padding-inline-start: ${theme.space(4)};
  display: grid;
  gap: ${theme.space(2)};
`;
