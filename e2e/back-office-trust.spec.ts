import { expect as baseExpect, test, type Browser, type Locator, type Page } from '@playwright/test';
import {
  customerWithAddress,
  fundedCustomer,
  paidShipment,
  pendingTopUp,
  placeOrder,
  PNG,
  scanIn,
  staff,
  unique,
} from './support/back-office';
import { e2e } from './support/env';
import { api, expectAccessible, signInAs, type ApiAuth } from './support/session';

// A remote page's first load on a busy machine takes longer than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

// Issue 30, the back office: every protected picture opens for the staff who need it (a top-up's
// proof for finance, a complaint photo and a chat picture for sales), a top-up without a proof is
// listed for review, refund and complaint rows open from their code (axe), packing ticks are the
// same on two pages at once, and the delivery page shows weights without float noise, names its
// checkboxes by code and fits a 1024 px tablet.

/** The picture decodes in the page, and its address answers 200 with an image. */
async function expectPictureOpens(page: Page, image: Locator): Promise<void> {
  await expect(image).toBeVisible();
  const width = await image.evaluate(async (element: HTMLImageElement) => {
    await element.decode();
    return element.naturalWidth;
  });
  expect(width).toBeGreaterThan(0);
  const src = await image.getAttribute('src');
  const response = await page.request.get(new URL(src ?? '', page.url()).toString());
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\//);
}

