import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { complain, fundedCustomer, placeOrder, purchase, staff, unique, writeToSupport } from './support/back-office';
import { api, expectAccessible, signInAs, type ApiAuth } from './support/session';
import { pattern, wordsOf, type Language } from './support/words';

// Issue 10's journey through nginx, the built apps and the real backend, at a desk: sales buys one
// order for less (the refund lands in the ledger) and one for more (the customer sees the
// supplement live), meets a move the state machine refuses and a bulk move where an order changed
// meanwhile, saves sellers' tracking codes one by one and pasted in bulk (each becomes an expected
// parcel; a code used by another order is refused), answers and resolves a complaint with a
// refund, answers support live, and looks at the catalog, customers and carts. axe on every page.

// On a busy machine a page load, a server round trip or a live update can take longer than the
// suite's 10 s: each assertion of this journey waits for the state it needs however long that
// takes, and the test's timeout catches a hang.
const expect = baseExpect.configure({ timeout: 0 });

const vnd = (amount: number, language: Language) =>
  new Intl.NumberFormat(language === 'vi' ? 'vi-VN' : 'en-US', { style: 'currency', currency: 'VND' }).format(amount);

async function ready(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first()).toBeVisible();
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  await expectAccessible(page);
}

/**
 * Opens a page of the app and waits until the app has rendered it (the shell marks the document
 * `data-ready`), however long a busy machine takes to load it: what follows waits only for what
 * the page does.
 */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 0 });
}

/**
 * Opens a page that shows changes live, and waits until it has subscribed to `topic` on the server
 * (PocketBase's realtime POST): a change made before that would not reach it.
 */
async function openLive(page: Page, path: string, topic: string): Promise<void> {
  const subscribed = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/realtime') &&
      response.request().method() === 'POST' &&
      response.ok() &&
      ((JSON.parse(response.request().postData() ?? '{}') as { subscriptions?: string[] }).subscriptions ?? []).some(
        (subscription) => subscription.split('?')[0] === topic,
      ),
    { timeout: 0 },
  );
  await open(page, path);
  await subscribed;
}

async function customerPage(browser: Browser, customer: ApiAuth, path: string, language: Language): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, customer);
  await openLive(page, path, 'customer');
  if (language === 'vi') await page.getByLabel('Language').selectOption('vi');
  return page;
}

