import { expect, test, type Page } from '@playwright/test';
import { customerWithAddress, scanIn, unique } from './support/back-office';
import { api, expectAccessible, signInAs, type ApiAuth } from './support/session';
import { wordsOf } from './support/words';

// Issue 30's customer-side defects, through nginx, the built apps and the real backend: the cart
// chooses what it holds now (not an older copy on the device), a complaint can be about a
// shipment, the shipment form has no contrast violation, the phone header is one row and the
// parcel tabs fit a desktop. Data is set up through the API.

const w = wordsOf('en');

/** A parcel the customer declared, scanned in by the warehouse. */
async function receivedParcel(customer: ApiAuth): Promise<{ id: string; code: string }> {
  const code = unique('E2ET');
  await api(customer, 'POST', '/api/collections/parcels/records', {
    user: customer.record.id,
    tracking_code: code,
    description: 'Rain boots',
  });
  const { id } = await scanIn(code, { shelf: 'A-03', photo: true });
  return { id, code };
}

async function manualItem(customer: ApiAuth, title: string): Promise<{ id: string }> {
  return api(customer, 'POST', '/api/collections/cart_items/records', {
    user: customer.record.id,
    link: 'https://item.taobao.com/item.htm?id=5550001',
    title,
    shop: 'Trust Shop',
    qty: 2,
    unit_price_src: 4550,
  });
}

/** Opens a page and waits until it shows its title (the first page of a run compiles the apps). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 120_000 });
}

/** Every quote the page asks for, with its status. */
function watchQuotes(page: Page): number[] {
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/shop/checkout/quote') statuses.push(response.status());
  });
  return statuses;
}

test.describe('the cart', () => {
  test('chooses a manual order added after an earlier checkout and a product added after a visit', async ({ page }) => {
    test.setTimeout(300_000);
    const { auth } = await customerWithAddress('Lan Vu', 5_000_000);
    await signInAs(page, auth);
    const quotes = watchQuotes(page);
    const first = await manualItem(auth, 'Paper lantern');

    // The cart as this device last saw it holds the lantern, which is then bought.
    await open(page, '/account/cart');
    await expect(page.getByRole('checkbox', { name: w('cart.select.item', { title: 'Paper lantern' }) })).toBeChecked();
    await expect(page.getByRole('heading', { name: w('cart.estimate.title_one', { count: 1 }) })).toBeVisible();
    await api(auth, 'POST', '/api/shop/checkout', { cartItems: [first.id] });

    // A manual order: the cart opens with it chosen and priced, and never asks about the lantern.
    // The page's action (the cart may already be empty, which offers the same link again).
    await page
      .getByRole('link', { name: w('cart.actions.manual') })
      .first()
      .click();
    await page.getByLabel(w('orderManual.row.link')).fill('https://item.taobao.com/item.htm?id=991234567');
    await page.getByLabel(w('orderManual.row.title')).fill('Bamboo steamer');
    await page.getByLabel(w('orderManual.row.qty')).fill('2');
    await page.getByLabel(w('orderManual.row.price', { currency: 'CNY' })).fill('45.5');
    await page.getByRole('button', { name: w('orderManual.submit') }).click();
    await expect(page).toHaveURL(/\/account\/cart/);
    await expect(
      page.getByRole('checkbox', { name: w('cart.select.item', { title: 'Bamboo steamer' }) }),
    ).toBeChecked();
    await expect(page.getByRole('heading', { name: w('cart.estimate.title_one', { count: 1 }) })).toBeVisible();
    const total = page.getByText(w('cart.quote.total'), { exact: true }).locator('xpath=following-sibling::dd[1]');
    await expect(total).toHaveText(/[1-9]/);
    await expect(page.getByRole('button', { name: w('cart.checkout.go') })).toBeEnabled();

    // A product added elsewhere after this visit: chosen when the cart opens again.
    await manualItem(auth, 'Tea cups');
    await open(page, '/account/cart');
    await expect(page.getByRole('checkbox', { name: w('cart.select.item', { title: 'Tea cups' }) })).toBeChecked();
    await expect(page.getByRole('heading', { name: w('cart.estimate.title_other', { count: 2 }) })).toBeVisible();
    await expect(total).toHaveText(/[1-9]/);
    expect(quotes.length).toBeGreaterThan(0);
    expect(quotes.filter((status) => status !== 200)).toEqual([]);
  });
});

