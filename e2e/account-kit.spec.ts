import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, REFERENCE } from './support/env';
import {
  api,
  apiSignIn,
  expectAccessible,
  expectNoSidewaysScroll,
  newCustomer,
  signInAs,
  type ApiAuth,
} from './support/session';

/*
 * The screen kit on its first real customer pages: dashboard, address book and address form,
 * on a phone, in English and Vietnamese, live across browsers and readable offline.
 */
test.use({ viewport: { width: 360, height: 780 } });

async function fillAddress(page: Page, values: { name: string; phone: string; province: string; district: string }) {
  await page.getByLabel('Recipient name').fill(values.name);
  await page.getByLabel('Phone number').fill(values.phone);
  const region = REFERENCE.areas.find((r) => r.provinces.some((p) => p.name === values.province));
  await page.getByLabel('Region').selectOption({ label: region?.name ?? '' });
  await page.getByLabel('Province or city').selectOption({ label: values.province });
  await page.getByLabel('District').selectOption({ label: values.district });
  await page.getByLabel('Street address').fill(`${values.name}'s street 12`);
}

async function addressOf(auth: ApiAuth, detail: string, districtName = 'Hoàn Kiếm') {
  const districts = await api<{ items: { id: string }[] }>(
    null,
    'GET',
    `/api/collections/areas/records?filter=${encodeURIComponent(`name = "${districtName}"`)}`,
  );
  return api<{ id: string }>(auth, 'POST', '/api/collections/addresses/records', {
    user: auth.record.id,
    name: 'Lan Nguyen',
    phone: '+84912345678',
    area: districts.items[0]?.id,
    detail,
  });
}