for (const language of ['en', 'vi'] as const) {
  test.describe(`sales in ${language}`, () => {
    test.use({ viewport: { width: 1280, height: 900 } });
    const w = wordsOf(language);

    test('buys, ships, answers a complaint and support, and finds customers', async ({ page, browser }) => {
      // Fourteen pages in two browsers, axe on each: about a minute on a quiet machine, 15 minutes at
      // load 30 on two cores. Nothing below waits on time, so this only catches a hang.
      test.setTimeout(20 * 60_000);
      const { auth: customer, code: customerCode } = await fundedCustomer('Bao Tran', 3_000_000);
      const cheaper = await placeOrder(customer, 'Wool scarf', 10_000);
      const dearer = await placeOrder(customer, 'Leather boots', 10_000);
      const bulkA = await placeOrder(customer, 'Mug A', 5_000);
      const bulkB = await placeOrder(customer, 'Mug B', 5_000);
      const toShip = await placeOrder(customer, 'Phone case', 5_000);
      const second = await placeOrder(customer, 'Charger', 5_000);
      await purchase(toShip.id);
      await purchase(second.id);

      // The customer watches the dearer order in another browser.
      const watcher = await customerPage(browser, customer, `/account/order?id=${dearer.id}`, language);

      await signInAs(page, 'sales');
      await open(page, '/admin');
      if (language === 'vi') {
        await page.getByLabel('Language').selectOption('vi');
        await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
      }

      // Bought for less: the page says the refund before sending; the ledger has it after.
      await open(page, `/admin/orders?id=${cheaper.id}`);
      const drawer = page.getByRole('dialog', { name: w('orders:orderDesk.detail.title', { code: cheaper.code }) });
      await expect(drawer).toBeVisible();
      await ready(page);
      const priceLabel = (title: string) =>
        w('orders:orderDesk.purchase.unitPrice', { title, qty: 1, currency: 'CNY' });
      await drawer.getByLabel(priceLabel('Wool scarf')).fill('0');
      await drawer.getByLabel(w('orders:orderDesk.purchase.sellerOrderNo')).fill(unique('TB'));
      await drawer.getByRole('button', { name: w('orders:orderDesk.purchase.submit') }).click();
      await expect(drawer.getByText(w('orders:orderDesk.purchase.pricePositive'))).toBeVisible();
      await drawer.getByLabel(priceLabel('Wool scarf')).fill('90');
      await expect(
        drawer.getByText(w('orders:orderDesk.purchase.refund', { amount: vnd(35_000, language) })),
      ).toBeVisible();
      await expectAccessible(page);
      await drawer.getByRole('button', { name: w('orders:orderDesk.purchase.submit') }).click();
      await expect(drawer.getByRole('textbox', { name: w('orders:orderDesk.tracking.codes') })).toBeVisible();
      const ledger = await api<{ items: { kind: string; amount: number }[] }>(
        customer,
        'GET',
        `/api/collections/wallet_transactions/records?filter=${encodeURIComponent(`user = '${customer.record.id}' && kind = 'order_refund'`)}`,
      );
      expect(ledger.items.map((line) => line.amount)).toEqual([35_000]);

      // Bought for more: the customer's page shows the supplement request without a reload.
      await open(page, `/admin/orders?id=${dearer.id}`);
      const dearDrawer = page.getByRole('dialog', { name: w('orders:orderDesk.detail.title', { code: dearer.code }) });
      await dearDrawer.getByLabel(priceLabel('Leather boots')).fill('120');
      await dearDrawer.getByLabel(w('orders:orderDesk.purchase.sellerOrderNo')).fill(unique('TB'));
      await expect(
        dearDrawer.getByText(w('orders:orderDesk.purchase.supplement', { amount: vnd(71_000, language) })),
      ).toBeVisible();
      await dearDrawer.getByRole('button', { name: w('orders:orderDesk.purchase.submit') }).click();
      await expect(dearDrawer.getByText(w('orders:orderDesk.detail.waitingSupplement'))).toBeVisible();
      await expect(watcher.getByText(w('ui:status.order.awaiting_supplement')).first()).toBeVisible();

      // A bulk cancel where one order changed meanwhile: that one is refused, the other goes through.
      await open(page, `/admin/orders?status=placed&customer=${customerCode}`);
      await ready(page);
      await page
        .getByRole('row', { name: new RegExp(bulkA.code) })
        .getByRole('checkbox')
        .check();
      await page
        .getByRole('row', { name: new RegExp(bulkB.code) })
        .getByRole('checkbox')
        .check();
      await page.getByRole('button', { name: w('orders:orderDesk.bulk.to.cancelled_other', { count: 2 }) }).click();
      const bulk = page.getByRole('dialog', { name: w('orders:orderDesk.bulk.to.cancelled_other', { count: 2 }) });
      // Meanwhile another member buys one of them.
      await purchase(bulkB.id);
      await bulk.getByLabel(w('orders:orderDesk.cancel.reason')).fill('The seller closed the shop.');
      const moved = Promise.all(
        [bulkA, bulkB].map((order) =>
          page.waitForResponse((response) => response.url().endsWith(`/api/admin/orders/${order.id}/transition`), {
            timeout: 0,
          }),
        ),
      );
      await bulk.getByRole('button', { name: w('orders:orderDesk.bulk.run') }).click();
      await moved;
      await expect(bulk.getByText(w('orders:orderDesk.bulk.summary', { ok: 1, count: 2 }))).toBeVisible();
      await expect(bulk.getByRole('list', { name: w('orders:orderDesk.bulk.results') })).toContainText(bulkB.code);
      await expectAccessible(page);
      await bulk.getByRole('button', { name: w('orders:orderDesk.bulk.close') }).click();

      // Tracking codes: one typed into its row (a code of another order is refused), then pasted in bulk.
      const firstCode = unique('YT');
      await api(await staff('sales'), 'POST', `/api/admin/orders/${cheaper.id}/transition`, {
        to: 'seller_shipped',
        trackingCodes: [firstCode],
      });
      await open(page, '/admin/orders/shipping-code');
      await ready(page);
      const row = page.getByLabel(w('orders:trackingEntry.scan.codeFor', { code: toShip.code }));
      await row.fill(firstCode.toLowerCase());
      await row.press('Enter');
      await expect(page.getByRole('alert').filter({ hasText: firstCode })).toBeVisible();
      await page.getByRole('tab', { name: w('orders:trackingEntry.modes.paste') }).click();
      const codeA = unique('SF');
      const codeB = unique('SF');
      await page
        .getByLabel(w('orders:trackingEntry.paste.label'))
        .fill(
          `${toShip.code} ${codeA}\n${second.code}\t${codeB}\nO0000-999999 ${unique('X')}\n${toShip.code} ${codeA}`,
        );
      await page.getByRole('button', { name: w('orders:trackingEntry.paste.preview') }).click();
      const preview = page.getByRole('table', { name: w('orders:trackingEntry.paste.caption') });
      await expect(preview).toContainText(w('orders:trackingEntry.paste.states.unknownOrder'));
      await expect(preview).toContainText(w('orders:trackingEntry.paste.states.duplicate'));
      await expectAccessible(page);
      await page.getByRole('button', { name: w('orders:trackingEntry.paste.apply_other', { count: 2 }) }).click();
      await expect(page.getByText(w('orders:trackingEntry.paste.summary_other', { ok: 2, count: 2 }))).toBeVisible();
      const parcels = await api<{ items: { tracking_code: string; status: string }[] }>(
        customer,
        'GET',
        `/api/collections/parcels/records?filter=${encodeURIComponent(`user = '${customer.record.id}'`)}`,
      );
      expect(parcels.items.filter((p) => [codeA, codeB].includes(p.tracking_code)).map((p) => p.status)).toEqual([
        'expected',
        'expected',
      ]);

      // A move the state machine refuses is shown as the server says it: not all parcels are in.
      await open(page, `/admin/orders?id=${cheaper.id}`);
      const shipped = page.getByRole('dialog', { name: w('orders:orderDesk.detail.title', { code: cheaper.code }) });
      await shipped.getByRole('button', { name: w('orders:orderDesk.detail.toWarehouse') }).click();
      await expect(shipped.getByRole('alert').filter({ hasText: /from seller_shipped to at_warehouse/ })).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');

      // A complaint: taken, answered, resolved with a refund that finance then sees.
      await complain(customer, cheaper.id, 'One scarf arrived torn.');
      await open(page, '/admin/complain');
      await ready(page);
      await page
        .getByRole('row', { name: new RegExp(customerCode) })
        .first()
        .click();
      const complaint = page.getByRole('dialog', {
        name: w('orders:complaintDesk.detail.title', { code: customerCode }),
      });
      await complaint.getByRole('button', { name: w('orders:complaintDesk.take') }).click();
      await expect(complaint.getByText('Sam Sales')).toBeVisible();
      await complaint.getByLabel(w('orders:thread.reply')).fill('We are checking with the seller.');
      await complaint.getByLabel(w('orders:thread.reply')).press('Enter');
      await expect(complaint.getByRole('list', { name: w('orders:complaintDesk.detail.thread') })).toContainText(
        'We are checking with the seller.',
      );
      await complaint.getByLabel(w('orders:complaintDesk.decide.resolution')).fill('We refund the torn scarf.');
      await complaint.getByLabel(w('orders:complaintDesk.decide.refund')).fill('20000');
      await expectAccessible(page);
      await complaint.getByRole('button', { name: w('orders:complaintDesk.decide.resolve') }).click();
      await expect(complaint.getByText('We refund the torn scarf.')).toBeVisible();
      await page.keyboard.press('Escape');
      await open(page, `/admin/refund?customer=${customerCode}`);
      await ready(page);
      await page
        .getByRole('row', { name: new RegExp(customerCode) })
        .first()
        .click();
      const refund = page.getByRole('dialog', { name: w('orders:refundReview.detail.title') });
      await expect(refund.getByText(w('orders:refundReview.financeOnly'))).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');

      // Support: the customer's message is answered, and the answer appears on their page live.
      await writeToSupport(customer, 'When will my boots ship?');
      await openLive(watcher, '/account/conversation', 'customer');
      await open(page, '/admin/conversation');
      await page
        .getByRole('button', { name: new RegExp(customerCode) })
        .first()
        .click();
      await expect(page.getByText('When will my boots ship?')).toBeVisible();
      await ready(page);
      await page.getByLabel(w('orders:thread.reply')).fill('They ship tomorrow.');
      await page.getByRole('button', { name: w('orders:thread.send') }).click();
      await expect(watcher.getByText('They ship tomorrow.')).toBeVisible();

      // The customer, their orders, the carts, the catalog.
      await open(page, `/admin/customer?q=${customerCode}`);
      await ready(page);
      await page.getByRole('row', { name: new RegExp(customerCode) }).click();
      const profile = page.getByRole('dialog', {
        name: pattern(w('orders:customerDesk.detail.title', { code: customerCode })),
      });
      await profile.getByRole('tab', { name: w('orders:customerDesk.tabs.orders') }).click();
      await expect(profile.getByRole('link', { name: cheaper.code })).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await api(customer, 'POST', '/api/collections/cart_items/records', {
        user: customer.record.id,
        link: 'https://item.taobao.com/item.htm?id=77',
        title: 'Travel pillow',
        shop: 'E2E Shop',
        qty: 2,
        unit_price_src: 3_000,
      });
      await open(page, `/admin/customer-cart?q=${customerCode}`);
      await ready(page);
      // 2 × 30 CNY at 3,500.
      await expect(page.getByRole('cell', { name: /210[.,]000/ })).toBeVisible();
      await open(page, '/admin/product');
      await ready(page);
      await page.getByRole('button', { name: w('orders:catalogAdmin.product.add') }).click();
      const editor = page.getByRole('dialog', { name: w('orders:catalogAdmin.product.newTitle') });
      await editor.getByRole('button', { name: w('orders:catalogAdmin.product.save') }).click();
      await expect(editor.getByText(w('orders:catalogAdmin.product.errors.title'))).toBeVisible();
      await expectAccessible(page);
      await watcher.context().close();
    });
  });
}
