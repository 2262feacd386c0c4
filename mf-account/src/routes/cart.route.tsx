import { Link, useApiMutation, useAuth, useList, useLive, useNavigate, useTranslation } from '@fwd/shared-contracts';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  ErrorState,
  loadControls,
  Muted,
  Page,
  Row,
  showToast,
  Skeleton,
  Stack,
  theme,
} from '@fwd/shared-ui';
import { useCallback, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { cartDomain } from '@fwd/shared-contracts/domains/cart';
import { LinkButtons } from '../components/link-buttons';
import { useShopCurrencies } from '@fwd/shared-contracts/domains/settings';
import { CART_PAGE_SIZE, cartListParams, deleteCartItem, type CartItemRow } from '../features/cart/api/cart';
import { checkoutHref, chosenIds, groupByShop, selectionOf, setMany } from '../features/cart/cart-rules';
import { CartEstimate } from '../features/cart/components/cart-estimate';
import { CartItem } from '../features/cart/components/cart-item';
import { useShopLabel } from '../features/cart/components/quote-breakdown';
import { SelectBox } from '../features/cart/components/select-box';

/** The remove dialog arrives with the page, so it never suspends. */
export async function loader() {
  await loadControls();
  return null;
}

const MANUAL = '/account/order-manual';
const SEARCH = '/account/search';

/**
 * /account/cart: the customer's cart shop by shop. Quantity and note are saved as they change;
 * remove asks first; the chosen items (every item but those unticked here) are priced by the server
 * and go to checkout. Live: a change made in another tab shows here.
 */
export function Component() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const userId = useAuth((s) => s.record?.id ?? '');
  const cart = useList<'cart_items', CartItemRow>('cart_items', cartListParams(userId));
  const currencies = useShopCurrencies();
  const shopLabel = useShopLabel();
  useLive('customer');

  const items = cart.data?.items;
  // Only what the customer unticked on this visit is kept: the list shown first may be an older
  // copy (this device's cache), and whatever the server's answer adds is chosen.
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(() => new Set());
  const allIds = useMemo(() => (items ?? []).map((item) => item.id), [items]);
  const selection = useMemo(() => chosenIds(allIds, unticked), [allIds, unticked]);
  const selected = useMemo(() => new Set(selection), [selection]);
  const groups = useMemo(() => groupByShop(items ?? []), [items]);
  const select = (ids: string[], on: boolean) => setUnticked((previous) => setMany(previous, ids, !on));
  // The server prices only a list it has just given: an older copy may name items already bought.
  const current = cart.isFetchedAfterMount && !cart.isFetching;
  const balance = useAuth((s) => s.record?.balance);
  const version = useMemo(
    () => `${String(balance)}|${(items ?? []).map((item) => `${item.id}:${item.qty}:${item.updated}`).join(',')}`,
    [items, balance],
  );

  // Each line registers how to send its waiting edits, so checkout sees the quantities typed.
  const savers = useRef(new Map<string, () => Promise<boolean>>());
  const register = useCallback((id: string, flush: () => Promise<boolean>) => {
    savers.current.set(id, flush);
    return () => {
      if (savers.current.get(id) === flush) savers.current.delete(id);
    };
  }, []);
  const [leaving, setLeaving] = useState(false);
  const [unsaved, setUnsaved] = useState(false);
  async function goToCheckout() {
    if (leaving || selection.length === 0) return;
    setLeaving(true);
    setUnsaved(false);
    // Every waiting edit is sent; only a refusal on an item being bought holds checkout back.
    const saved = await Promise.all([...savers.current].map(async ([id, flush]) => ((await flush()) ? null : id)));
    setLeaving(false);
    if (!saved.some((id) => id !== null && selection.includes(id))) await navigate(checkoutHref(selection));
    else setUnsaved(true);
  }

  const remove = useApiMutation({
    mutationFn: (id: string) => deleteCartItem(id),
    invalidates: cartDomain.refreshes.items,
    form: true,
    onSuccess: () => {
      showToast(t('cart.remove.done'), { tone: 'success' });
    },
  });

  return (
    <Page
      actions={
        <Button as={Link} to={MANUAL} $variant="secondary">
          {t('cart.actions.manual')}
        </Button>
      }
    >
      {cart.isPending && <Skeleton lines={8} />}
      {cart.isError && <ErrorState error={cart.error} onRetry={() => void cart.refetch()} />}
      {items && items.length === 0 && (
        <EmptyState title={t('cart.empty.title')}>
          <span>{t('cart.empty.hint')}</span>
          <LinkButtons
            links={[
              { to: SEARCH, label: t('cart.empty.search') },
              { to: MANUAL, label: t('cart.empty.manual') },
            ]}
          />
        </EmptyState>
      )}
      {items && items.length > 0 && (
        <Stack $gap={6}>
          <Card>
            <Stack $gap={2}>
              <SelectBox
                label={t('cart.select.all', { count: items.length })}
                state={selectionOf(selected, allIds)}
                onChange={(on) => select(allIds, on)}
              />
              {items.length >= CART_PAGE_SIZE && (
                <Alert tone="info">{t('cart.limit', { count: CART_PAGE_SIZE })}</Alert>
              )}
              {groups.map((group) => {
                const ids = group.items.map((item) => item.id);
                const name = shopLabel(group.shop);
                return (
                  <Shop key={group.shop} aria-labelledby={`shop-${ids[0]}`}>
                    <ShopHead $gap={2} $justify="space-between">
                      <h2 id={`shop-${ids[0]}`}>{name}</h2>
                      <SelectBox
                        label={t('cart.select.shop', { shop: name })}
                        state={selectionOf(selected, ids)}
                        onChange={(on) => select(ids, on)}
                      />
                    </ShopHead>
                    <Lines aria-label={t('cart.shop.items', { shop: name })}>
                      {group.items.map((item) => (
                        <CartItem
                          key={item.id}
                          item={item}
                          currency={currencies?.source}
                          selected={selected.has(item.id)}
                          onSelect={(on) => select([item.id], on)}
                          onRemove={() => remove.mutateAsync(item.id)}
                          register={register}
                        />
                      ))}
                    </Lines>
                  </Shop>
                );
              })}
            </Stack>
          </Card>
          <Card aria-labelledby="cart-estimate">
            <Stack $gap={4}>
              <h2 id="cart-estimate">{t('cart.estimate.title', { count: selection.length })}</h2>
              <CartEstimate selection={selection.join(',')} current={current} version={version} />
              {unsaved && <Alert tone="error">{t('cart.checkout.unsaved')}</Alert>}
              <Row>
                <Button
                  type="button"
                  disabled={selection.length === 0 || leaving}
                  aria-busy={leaving || undefined}
                  aria-describedby={selection.length === 0 ? 'cart-checkout-why' : undefined}
                  onClick={() => void goToCheckout()}
                >
                  {t('cart.checkout.go')}
                </Button>
                {selection.length === 0 && <Muted id="cart-checkout-why">{t('cart.checkout.nothing')}</Muted>}
              </Row>
            </Stack>
          </Card>
        </Stack>
      )}
    </Page>
  );
}

const Shop = styled.section`
  min-width: 0;
  padding-top: ${theme.space(2)};
`;

const ShopHead = styled(Row)`
  h2 {
    margin: 0;
    font-size: 1.15rem;
    overflow-wrap: anywhere;
  }
`;

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