test('a customer keeps an address book on a phone: exact messages, cascading area, default, delete', async ({
  page,
}) => {
  const customer = await newCustomer();
  await signInAs(page, customer.auth);
  await page.goto('/account/address');
  await expect(page.getByRole('heading', { name: 'Addresses', level: 1 })).toBeVisible();
  await expect(page.getByText('No saved addresses yet')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Add an address' }).first().click();
  await expect(page).toHaveURL(/\/account\/address\/forms\?redirect=%2Faccount%2Faddress$/);
  await page.getByLabel('Phone number').fill('12345');
  await page.getByRole('button', { name: 'Save address' }).click();
  for (const message of [
    'Please fill in the name',
    'Malformed phone number',
    'Please select a receiving area',
    'Address can not be empty',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  // The province list waits for a region, the district list for a province.
  await expect(page.getByLabel('Province or city')).toBeDisabled();
  await fillAddress(page, { name: 'Lan Nguyen', phone: '0912 345 678', province: 'Hà Nội', district: 'Hoàn Kiếm' });
  await expect(page.getByText('Malformed phone number')).toHaveCount(0);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Save address' }).click();

  await expect(page).toHaveURL('/account/address');
  const first = page.getByRole('listitem', { name: 'Lan Nguyen' });
  await expect(first).toContainText('Default');
  await expect(first).toContainText('+84912345678');
  await expect(first).toContainText('Hoàn Kiếm, Hà Nội, Northern Vietnam');

  await page.getByRole('link', { name: 'Add an address' }).first().click();
  await fillAddress(page, { name: 'Binh Le', phone: '0987 654 321', province: 'Hồ Chí Minh', district: 'Quận 1' });
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL('/account/address');
  const second = page.getByRole('listitem', { name: 'Binh Le' });
  await second.getByRole('button', { name: 'More actions for Binh Le' }).click();
  await page.getByRole('menuitem', { name: 'Make default' }).click();
  await expect(second).toContainText('Default');
  await expect(first).not.toContainText('Default');
  await expect(page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem').first()).toHaveAccessibleName(
    'Binh Le',
  );

  await first.getByRole('button', { name: 'More actions for Lan Nguyen' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText('Delete this address?');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete address' }).click();
  await expect(first).toHaveCount(0);
  await expect(second).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('a signed-out visitor fills in the address form, signs in and finds what they typed', async ({ page }) => {
  const customer = await newCustomer();
  await page.goto(`/account/address/forms?redirect=${encodeURIComponent('/account/address')}`);
  await expect(page.getByText(/we will ask you to sign in before saving/)).toBeVisible();
  await fillAddress(page, { name: 'Chi Pham', phone: '0912 000 111', province: 'Hải Phòng', district: 'Lê Chân' });
  await page.getByRole('button', { name: 'Sign in and save' }).click();

  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL(/\/account\/address\/forms/);
  await expect(page.getByLabel('Recipient name')).toHaveValue('Chi Pham');
  await expect(page.getByLabel('District')).toHaveValue(/.+/);
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL('/account/address');
  await expect(page.getByRole('listitem', { name: 'Chi Pham' })).toContainText('Lê Chân, Hải Phòng');
});

test('the dashboard shows what the customer needs, and changes from elsewhere arrive live', async ({
  page,
  browser,
}) => {
  const customer = await newCustomer('Dung Vo');
  await signInAs(page, customer.auth);
  await page.goto('/account/dashboard');
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  const code = String(customer.auth.record.code);
  await expect(page.getByTestId('customer-code')).toHaveText(code);
  await expect(page.getByText(REFERENCE.warehouse.address)).toBeVisible();
  await expect(page.getByText('No orders yet.')).toBeVisible();
  await expect(page.getByText('Nothing new.', { exact: false })).toBeVisible();
  await expect(page.getByTestId('balance')).toContainText('0');
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  // Finance credits the wallet: the balance and the notification appear without a reload.
  const finance = await apiSignIn(ACCOUNTS.finance, true);
  await api(finance, 'POST', '/api/admin/wallets/adjust', {
    user: customer.auth.record.id,
    amount: 75_000,
    reason: 'Welcome credit',
  });
  await expect(page.getByTestId('balance')).toContainText('75,000');
  await expect(page.getByRole('link', { name: /Notifications, 1 unread/ })).toBeVisible();

  // The same customer in another browser adds an address; the first browser's list follows.
  await page.goto('/account/address');
  await expect(page.getByText('No saved addresses yet')).toBeVisible();
  const other = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const second = await other.newPage();
  await signInAs(second, customer.auth);
  await second.goto('/account/address/forms');
  await fillAddress(second, { name: 'Dung Vo', phone: '0909 123 456', province: 'Hồ Chí Minh', district: 'Quận 3' });
  await second.getByRole('button', { name: 'Save address' }).click();
  await expect(second).toHaveURL('/account/address');
  await expect(page.getByRole('listitem', { name: 'Dung Vo' })).toBeVisible();
  await other.close();

  // A quick top-up carries the amount, in whole dong, to the top-up page.
  await page.goto('/account/dashboard');
  await page.getByLabel('Amount to top up').fill('150000');
  await page.getByRole('button', { name: 'Top up' }).click();
  await expect(page).toHaveURL('/account/recharge?amount=150000');
});

test('in Vietnamese: the switch is remembered and every word of the pages follows', async ({ page }) => {
  const customer = await newCustomer();
  await signInAs(page, customer.auth);
  await page.goto('/account/dashboard');
  // On a phone the language sits behind the header's menu.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByLabel('Language').selectOption('vi');
  await expect(page.getByRole('heading', { name: 'Tổng quan', level: 1 })).toBeVisible();
  await expect(page.getByText('Mã khách hàng', { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tổng quan', level: 1 })).toBeVisible();
  await page.goto('/account/address');
  await expect(page.getByRole('heading', { name: 'Sổ địa chỉ', level: 1 })).toBeVisible();
  await expect(page.getByText('Chưa có địa chỉ nào')).toBeVisible();
  await page.getByRole('link', { name: 'Thêm địa chỉ' }).first().click();
  await page.getByRole('button', { name: 'Lưu địa chỉ' }).click();
  for (const message of [
    'Vui lòng nhập họ tên',
    'Số điện thoại không hợp lệ',
    'Vui lòng chọn khu vực nhận hàng',
    'Địa chỉ không được để trống',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('what a customer opened stays readable offline, and a change is refused with a clear message', async ({
    page,
    context,
  }) => {
    const customer = await newCustomer();
    await addressOf(customer.auth, '7 Trang Tien');
    await signInAs(page, customer.auth);
    await page.goto('/account/address');
    await expect(page.getByRole('listitem', { name: 'Lan Nguyen' })).toContainText('7 Trang Tien');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await page.goto('/account/dashboard');
    await expect(page.getByTestId('customer-code')).toBeVisible();
    await page.goto('/account/address');
    await expect(page.getByRole('listitem', { name: 'Lan Nguyen' })).toBeVisible();
    // The cache is written to the device a moment after the data arrives.
    await expect.poll(() => keptOnDevice(page, customer.auth.record.id)).toContain('7 Trang Tien');

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('listitem', { name: 'Lan Nguyen' })).toContainText('7 Trang Tien');
    await page.getByRole('button', { name: 'More actions for Lan Nguyen' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Delete address' }).click();
    await expect(page.getByText('You are offline. Nothing was saved', { exact: false })).toBeVisible();
    await context.setOffline(false);

    // Signing out wipes what was kept on the device for this customer.
    await page
      .getByRole('button', { name: 'Cancel' })
      .or(page.getByRole('button', { name: 'Keep it' }))
      .click();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => keptOnDevice(page, customer.auth.record.id)).toBeUndefined();
  });
});

/** What the app kept on the device for this customer (the persisted query cache), if anything. */
function keptOnDevice(page: Page, userId: string): Promise<string | undefined> {
  return page.evaluate(
    (id) =>
      new Promise<string | undefined>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onsuccess = () => {
          if (!open.result.objectStoreNames.contains('keyval')) return resolve(undefined);
          const get = open.result.transaction('keyval').objectStore('keyval').get(`fwd-query-cache:${id}`);
          get.onsuccess = () => resolve(get.result as string | undefined);
          get.onerror = () => resolve(undefined);
        };
        open.onerror = () => resolve(undefined);
      }),
    userId,
  );
}
