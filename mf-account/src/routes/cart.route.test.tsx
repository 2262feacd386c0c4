// @vitest-environment happy-dom
import { formatters, type CartItemRecord } from '@fwd/shared-contracts';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
// Component tests render the page inside the shell's providers; only tests cross this boundary.
// eslint-disable-next-line import-x/no-restricted-paths
import { json, listResult, renderRoute, type FetchStub } from '../../../shell/src/testing/render-route';
import { SAVE_DELAY_MS } from '../features/cart/components/use-item-autosave';
import remoteApp from '../remote-app';
import { ME, SETTINGS } from '../testing/fixtures';

const money = formatters('en').money;

function cartItem(id: string, title: string, shop: string, extra: Partial<CartItemRecord> = {}): CartItemRecord {
  return {
    id,
    collectionId: 'pbc_cart_items',
    collectionName: 'cart_items',
    created: '2026-11-02 09:00:00.000Z',
    updated: '2026-11-02 09:00:00.000Z',
    user: ME,
    product: 'product00000001',
    sku: '',
    link: 'https://item.taobao.com/item.htm?id=1',
    title,
    variant: '',
    image_url: '',
    shop,
    qty: 1,
    unit_price_src: 4550,
    note: '',
    ...extra,
  };
}

const SCARF = cartItem('cartitem0000001', 'Wool scarf', 'Taobao Star Shop', { variant: 'Red', qty: 2 });
const GLOVES = cartItem('cartitem0000002', 'Leather gloves', 'Taobao Star Shop');
const LAMP = cartItem('cartitem0000003', 'Desk lamp', '', {
  product: '',
  link: 'https://detail.1688.com/offer/9.html',
  unit_price_src: 12000,
});

/** The server's quote of `ids`: one shop, figures that only the server could know. */
function quoteOf(ids: string[]) {
  return {
    sourceCurrency: 'CNY',
    homeCurrency: 'VND',
    rate: 3650,
    shops: [
      {
        shop: 'Taobao Star Shop',
        cartItems: ids,
        pieces: ids.length + 1,
        goodsValueSrc: 13650 * ids.length,
        goodsValue: 498_225 * ids.length,
        serviceFee: 24_911,
        domesticShipping: 0,
        total: 498_225 * ids.length + 24_911,
      },
    ],
    total: 498_225 * ids.length + 24_911,
    balance: 2_000_000,
    balanceAfter: 2_000_000 - (498_225 * ids.length + 24_911),
    shortfall: 0,
  };
}

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** The cart as PocketBase answers it; `refuse` decides a PATCH's answer when it returns one. */
function cartApi(initial: CartItemRecord[], sent: Sent[], refuse?: (body: Record<string, unknown>) => Response | null) {
  const items = initial;
  const stub: FetchStub = (url, init) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    sent.push({ method, path: url.pathname, body });
    if (url.pathname === '/api/collections/settings/records') return json(listResult([SETTINGS]));
    if (url.pathname === '/api/collections/cart_items/records' && method === 'GET') {
      return json(listResult(url.searchParams.get('filter') === `user = "${ME}"` ? items : []));
    }
    const one = /^\/api\/collections\/cart_items\/records\/(\w+)$/.exec(url.pathname);
    if (one && method === 'PATCH') {
      const refusal = refuse?.(body ?? {});
      if (refusal) return refusal;
      const index = items.findIndex((candidate) => candidate.id === one[1]);
      if (index < 0) return json({ status: 404, message: 'Not found.', data: {} }, 404);
      items[index] = { ...(items[index] as CartItemRecord), ...body };
      return json(items[index]);
    }
    if (one && method === 'DELETE') return new Response(null, { status: 204 });
    if (url.pathname === '/api/shop/checkout/quote' && method === 'POST') {
      const ids = (body?.cartItems as string[]) ?? [];
      if (ids.some((id) => !items.some((item) => item.id === id))) {
        return json({ status: 404, message: 'No such cart item.', data: {} }, 404);
      }
      return json(quoteOf(ids));
    }
    return undefined;
  };
  return stub;
}

async function renderCart(items: CartItemRecord[], refuse?: (body: Record<string, unknown>) => Response | null) {
  const sent: Sent[] = [];
  const page = await renderRoute({
    app: remoteApp,
    path: '/account/cart',
    session: 'customer',
    fetch: cartApi(items, sent, refuse),
  });
  return { page, sent };
}

