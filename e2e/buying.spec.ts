import { expect, test, type Page } from '@playwright/test';
import { REFERENCE } from './support/env';
import { api, apiSignIn, expectAccessible, expectNoSidewaysScroll, type ApiAuth } from './support/session';
import { pattern, wordsOf, type Language } from './support/words';

// Issue 8's journeys through nginx, the built apps and the real backend: a new customer buys
// through us (top-up, search, two shops and a manual item, checkout, a purchase seen live, a
// cancellation refunded to the ledger), and a customer short of money follows the shortfall link
// to a top-up and back to checkout. Each runs in English and Vietnamese, on a 360 px phone and on
// a desktop; axe checks every page on the way.

const SIZES = {
  phone: { width: 360, height: 780 },
  desktop: { width: 1280, height: 900 },
} as const;

const RUNS = (['en', 'vi'] as const).flatMap((language) =>
  (['phone', 'desktop'] as const).map((size) => ({ language, size })),
);

const [JACKET, TEA_SET] = REFERENCE.products;

function unique(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** Checks the page as it is: axe clean, and no sideways scroll on a phone. */
async function checkPage(page: Page, size: keyof typeof SIZES): Promise<void> {
  // A page's heading, or the drawer open over it (which hides the page from assistive tech).
  await expect(page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first()).toBeVisible();
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  await expectAccessible(page);
  if (size === 'phone') await expectNoSidewaysScroll(page);
}

async function register(page: Page, w: ReturnType<typeof wordsOf>, email: string, password: string) {
  await page.goto('/register');
  await page.getByLabel(w('shell:auth.fields.name')).fill('Minh Tran');
  await page.getByLabel(w('shell:auth.fields.email')).fill(email);
  await page.getByLabel(w('shell:auth.fields.password'), { exact: true }).fill(password);
  await page.getByLabel(w('shell:auth.fields.passwordConfirm')).fill(password);
  await page.getByRole('button', { name: w('shell:auth.register.submit') }).click();
  await expect(page).toHaveURL('/account/dashboard');
}

async function finance(): Promise<ApiAuth> {
  return apiSignIn({ email: 'e2e-finance@staff.test', password: 'correct-horse-42' }, true);
}

/** Finance approves the customer's newest pending top-up through the API. */
async function approveNewestTopUp(customer: ApiAuth): Promise<void> {
  const staff = await finance();
  const { items } = await api<{ items: { id: string }[] }>(
    staff,
    'GET',
    `/api/collections/recharges/records?filter=${encodeURIComponent(`user = '${customer.record.id}' && status = 'pending'`)}&sort=-created&perPage=1`,
  );
  expect(items).toHaveLength(1);
  await api(staff, 'POST', `/api/admin/recharges/${items[0]!.id}/approve`, {});
}

/** The session the page holds (the customer signed up through the form). */
async function sessionOf(page: Page): Promise<ApiAuth> {
  const raw = await page.evaluate(() => localStorage.getItem('pocketbase_auth'));
  const { token, record } = JSON.parse(raw ?? '{}') as ApiAuth;
  return { token, record };
}

/** Top-up on /account/recharge: amount (unless prefilled), transfer details, proof upload. */
async function topUp(page: Page, w: ReturnType<typeof wordsOf>, size: keyof typeof SIZES, amount?: string) {
  const field = page.getByLabel(w('recharge.form.amount'));
  if (amount) await field.fill(amount);
  await page.getByRole('button', { name: w('recharge.form.submit') }).click();
  const details = page.getByRole('region', { name: w('recharge.transfer.title') });
  await expect(details).toBeVisible();
  await expect(details.getByText(REFERENCE.settings.bank_account_no, { exact: false }).first()).toBeVisible();
  await expect(details.getByRole('img', { name: /VietQR/ })).toBeVisible();
  await page.getByLabel(w('recharge.proof.label')).setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await page.getByRole('button', { name: w('recharge.proof.submit'), exact: true }).click();
  await checkPage(page, size);
}

for (const { language, size } of RUNS) {
  test.describe(`buying (${language}, ${size})`, () => {
    test.use({ locale: language === 'vi' ? 'vi-VN' : 'en-GB', viewport: SIZES[size] });
    const w = wordsOf(language as Language);

    test('a new customer tops up, buys from two shops and a link, sees a purchase live and a refund', async ({
      page,
    }) => {
      test.slow();
      await register(page, w, unique('buyer'), 'a-good-password-1');
      const customer = await sessionOf(page);

      // Top up 3,000,000 VND; finance approves it.
      await page.goto('/account/recharge');
      await checkPage(page, size);
      await topUp(page, w, size, '3000000');
      await approveNewestTopUp(customer);

      // BUYING: search, two products, a manual item, cart, checkout (filled in below).
      const orders = await buy(page, w, size, customer);

      // Staff buys the first order: the order page shows it without a reload.
      await page.goto(`/account/order?id=${orders[0]!.id}`);
      const drawer = page.getByRole('dialog', { name: w('orders.detail.title', { code: orders[0]!.code }) });
      await expect(drawer).toBeVisible();
      await checkPage(page, size);
      const sales = await apiSignIn({ email: 'e2e-sales@staff.test', password: 'correct-horse-42' }, true);
      await api(sales, 'POST', `/api/admin/orders/${orders[0]!.id}/transition`, {
        to: 'purchased',
        sellerOrderNo: 'TB-E2E-1',
      });
      await expect(drawer.getByText(w('ui:status.order.purchased')).first()).toBeVisible();

      // The customer cancels the second order and finds the refund in the ledger.
      await page.goto(`/account/order?id=${orders[1]!.id}`);
      await page.getByRole('button', { name: w('orders.cancel.button') }).click();
      await page.getByRole('button', { name: w('orders.cancel.confirm') }).click();
      await expect(
        page
          .getByRole('dialog', { name: w('orders.detail.title', { code: orders[1]!.code }) })
          .getByText(w('ui:status.order.cancelled'))
          .first(),
      ).toBeVisible();
      await page.goto('/account/transaction');
      await expect(
        page.getByText(w('transaction.kinds.order_refund'), { exact: true }).filter({ visible: true }).first(),
      ).toBeVisible();
      await checkPage(page, size);
    });

    test('a customer short of money follows the shortfall link, tops up and pays', async ({ page }) => {
      test.slow();
      await register(page, w, unique('short'), 'a-good-password-1');
      const customer = await sessionOf(page);
      await openFromSearch(page, w, size, 'tea', TEA_SET.title);
      await addShown(page, w, '1');
      await page.goto('/account/cart');
      await page.getByRole('button', { name: w('cart.checkout.go') }).click();

      // 128 CNY = 448,000 VND + the 22,400 fee (5 %, above the 20,000 minimum): 470,400 short.
      const topUpLink = page
        .getByRole('main')
        .getByRole('link', { name: pattern(w('checkout.short.topUp')) })
        .filter({ hasText: /\d/ })
        .first();
      await expect(topUpLink).toBeVisible();
      await checkPage(page, size);
      await topUpLink.click();
      await expect(page).toHaveURL(/\/account\/recharge\?amount=470400&return=/);
      await expect(page.getByLabel(w('recharge.form.amount'))).toHaveValue(/470[.,]?400/);
      await topUp(page, w, size);
      await approveNewestTopUp(customer);

      // Approved: back to checkout on its own, and the payment goes through.
      await expect(page).toHaveURL(/\/account\/checkout\?items=/, { timeout: 15_000 });
      const pay = page.getByRole('button', { name: pattern(w('checkout.pay.button')) });
      await expect(pay).toBeEnabled();
      await pay.click();
      await expect(page.getByText(pattern(w('checkout.done.title_one', { count: 1 })))).toBeVisible();
    });
  });
}

type Words = ReturnType<typeof wordsOf>;

/** Searches the catalog and opens the product whose title is `title`. */
async function openFromSearch(page: Page, w: Words, size: keyof typeof SIZES, words: string, title: string) {
  await page.goto('/account/search');
  await page.getByLabel(w('catalog.search.words')).fill(words);
  await page.getByRole('button', { name: w('catalog.search.submit') }).click();
  const results = page.getByRole('list', { name: w('catalog.search.results') });
  await expect(results.getByRole('link', { name: title })).toBeVisible();
  await checkPage(page, size);
  await results.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** Adds the product on screen to the cart and waits for the notice. */
async function addShown(page: Page, w: Words, qty: string) {
  await page.getByLabel(w('catalog.product.quantity')).fill(qty);
  await page.getByRole('button', { name: w('catalog.product.add'), exact: true }).click();
  await expect(page.getByText(w('catalog.product.added'))).toBeVisible();
}

/** Two catalog products from two shops and a manual item, checked out: the orders made. */
async function buy(page: Page, w: Words, size: keyof typeof SIZES, customer: ApiAuth) {
  await openFromSearch(page, w, size, 'jacket', JACKET.title);
  await page.getByLabel(w('catalog.product.variant')).selectOption(JACKET.variants[1].sku);
  // The price follows the variant: 279 CNY, about 976,500 VND at 3,500.
  await expect(page.getByText(/976[.,]500/)).toBeVisible();
  await checkPage(page, size);
  await addShown(page, w, '2');

  await openFromSearch(page, w, size, 'tea set', TEA_SET.title);
  await addShown(page, w, '1');

  await page.goto('/account/order-manual');
  await page.getByLabel(w('orderManual.row.link')).fill('https://item.taobao.com/item.htm?id=991234567');
  await page.getByLabel(w('orderManual.row.title')).fill('Bamboo steamer');
  await page.getByLabel(w('orderManual.row.qty')).fill('1');
  await page.getByLabel(w('orderManual.row.price', { currency: 'CNY' })).fill('45.5');
  await checkPage(page, size);
  await page.getByRole('button', { name: w('orderManual.submit') }).click();
  await expect(page).toHaveURL(/\/account\/cart/);

  // Everything starts selected: the estimate is the server's, then checkout.
  await expect(page.getByRole('button', { name: w('cart.checkout.go') })).toBeEnabled();
  await checkPage(page, size);
  await page.getByRole('button', { name: w('cart.checkout.go') }).click();
  await expect(page).toHaveURL(/\/account\/checkout\?items=/);
  const pay = page.getByRole('button', { name: pattern(w('checkout.pay.button')) });
  await expect(pay).toBeEnabled();
  await checkPage(page, size);
  await pay.dblclick();
  await expect(page.getByText(pattern(w('checkout.done.title_other'))).first()).toBeVisible();

  // Two catalog shops and the manual item's (its link's host): one order per shop, paid once.
  const { items } = await api<{ items: { id: string; code: string; shop: string }[] }>(
    customer,
    'GET',
    '/api/collections/orders/records?sort=created&perPage=10',
  );
  expect(items.map((order) => order.shop).sort()).toEqual([JACKET.shop, TEA_SET.shop, 'item.taobao.com'].sort());
  const { items: payments } = await api<{ items: unknown[] }>(
    customer,
    'GET',
    `/api/collections/wallet_transactions/records?filter=${encodeURIComponent("kind = 'order_payment'")}`,
  );
  expect(payments).toHaveLength(3);
  return items;
}