test.describe('a shipment', () => {
  test('its create page passes axe in every state, and a complaint can be about it', async ({ page }) => {
    // Four pages, each waiting for live quotes: on a busy machine this takes minutes.
    test.setTimeout(300_000);
    const { auth, address } = await customerWithAddress('Lan Vu', 5_000_000);
    const shipped = await receivedParcel(auth);
    const waiting = await receivedParcel(auth);
    await signInAs(page, auth);
    const settled = async () => {
      await expect(page.getByRole('radio', { name: 'Sea freight' })).toBeEnabled({ timeout: 15_000 });
      await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
    };

    await open(page, `/account/fulfillment/create?parcels=${waiting.id}`);
    await settled();
    await expectAccessible(page);
    await page.getByRole('radio', { name: 'Sea freight' }).click();
    const insure = page.getByLabel(w('fulfillmentCreate.insurance.label'));
    await insure.click();
    await expect(insure).toBeChecked();
    await settled();
    await expectAccessible(page);

    // A paid shipment of the other parcel (through the API): that parcel is shown as held.
    const { items: lines } = await api<{ items: { id: string }[] }>(
      auth,
      'GET',
      `/api/collections/shipping_lines/records?filter=${encodeURIComponent("name = 'Sea freight' && zone = 'north'")}`,
    );
    const draft = await api<{ id: string; code: string }>(auth, 'POST', '/api/shop/fulfillments', {
      parcels: [shipped.id],
      address,
      line: lines[0]!.id,
      insurance: false,
    });
    await api(auth, 'POST', `/api/shop/fulfillments/${draft.id}/pay`);
    await open(page, `/account/fulfillment/create?parcels=${waiting.id}`);
    await expect(page.getByText(w('fulfillmentCreate.parcels.held', { code: draft.code }))).toBeVisible();
    await settled();
    await expectAccessible(page);

    // A complaint about that shipment, from its detail.
    await page.goto(`/account/fulfillment?id=${draft.id}`);
    const complain = page.getByRole('dialog').getByRole('link', { name: w('fulfillments.actions.complain') });
    await expect(complain).toBeVisible({ timeout: 120_000 });
    await expect(complain).toHaveAttribute('href', `/account/complain/create?fulfillment=${draft.id}`);
    await open(page, `/account/complain/create?fulfillment=${draft.id}`);
    await expect(page.getByLabel(w('complaints.form.about'))).toHaveValue(`fulfillment:${draft.id}`);
    await page.getByLabel(w('complaints.form.type')).selectOption('damaged');
    await page.getByLabel(w('complaints.form.description')).fill('The box arrived crushed.');
    await expectAccessible(page);
    await page.getByRole('button', { name: w('complaints.form.submit') }).click();
    await expect(page).toHaveURL(/\/account\/complain\/[a-z0-9]{15}$/);
    const about = page.getByRole('link', { name: w('complaints.about.shipment', { code: draft.code }) });
    await expect(about).toHaveAttribute('href', `/account/fulfillment?id=${draft.id}`);
    await open(page, '/account/complain');
    await expect(
      page.getByRole('link', {
        name: w('complaints.list.open', {
          type: w('complaints.types.damaged'),
          about: w('complaints.about.shipment', { code: draft.code }),
        }),
      }),
    ).toBeVisible();
  });
});

test.describe('the layout', () => {
  test('on a 390 px phone the customer header is one compact row whose menu works by keyboard', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    const { auth } = await customerWithAddress('Lan Vu', 5_000_000);
    await signInAs(page, auth);
    await open(page, '/account/dashboard');
    const header = page.locator('header').first();
    const box = (await header.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(72);

    const menu = header.getByRole('button', { name: w('shell:header.menu') });
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const account = header.getByRole('link', { name: w('shell:header.myAccount') });
    await expect(account).toBeVisible();
    await expect(header.getByRole('button', { name: w('shell:header.signOut') })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await expect(account).toBeHidden();
  });

  test('at 1280 px every parcel status tab is in view', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 800 });
    const { auth } = await customerWithAddress('Lan Vu', 5_000_000);
    await receivedParcel(auth);
    await signInAs(page, auth);
    await open(page, '/account/parcel');
    const tabs = page.getByRole('tablist', { name: w('parcels.tabs.label') });
    await expect(tabs.getByRole('tab').first()).toBeVisible();
    const list = await tabs.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const outside = [...element.querySelectorAll('[role="tab"]')].filter((tab) => {
        const own = tab.getBoundingClientRect();
        return own.left < box.left - 0.5 || own.right > box.right + 0.5;
      });
      return {
        overflow: element.scrollWidth - element.clientWidth,
        outside: outside.length,
        count: element.children.length,
      };
    });
    expect(list.count).toBeGreaterThanOrEqual(7);
    expect(list).toMatchObject({ overflow: 0, outside: 0 });
  });
});
