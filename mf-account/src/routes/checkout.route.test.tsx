// @vitest-environment happy-dom
import { formatters } from '@fwd/shared-contracts';
import { fireEvent, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// Component tests render the page inside the shell's providers; only tests cross this boundary.
// eslint-disable-next-line import-x/no-restricted-paths
import { json, renderRoute, type FetchStub } from '../../../shell/src/testing/render-route';
import remoteApp from '../remote-app';
import { orderRecord, pricesChangedBody } from '../testing/fixtures';
import { pressAgainAndAgain } from '../testing/press';

const A = 'cartitem0000001';
const B = 'cartitem0000002';
const C = 'cartitem0000003';
const money = formatters('en').money;

/** Two shops, with figures only the server knows (a fee no client could work out). */
function quote(shortfall = 0) {
  const balance = shortfall > 0 ? 1_000_000 - shortfall : 2_000_000;
  return {
    sourceCurrency: 'CNY',
    homeCurrency: 'VND',
    rate: 3650.5,
    shops: [
      {
        shop: 'Taobao Star Shop',
        cartItems: [A, B],
        pieces: 3,
        goodsValueSrc: 18200,
        goodsValue: 664_391,
        serviceFee: 33_219,
        domesticShipping: 15_000,
        total: 712_610,
      },
      {
        shop: 'other',
        cartItems: [C],
        pieces: 1,
        goodsValueSrc: 12000,
        goodsValue: 438_060,
        serviceFee: 21_903,
        domesticShipping: 0,
        total: 459_963,
      },
    ],
    total: 1_000_000,
    balance,
    balanceAfter: Math.max(0, balance - 1_000_000),
    shortfall,
  };
}

const order = (id: string, code: string, shop: string) => orderRecord(id, code, { shop });

interface Options {
  quote?: () => Response;
  checkout?: () => Response | Promise<Response>;
}

function shopApi(paths: string[], options: Options = {}): FetchStub {
  return (url, init) => {
    const method = (init.method ?? 'GET').toUpperCase();
    paths.push(`${method} ${url.pathname} ${typeof init.body === 'string' ? init.body : ''}`.trim());
    if (url.pathname === '/api/shop/checkout/quote') return options.quote?.() ?? json(quote());
    if (url.pathname === '/api/shop/checkout') {
      return (
        options.checkout?.() ??
        json({
          orders: [
            order('order0000000001', 'O2611-000001', 'Taobao Star Shop'),
            order('order0000000002', 'O2611-000002', 'other'),
          ],
        })
      );
    }
    return undefined;
  };
}

async function renderCheckout(items: string, options?: Options) {
  const paths: string[] = [];
  const page = await renderRoute({
    app: remoteApp,
    path: `/account/checkout?items=${items}`,
    session: 'customer',
    fetch: shopApi(paths, options),
  });
  return { page, paths };
}

const RETURN = encodeURIComponent(`/account/checkout?items=${A},${B},${C}`);

describe('/account/checkout', () => {
  it("shows the server's figures per shop, the rate, and the balance before and after", async () => {
    const { page, paths } = await renderCheckout(`${A},${B},${C}`);
    const taobao = await page.findByRole('region', { name: 'Cost from Taobao Star Shop' });
    const figure = (scope: HTMLElement, term: RegExp | string) =>
      within(scope).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure(taobao, 'Goods (3 pieces)')).toBe(money(664_391, 'VND') + money(18200, 'CNY'));
    expect(figure(taobao, 'Service fee')).toBe(money(33_219, 'VND'));
    expect(figure(taobao, 'Shipping within the source country')).toBe(money(15_000, 'VND'));
    expect(figure(taobao, 'Total for this shop')).toBe(money(712_610, 'VND'));
    expect(page.getByRole('region', { name: 'Cost from Other shops' })).toBeTruthy();
    const all = page.container;
    expect(figure(all, 'Grand total')).toBe(money(1_000_000, 'VND'));
    expect(figure(all, 'Your balance')).toBe(money(2_000_000, 'VND'));
    expect(figure(all, 'Balance after paying')).toBe(money(1_000_000, 'VND'));
    expect(page.getAllByText('1 CNY = 3,650.5 VND').length).toBeGreaterThan(0);
    expect(paths).toContain(`POST /api/shop/checkout/quote {"cartItems":["${A}","${B}","${C}"]}`);
  });

  it('pays once however often Pay is pressed, then names the orders with links', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { page, paths } = await renderCheckout(`${A},${B},${C}`, {
      checkout: async () => {
        await held;
        return json({
          orders: [
            order('order0000000001', 'O2611-000001', 'Taobao Star Shop'),
            order('order0000000002', 'O2611-000002', 'other'),
          ],
        });
      },
    });
    const pay = await page.findByRole('button', { name: `Pay ${money(1_000_000, 'VND')}` });
    await pressAgainAndAgain(page, pay);
    release();
    expect(await page.findByText('Paid: your 2 orders are placed')).toBeTruthy();
    expect(page.getByText(/Order codes: O2611-000001, O2611-000002\./)).toBeTruthy();
    expect(page.getByRole('link', { name: 'Open order O2611-000001' }).getAttribute('href')).toBe(
      '/account/order?id=order0000000001',
    );
    expect(page.getByRole('link', { name: 'Open order O2611-000002' }).getAttribute('href')).toBe(
      '/account/order?id=order0000000002',
    );
    expect(paths.filter((path) => path.startsWith('POST /api/shop/checkout '))).toEqual([
      `POST /api/shop/checkout {"cartItems":["${A}","${B}","${C}"],"expectedTotal":1000000}`,
    ]);
    // The bought items are gone: their quote is not asked for again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(paths.filter((path) => path.startsWith('POST /api/shop/checkout/quote'))).toHaveLength(1);
  });

  it('turns a refused payment into a top-up of exactly the missing amount that comes back here', async () => {
    let refusals = 0;
    const { page } = await renderCheckout(`${A},${B},${C}`, {
      checkout: () => {
        refusals += 1;
        return json(
          {
            status: 400,
            message: 'Your balance is short.',
            data: {
              shortfall: {
                code: 'insufficient_balance',
                message: 'Top up 125,000 VND.',
                params: { amount: 125_000 },
              },
            },
          },
          400,
        );
      },
    });
    fireEvent.click(await page.findByRole('button', { name: `Pay ${money(1_000_000, 'VND')}` }));
    const topUp = await page.findByRole('link', { name: `Top up ${money(125_000, 'VND')}` });
    expect(topUp.getAttribute('href')).toBe(`/account/recharge?amount=125000&return=${RETURN}`);
    expect(page.getByText(`Your balance is short by ${money(125_000, 'VND')}.`, { exact: false })).toBeTruthy();
    expect(refusals).toBe(1);
  });

  it('pays the total on screen; when prices moved, says the new total, prices again and pays that', async () => {
    let total = 1_000_000;
    let attempts = 0;
    const { page, paths } = await renderCheckout(`${A},${B},${C}`, {
      quote: () => json({ ...quote(), total }),
      checkout: () => {
        attempts += 1;
        if (attempts > 1) return json({ orders: [order('order0000000001', 'O2611-000001', 'Taobao Star Shop')] });
        total = 1_050_000;
        return json(pricesChangedBody(1_050_000, 1_000_000, 'The total is now 1,050,000 VND.'), 400);
      },
    });
    fireEvent.click(await page.findByRole('button', { name: `Pay ${money(1_000_000, 'VND')}` }));
    expect(
      await page.findByText(
        `Prices changed since this page showed them: the total is now ${money(1_050_000, 'VND')}.`,
        { exact: false },
      ),
    ).toBeTruthy();
    fireEvent.click(await page.findByRole('button', { name: `Pay ${money(1_050_000, 'VND')}` }));
    expect(await page.findByText('Paid: your order is placed')).toBeTruthy();
    const sent = paths.filter((path) => path.startsWith('POST /api/shop/checkout {'));
    expect(sent.map((path) => JSON.parse(path.slice('POST /api/shop/checkout '.length)).expectedTotal)).toEqual([
      1_000_000, 1_050_000,
    ]);
  });

  it('offers the top-up at once when the quote already shows a shortfall, and does not let Pay send', async () => {
    const { page, paths } = await renderCheckout(`${A},${B},${C}`, { quote: () => json(quote(310_500)) });
    const topUp = await page.findByRole('link', { name: `Top up ${money(310_500, 'VND')}` });
    expect(topUp.getAttribute('href')).toBe(`/account/recharge?amount=310500&return=${RETURN}`);
    const pay = page.getByRole('button', { name: `Pay ${money(1_000_000, 'VND')}` }) as HTMLButtonElement;
    expect(pay.disabled).toBe(true);
    fireEvent.click(pay);
    expect(paths.some((path) => path.startsWith('POST /api/shop/checkout '))).toBe(false);
    // No "after paying" figure for a payment the balance cannot make: what is missing instead.
    expect(page.queryByText('Balance after paying')).toBeNull();
    expect(page.getByText('Missing from your balance').nextElementSibling?.textContent).toBe(money(310_500, 'VND'));
  });

  it('says when the items are no longer in the cart, with the way back', async () => {
    const { page } = await renderCheckout(`${A}`, {
      quote: () => json({ status: 404, message: `No such cart item: ${A}.`, data: {} }, 404),
    });
    expect(await page.findByText('These items cannot be checked out')).toBeTruthy();
    expect(page.getByText(`No such cart item: ${A}.`)).toBeTruthy();
    expect(page.getByRole('link', { name: 'Back to the cart' }).getAttribute('href')).toBe('/account/cart');
  });

  it('asks nothing of the server for a link without valid items', async () => {
    const { page, paths } = await renderCheckout(`${A},not-an-id`);
    expect(await page.findByText('No items to check out')).toBeTruthy();
    expect(page.getByRole('link', { name: 'Back to the cart' })).toBeTruthy();
    expect(paths).toEqual([]);
  });
});
