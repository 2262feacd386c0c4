import { expect, test, type Page } from '@playwright/test';
import { customerWithAddress, PNG, scanIn, staff } from './support/back-office';
import { subscribed } from './support/live';
import { api, expectAccessible, expectNoSidewaysScroll, signInAs } from './support/session';
import { pattern, wordsOf, type Language } from './support/words';

// Issue 9's journey through nginx, the built apps and the real backend: a customer declares a
// parcel, sees the warehouse receive it live with its photo and weights, ships it comparing two
// lines, pays, follows it to delivered, and talks to support live both ways. In English and
// Vietnamese, on a 360 px phone and on a desktop; axe checks every page on the way.

const SIZES = { phone: { width: 360, height: 780 }, desktop: { width: 1280, height: 900 } } as const;
const RUNS = (['en', 'vi'] as const).flatMap((language) =>
  (['phone', 'desktop'] as const).map((size) => ({ language, size })),
);

async function checkPage(page: Page, size: keyof typeof SIZES): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first()).toBeVisible();
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  await expectAccessible(page);
  if (size === 'phone') await expectNoSidewaysScroll(page);
}

for (const { language, size } of RUNS) {
  test.describe(`shipping (${language}, ${size})`, () => {
    test.use({ locale: language === 'vi' ? 'vi-VN' : 'en-GB', viewport: SIZES[size] });
    const w = wordsOf(language as Language);

    test('a customer declares a parcel, sees it arrive, ships it comparing lines, and talks to support', async ({
      page,
    }) => {
      test.slow();
      const { auth: customer } = await customerWithAddress('Hoa Pham', 5_000_000);
      await signInAs(page, customer);
      const code = `E2E${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`;

      // Declare it.
      await page.goto('/account/parcel/add');
      await checkPage(page, size);
      const one = page.getByRole('form', { name: w('parcelAdd.one.form') });
      await one.getByLabel(w('parcelAdd.one.code')).fill(code);
      await one.getByLabel(w('parcelAdd.one.contents')).fill('Winter boots');
      await one.getByRole('button', { name: w('parcelAdd.one.submit') }).click();
      await expect(page.getByText(w('parcelAdd.results.declared'), { exact: true }).first()).toBeVisible();

      // The warehouse receives it: the list shows it received, live, with its weights and photo.
      await page.goto('/account/parcel');
      await expect(page.getByRole('link', { name: code }).filter({ visible: true }).first()).toBeVisible();
      const parcel = await scanIn(code, { photo: true });
      const select = page.getByRole('checkbox', { name: w('parcels.select', { code }) });
      await expect(select).toBeVisible({ timeout: 15_000 });
      await checkPage(page, size);
      await select.check();
      await page.getByRole('link', { name: w('parcels.ship.go_one', { count: 1 }) }).click();

      // Two lines serve the address: both are quoted, the customer picks sea freight.
      await expect(page).toHaveURL(new RegExp(`/account/fulfillment/create\\?.*${parcel.id}`));
      const sea = page.getByRole('radio', { name: 'Sea freight' });
      const air = page.getByRole('radio', { name: 'Air express' });
      await expect(sea).toBeEnabled({ timeout: 15_000 });
      await expect(air).toBeEnabled();
      await checkPage(page, size);
      await sea.click();
      await expect(sea).toBeChecked();
      await page.getByRole('button', { name: w('fulfillmentCreate.submit.button') }).click();

      await expect(page).toHaveURL(/\/account\/fulfillment\/checkout\?id=/);
      const fulfillmentId = new URL(page.url()).searchParams.get('id')!;
      const pay = page.getByRole('button', { name: pattern(w('fulfillmentCheckout.pay.button')) });
      await expect(pay).toBeEnabled();
      await checkPage(page, size);
      await pay.dblclick();
      await expect(page.getByText(pattern(w('fulfillmentCheckout.state.paid'))).first()).toBeVisible();

      // The warehouse packs and ships it, the carrier delivers it: the detail follows live.
      let live = subscribed(page, 'customer');
      await page.goto(`/account/fulfillment?id=${fulfillmentId}`);
      const drawer = page.getByRole('dialog');
      await expect(drawer.getByText(w('ui:status.fulfillment.paid')).first()).toBeVisible();
      // The page watches the customer's channel before the warehouse moves the shipment.
      await live;
      const warehouse = await staff('warehouse');
      for (const body of [
        { to: 'packing' },
        { to: 'packed', weightKg: 1.3 },
        { to: 'shipped', carrier: 'VNPost', trackingNo: 'VN123456789' },
        { to: 'delivered' },
      ]) {
        await api(warehouse, 'POST', `/api/admin/fulfillments/${fulfillmentId}/transition`, body);
      }
      await expect(drawer.getByText(w('ui:status.fulfillment.delivered')).first()).toBeVisible();
      await expect(drawer.getByText('VN123456789').first()).toBeVisible();
      await checkPage(page, size);

      // A complaint with a photo on the delivered parcel; sales replies and the reply arrives live.
      live = subscribed(page, 'customer');
      await page.goto(`/account/complain/create?parcel=${parcel.id}`);
      await expect(page.getByLabel(w('complaints.form.about'))).toHaveValue(`parcel:${parcel.id}`);
      await page.getByLabel(w('complaints.form.type')).selectOption('damaged');
      await page.getByLabel(w('complaints.form.description')).fill('One boot sole is torn.');
      await page.getByLabel(w('complaints.form.photos', { max: 5 })).setInputFiles({
        name: 'sole.png',
        mimeType: 'image/png',
        buffer: PNG,
      });
      await checkPage(page, size);
      await page.getByRole('button', { name: w('complaints.form.submit') }).click();
      await expect(page).toHaveURL(/\/account\/complain\/[a-z0-9]{15}$/);
      const complaintId = new URL(page.url()).pathname.split('/').pop()!;
      await expect(page.getByText('One boot sole is torn.')).toBeVisible();
      // Its photo is a protected file: shown through a file token.
      const photo = page
        .getByRole('button', { name: new RegExp(w('complaints.thread.photo', { index: 1 })) })
        .locator('img')
        .first();
      await expect(photo).toBeVisible();
      expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await checkPage(page, size);
      await live;
      const salesStaff = await staff('sales');
      await api(salesStaff, 'POST', '/api/collections/complaint_messages/records', {
        complaint: complaintId,
        author_staff: salesStaff.record.id,
        body: 'Sorry! We are sending a new pair.',
      });
      await expect(page.getByText('Sorry! We are sending a new pair.')).toBeVisible();

      // Support chat, both ways.
      await page.goto('/account/conversation');
      await checkPage(page, size);
      await page.getByLabel(w('support.composer.label')).fill('Where is my parcel?');
      await page.getByRole('button', { name: w('support.composer.send'), exact: true }).click();
      const thread = page.getByRole('region', { name: w('support.thread.label') });
      await expect(thread.getByText('Where is my parcel?')).toBeVisible();
      const sales = await staff('sales');
      const { items } = await api<{ items: { id: string }[] }>(
        sales,
        'GET',
        `/api/collections/conversations/records?filter=${encodeURIComponent(`user = '${customer.record.id}'`)}`,
      );
      expect(items).toHaveLength(1);
      await api(sales, 'POST', '/api/collections/messages/records', {
        conversation: items[0]!.id,
        author_staff: sales.record.id,
        body: 'It was delivered this morning.',
      });
      await expect(thread.getByText('It was delivered this morning.')).toBeVisible();
      const seen = await api<{ items: { body: string }[] }>(
        sales,
        'GET',
        `/api/collections/messages/records?filter=${encodeURIComponent(`conversation = '${items[0]!.id}'`)}&sort=created`,
      );
      expect(seen.items.map((m) => m.body)).toEqual(['Where is my parcel?', 'It was delivered this morning.']);

      // Every step told the customer: the notifications page lists them.
      await page.goto('/account/notify');
      await expect(page.getByRole('list', { name: w('notifications.list.label') })).toBeVisible();
      await checkPage(page, size);
    });
  });
}