/** A multipart create as the customer (a complaint with a photo, a message with a picture). */
async function createWithPicture(
  customer: ApiAuth,
  collection: string,
  fields: Record<string, string>,
  fileField: string,
): Promise<{ id: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(fileField, new Blob([PNG], { type: 'image/png' }), 'picture.png');
  const response = await fetch(`${e2e.pocketbaseUrl}/api/collections/${collection}/records`, {
    method: 'POST',
    headers: { Authorization: customer.token },
    body: form,
  });
  if (!response.ok) throw new Error(`${collection}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string };
}

/** The customer's parcel, declared and received at the bench. */
async function receivedParcel(customer: ApiAuth, weightKg: string): Promise<{ id: string; code: string }> {
  const code = unique('BT');
  await api(customer, 'POST', '/api/collections/parcels/records', { user: customer.record.id, tracking_code: code });
  const { id } = await scanIn(code, { weightKg, size: ['10', '10', '10'], shelf: 'B-03' });
  return { id, code };
}

async function staffPage(browser: Browser, who: 'finance' | 'sales' | 'warehouse', path: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1024, height: 768 } })).newPage();
  await signInAs(page, who);
  await page.goto(path);
  return page;
}

test.describe('back-office trust', () => {
  test.use({ viewport: { width: 1024, height: 768 } });
  // Several pages and people per journey, their data set up through the API first.
  test.beforeEach(() => test.slow());

  test('finance opens a top-up’s proof, and reviews a top-up whose proof never came', async ({ page }) => {
    const customer = await fundedCustomer('Hoa Proof', 0);
    const withProof = await pendingTopUp(customer.auth, 500_000);
    const withoutProof = await api<{ reference: string }>(customer.auth, 'POST', '/api/collections/recharges/records', {
      user: customer.auth.record.id,
      amount: 700_000,
    });
    // The queue is oldest first, 30 a page: these two are the newest, on its last page.
    const pending = await api<{ totalItems: number }>(
      await staff('finance'),
      'GET',
      `/api/collections/recharges/records?perPage=1&filter=${encodeURIComponent("status = 'pending'")}`,
    );
    const lastPage = Math.max(1, Math.ceil(pending.totalItems / 30));
    await signInAs(page, 'finance');
    await page.goto(`/admin/wallets${lastPage > 1 ? `?page=${lastPage}` : ''}`);
    const bare = page.getByRole('row').filter({ hasText: withoutProof.reference });
    await expect(bare.getByText('No proof yet')).toBeVisible();
    await expect(bare.getByRole('button', { name: `Approve ${withoutProof.reference}` })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: `Proof of ${withProof.reference}` }).click();
    const viewer = page.getByRole('dialog', { name: `Transfer proof of ${withProof.reference}` });
    await expectPictureOpens(page, viewer.getByRole('img', { name: `Transfer proof of ${withProof.reference}` }));
    await expectAccessible(page);
  });

  test('sales opens a complaint’s photo and a chat picture; refund and complaint rows open from their code', async ({
    page,
  }) => {
    const customer = await fundedCustomer('Lan Photo', 2_000_000);
    const order = await placeOrder(customer.auth, 'Ceramic bowl', 5_000);
    await createWithPicture(
      customer.auth,
      'complaints',
      { user: customer.auth.record.id, order: order.id, type: 'damaged', description: 'Broken in the box.' },
      'photos',
    );
    const conversation = await api<{ id: string }>(customer.auth, 'POST', '/api/collections/conversations/records', {
      user: customer.auth.record.id,
    });
    await createWithPicture(
      customer.auth,
      'messages',
      { conversation: conversation.id, author_user: customer.auth.record.id, body: 'See the label' },
      'attachments',
    );
    await api(customer.auth, 'POST', '/api/collections/refunds/records', {
      user: customer.auth.record.id,
      order: order.id,
      amount: 10_000,
      reason: 'A chip on the rim',
    });

    await signInAs(page, 'sales');
    await page.goto(`/admin/complain?customer=${customer.code}`);
    const open = page.getByRole('button', { name: order.code });
    await expect(open).toBeVisible();
    await expectAccessible(page);
    await open.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: new RegExp(customer.code) });
    await expectPictureOpens(page, drawer.getByRole('button', { name: /Photo 1/ }).locator('img'));

    await page.goto(`/admin/conversation?id=${conversation.id}`);
    await expectPictureOpens(page, page.getByRole('img', { name: 'Picture 1' }));

    await page.goto(`/admin/refund?code=${order.code}`);
    const refund = page.getByRole('button', { name: order.code });
    await expect(refund).toBeVisible();
    await expectAccessible(page);
    await refund.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Refund request' })).toBeVisible();
  });

  test('two pages at the bench show the same picks, live; the delivery page fits a tablet', async ({ browser }) => {
    const customer = await customerWithAddress('Tuan Picks', 5_000_000);
    const first = await receivedParcel(customer.auth, '1.2');
    const second = await receivedParcel(customer.auth, '1.7');
    const shipment = await paidShipment(customer, [first.id, second.id]);

    const bench = await staffPage(browser, 'warehouse', `/admin/wh/fulfill?id=${shipment.id}`);
    const tablet = await staffPage(browser, 'warehouse', `/admin/wh/fulfill?id=${shipment.id}`);
    await expect(bench.getByText('Pick list by shelf: 0 of 2 picked')).toBeVisible();
    await expect(tablet.getByText('Pick list by shelf: 0 of 2 picked')).toBeVisible();

    await expect(bench.locator('#scan-field')).toBeFocused();
    await bench.keyboard.type(first.code);
    await bench.keyboard.press('Enter');
    await expect(tablet.getByText('Pick list by shelf: 1 of 2 picked')).toBeVisible();
    await tablet.reload();
    await expect(tablet.getByText('Pick list by shelf: 1 of 2 picked')).toBeVisible();

    await expect(tablet.locator('#scan-field')).toBeFocused();
    await tablet.keyboard.type(second.code);
    await tablet.keyboard.press('Enter');
    await expect(bench.getByText('Pick list by shelf: 2 of 2 picked')).toBeVisible();
    await expect(bench.getByRole('form', { name: 'The packed box' })).toBeVisible();

    // A weight as floats add up (0.1 + 0.2), stored as it came.
    await api(await staff('warehouse'), 'POST', `/api/admin/fulfillments/${shipment.id}/transition`, {
      to: 'packed',
      weightKg: 0.1 + 0.2,
    });
    await bench.goto('/admin/wh/delivery');
    const row = bench.getByRole('row').filter({ hasText: shipment.code });
    await expect(row.getByText('0.3 kg')).toBeVisible();
    await row.getByRole('checkbox', { name: `Select ${shipment.code}` }).check();
    await bench.getByRole('button', { name: 'Hand over (1)' }).click();
    await expect(bench.getByRole('dialog', { name: 'Hand 1 shipment to a carrier' })).toBeVisible();
    await bench.keyboard.press('Escape');

    await api(await staff('warehouse'), 'POST', `/api/admin/fulfillments/${shipment.id}/transition`, {
      to: 'shipped',
      carrier: 'Viettel Post International Express',
      trackingNo: unique('VTP-LONG-TRACKING-'),
    });
    await bench.goto('/admin/wh/delivery?tab=shipped');
    await expect(bench.getByRole('row').filter({ hasText: shipment.code })).toBeVisible();
    const overflow = await bench.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const region = bench.getByRole('region', { name: 'Shipments on the way' });
    const hidden = await region.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(hidden).toBeLessThanOrEqual(0);
    await expectAccessible(bench);
  });
});