describe('/account/cart', () => {
  it('groups the items under a heading per shop, with picture, title link, variant and unit price', async () => {
    const { page } = await renderCart([SCARF, GLOVES, LAMP]);
    const taobao = await page.findByRole('region', { name: 'Taobao Star Shop' });
    const items = within(within(taobao).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Wool scarf', 'Leather gloves']);
    const scarf = within(items[0] as HTMLElement);
    expect(scarf.getByRole('link', { name: 'Wool scarf' }).getAttribute('href')).toBe(
      '/account/product/product00000001',
    );
    expect(scarf.getByText('Variant: Red')).toBeTruthy();
    expect(await scarf.findByText(`Unit price: ${money(4550, 'CNY')}`)).toBeTruthy();

    const other = page.getByRole('region', { name: 'Other shops' });
    const lamp = within(other).getByRole('link', { name: 'Desk lamp' });
    expect(lamp.getAttribute('href')).toBe('https://detail.1688.com/offer/9.html');
    expect(lamp.getAttribute('target')).toBe('_blank');
  });

  it('saves a quantity typed in several keystrokes with one PATCH after the pause', async () => {
    const { page, sent } = await renderCart([SCARF, GLOVES]);
    const scarf = within(await page.findByRole('listitem', { name: 'Wool scarf' }));
    const qty = scarf.getByLabelText('Quantity');
    fireEvent.change(qty, { target: { value: '' } });
    fireEvent.change(qty, { target: { value: '1' } });
    fireEvent.change(qty, { target: { value: '12' } });
    expect(scarf.getByText('Saving…')).toBeTruthy();
    await waitFor(() => expect(scarf.getByText('Saved')).toBeTruthy(), { timeout: 2000 });
    // The save's refresh is back: nothing is left waiting to be sent, and it kept what was typed.
    await waitFor(() => {
      const patched = sent.findIndex((request) => request.method === 'PATCH');
      expect(patched).toBeGreaterThan(-1);
      expect(sent.slice(patched + 1)).toContainEqual(
        expect.objectContaining({ method: 'GET', path: '/api/collections/cart_items/records' }),
      );
    });
    expect((qty as HTMLInputElement).value).toBe('12');
    const patches = sent.filter((request) => request.method === 'PATCH');
    expect(patches).toEqual([
      { method: 'PATCH', path: '/api/collections/cart_items/records/cartitem0000001', body: { qty: 12 } },
    ]);
  });

  it('sends an edit made while a save is on its way once that save is back, never losing it', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent: Sent[] = [];
    const order: string[] = [];
    const api = cartApi([SCARF], sent);
    const page = await renderRoute({
      app: remoteApp,
      path: '/account/cart',
      session: 'customer',
      fetch: async (url, init) => {
        if (init.method !== 'PATCH') return api(url, init);
        const first = sent.every((request) => request.method !== 'PATCH');
        const answer = api(url, init);
        order.push(`sent ${JSON.stringify(sent.at(-1)?.body)}`);
        if (first) {
          await held;
          order.push('first answered');
        }
        return answer;
      },
    });
    const scarf = within(await page.findByRole('listitem', { name: 'Wool scarf' }));
    const qty = scarf.getByLabelText('Quantity') as HTMLInputElement;
    fireEvent.change(qty, { target: { value: '5' } });
    await waitFor(() => expect(order).toEqual(['sent {"qty":5}']), { timeout: 2000 });
    // The user pauses after the second edit while the first is still on its way.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(qty, { target: { value: '7' } });
      await act(() => vi.advanceTimersByTimeAsync(SAVE_DELAY_MS));
    } finally {
      vi.useRealTimers();
    }
    await act(async () => release());
    await waitFor(() => expect(order).toEqual(['sent {"qty":5}', 'first answered', 'sent {"qty":7}']));
    expect(await scarf.findByText('Saved')).toBeTruthy();
    expect(qty.value).toBe('7');
  });

  it('saves the note and the stepper as they change', async () => {
    const { page, sent } = await renderCart([SCARF]);
    const scarf = within(await page.findByRole('listitem', { name: 'Wool scarf' }));
    fireEvent.click(scarf.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.change(scarf.getByLabelText('Note for our buyer'), { target: { value: 'Gift wrap please' } });
    await waitFor(() => expect(sent.filter((request) => request.method === 'PATCH')).toHaveLength(1), {
      timeout: 2000,
    });
    expect(sent.find((request) => request.method === 'PATCH')?.body).toEqual({ qty: 3, note: 'Gift wrap please' });
  });

  it("shows the server's refusal on the quantity and keeps what the user typed", async () => {
    const { page, sent } = await renderCart([SCARF], (body) =>
      body.qty === 40
        ? json(
            {
              status: 400,
              message: 'Failed to update record.',
              data: { qty: { code: 'validation_max', message: 'Only 30 left in stock.' } },
            },
            400,
          )
        : null,
    );
    const scarf = within(await page.findByRole('listitem', { name: 'Wool scarf' }));
    fireEvent.change(scarf.getByLabelText('Quantity'), { target: { value: '40' } });
    expect(await scarf.findByText('Only 30 left in stock.', undefined, { timeout: 2000 })).toBeTruthy();
    expect((scarf.getByLabelText('Quantity') as HTMLInputElement).value).toBe('40');
    expect(scarf.getByLabelText('Quantity').getAttribute('aria-invalid')).toBe('true');
    expect(sent.filter((request) => request.method === 'PATCH')).toHaveLength(1);
  });

  it('refuses a quantity of 0 without asking the server', async () => {
    const { page, sent } = await renderCart([SCARF]);
    const scarf = within(await page.findByRole('listitem', { name: 'Wool scarf' }));
    fireEvent.change(scarf.getByLabelText('Quantity'), { target: { value: '0' } });
    expect(await scarf.findByText('Enter a whole number from 1 to 999', undefined, { timeout: 2000 })).toBeTruthy();
    expect(sent.filter((request) => request.method === 'PATCH')).toEqual([]);
  });

  it('asks before removing an item, then deletes it', async () => {
    const { page, sent } = await renderCart([SCARF, GLOVES]);
    fireEvent.click(await page.findByRole('button', { name: 'Remove Wool scarf' }));
    const dialog = await page.findByRole('dialog', { name: 'Remove this item from your cart?' });
    expect(sent.filter((request) => request.method === 'DELETE')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(sent.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
        '/api/collections/cart_items/records/cartitem0000001',
      ]),
    );
  });

  it('prices the selection on the server and shows its figures; nothing selected says so', async () => {
    const { page, sent } = await renderCart([SCARF, GLOVES]);
    const quotes = () => sent.filter((request) => request.path === '/api/shop/checkout/quote');
    // Everything is chosen at first.
    await waitFor(() => expect(quotes().at(-1)?.body).toEqual({ cartItems: [SCARF.id, GLOVES.id] }));
    fireEvent.click(await page.findByRole('checkbox', { name: 'Select Leather gloves' }));
    await waitFor(() => expect(quotes().at(-1)?.body).toEqual({ cartItems: [SCARF.id] }));
    const one = quoteOf([SCARF.id]);
    const figure = (term: string) => page.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    await waitFor(() => expect(figure('Grand total')).toBe(money(one.total, 'VND')));
    expect(figure('Service fee')).toBe(money(one.shops[0]!.serviceFee, 'VND'));
    expect(figure('Your balance')).toBe(money(one.balance, 'VND'));
    expect(figure('Balance after paying')).toBe(money(one.balanceAfter, 'VND'));
    expect(figure('Goods (2 pieces)')).toBe(money(one.shops[0]!.goodsValue, 'VND') + money(13650, 'CNY'));
    expect(page.getAllByText('1 CNY = 3,650 VND').length).toBeGreaterThan(0);

    // A mixed "select all" selects everything first, then nothing.
    const all = page.getByRole('checkbox', { name: 'Select all 2 items' }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    fireEvent.click(all);
    expect(all.checked).toBe(true);
    fireEvent.click(all);
    expect(
      await page.findByText('Nothing is selected. Tick the items you want to buy to see what they cost.'),
    ).toBeTruthy();
    const go = page.getByRole('button', { name: 'Go to checkout' });
    expect((go as HTMLButtonElement).disabled).toBe(true);
    expect(page.getByText('Select at least one item to check out.')).toBeTruthy();

    fireEvent.click(page.getByRole('checkbox', { name: 'Select everything from Taobao Star Shop' }));
    await waitFor(() => expect(quotes().at(-1)?.body).toEqual({ cartItems: [SCARF.id, GLOVES.id] }));
  });

  it('chooses an item added after an earlier visit and never prices an item no longer in the cart', async () => {
    const items = [SCARF, GLOVES];
    const { page, sent } = await renderCart(items);
    const quotes = () => sent.filter((request) => request.path === '/api/shop/checkout/quote');
    await waitFor(() => expect(quotes().at(-1)?.body).toEqual({ cartItems: [SCARF.id, GLOVES.id] }));
    await act(() => page.router.navigate('/account/order-manual'));
    // Meanwhile the scarf was bought and a lamp added; the cart opens on the copy it had.
    items.splice(0, items.length, GLOVES, LAMP);
    const before = quotes().length;
    await act(() => page.router.navigate('/account/cart'));
    const lamp = (await page.findByRole('checkbox', { name: 'Select Desk lamp' })) as HTMLInputElement;
    await waitFor(() => expect(lamp.checked).toBe(true));
    await waitFor(() => expect(quotes().at(-1)?.body).toEqual({ cartItems: [GLOVES.id, LAMP.id] }));
    expect(
      quotes()
        .slice(before)
        .some((request) => JSON.stringify(request.body).includes(SCARF.id)),
    ).toBe(false);
    expect(page.getByRole('heading', { name: 'Estimate for 2 selected items' })).toBeTruthy();
  });

  it('goes to checkout with the selected ids, after saving a quantity still waiting', async () => {
    const { page, sent } = await renderCart([SCARF, GLOVES, LAMP]);
    fireEvent.click(await page.findByRole('checkbox', { name: 'Select Desk lamp' }));
    const scarf = within(page.getByRole('listitem', { name: 'Wool scarf' }));
    fireEvent.change(scarf.getByLabelText('Quantity'), { target: { value: '5' } });
    fireEvent.click(page.getByRole('button', { name: 'Go to checkout' }));
    await waitFor(() =>
      expect(page.router.state.location.pathname + page.router.state.location.search).toBe(
        `/account/checkout?items=${SCARF.id},${GLOVES.id}`,
      ),
    );
    expect(sent.filter((request) => request.method === 'PATCH').map((request) => request.body)).toEqual([{ qty: 5 }]);
  });

  it('stays on the cart when a chosen item holds a quantity that cannot be saved', async () => {
    const { page } = await renderCart([SCARF, GLOVES]);
    const scarf = within(await page.findByRole('listitem', { name: 'Wool scarf' }));
    fireEvent.change(scarf.getByLabelText('Quantity'), { target: { value: '0' } });
    fireEvent.click(page.getByRole('button', { name: 'Go to checkout' }));
    expect(
      await page.findByText('Some changes could not be saved. Fix the marked items, then go to checkout.'),
    ).toBeTruthy();
    expect(page.router.state.location.pathname).toBe('/account/cart');
  });

  it('speaks Vietnamese', async () => {
    const sent: Sent[] = [];
    const page = await renderRoute({
      app: remoteApp,
      path: '/account/cart',
      session: 'customer',
      language: 'vi',
      fetch: cartApi([SCARF], sent),
    });
    const scarf = within(await page.findByRole('listitem', { name: 'Wool scarf' }));
    expect(scarf.getByLabelText('Số lượng')).toBeTruthy();
    expect(scarf.getByRole('button', { name: 'Xóa Wool scarf' })).toBeTruthy();
    expect(page.getByRole('button', { name: 'Tiến hành thanh toán' })).toBeTruthy();
  });

  it('offers the catalog and the manual order when the cart is empty', async () => {
    const { page } = await renderCart([]);
    expect(await page.findByText('Your cart is empty')).toBeTruthy();
    expect(page.getByRole('link', { name: 'Find products' }).getAttribute('href')).toBe('/account/search');
    expect(page.getAllByRole('link', { name: 'Order by link' }).map((link) => link.getAttribute('href'))).toContain(
      '/account/order-manual',
    );
  });
});
