import { expect, test } from '@playwright/test';
import { e2e } from './support/env';
import { api, expectAccessible, expectNoSidewaysScroll, newCustomer, signInAs } from './support/session';
import { readMails } from './support/smtp-capture';

/*
 * /account/me on a phone: name and phone, avatar upload (and a refused file), a change of email
 * confirmed by mail, a change of password after which the customer stays signed in, and the page
 * in Vietnamese.
 */
test.use({ viewport: { width: 360, height: 780 } });

/** The smallest valid PNG: one transparent pixel. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const NEW_PASSWORD = 'battery-staple-77';

test('a customer edits their profile on a phone: details, avatar, email, password', async ({ page }) => {
  // Four forms, a mail and five accessibility scans of a phone page: longer than the suite's 45 s on a busy machine.
  test.slow();
  const customer = await newCustomer('Minh Tran');
  await signInAs(page, customer.auth);
  await page.goto('/account/me');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  for (const section of ['Personal details', 'Language', 'Email address', 'Password']) {
    await expect(page.getByRole('heading', { name: section, level: 2 })).toBeVisible();
  }
  await expect(page.getByLabel('Full name')).toHaveValue('Minh Tran');
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  // Refused before anything is sent, with the messages next to their fields.
  const details = page.getByRole('form', { name: 'Personal details' });
  await page.getByLabel('Full name').fill('');
  await page.getByLabel('Phone number').fill('12345');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Please fill in the name', { exact: true })).toBeVisible();
  await expect(page.getByText('Malformed phone number', { exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Full name').fill('Minh Tran Van');
  await page.getByLabel('Phone number').fill('0912 345 678');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Your details were saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Minh Tran Van');
  await expect(page.getByLabel('Phone number')).toHaveValue('+84912345678');
  const saved = await api<{ name: string; phone: string }>(
    customer.auth,
    'GET',
    `/api/collections/users/records/${customer.auth.record.id}`,
  );
  expect(saved).toMatchObject({ name: 'Minh Tran Van', phone: '+84912345678' });

  // A text file is refused by name before any upload; a PNG is previewed, uploaded and shown.
  const picture = page.getByLabel(/profile picture/i);
  await picture.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(page.getByText(/notes\.txt is not an accepted file type/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Selected files' })).toHaveCount(0);
  await expect(page.getByText('No profile picture yet.')).toBeVisible();

  await picture.setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await expect(page.getByRole('list', { name: 'Selected files' })).toContainText('pixel.png');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Your details were saved.').last()).toBeVisible();
  const avatar = page.getByRole('img', { name: 'Your current profile picture' });
  await expect(avatar).toHaveAttribute('src', /\/api\/files\/.+\/pixel_\w+\.png\?thumb=100x100/);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByRole('list', { name: 'Selected files' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('img', { name: 'Your current profile picture' })).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  // A new email: a link goes to the new address; the sign-in email stays until it is opened.
  const newEmail = customer.email.replace('@', '+new@');
  await page.getByLabel('New email address').fill(newEmail);
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByText(`We sent a confirmation link to ${newEmail}.`)).toBeVisible();
  await expect(page.getByText(/Your email changes only after you open that link/)).toBeVisible();
  await expect.poll(() => readMails(e2e.mailDir).some((mail) => mail.to.includes(newEmail))).toBe(true);
  await expectAccessible(page);

  // A wrong current password is named on its field; the right one keeps the customer signed in.
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm the new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is not correct.')).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await page.getByLabel('Current password').fill(customer.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password was changed. You are still signed in with the new one.')).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveValue('');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Minh Tran Van');

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.goto('/login');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/account/me');
  await expect(page.getByLabel('Full name')).toHaveValue('Minh Tran Van');
});

test('the profile page switches itself to Vietnamese, every word following', async ({ page }) => {
  const customer = await newCustomer('Lan Nguyen');
  await signInAs(page, customer.auth);
  await page.goto('/account/me');
  await page.getByLabel('Language of the app', { exact: true }).selectOption('vi');
  await expect(page.getByRole('heading', { name: 'Hồ sơ', level: 1 })).toBeVisible();
  for (const section of ['Thông tin cá nhân', 'Ngôn ngữ', 'Địa chỉ email', 'Mật khẩu']) {
    await expect(page.getByRole('heading', { name: section, level: 2 })).toBeVisible();
  }
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByLabel('Ngôn ngữ hiển thị', { exact: true })).toHaveValue('vi');
  await expectAccessible(page);

  await page.getByLabel('Họ và tên').fill('');
  await page.getByRole('button', { name: 'Lưu thông tin' }).click();
  await expect(page.getByText('Vui lòng nhập họ tên', { exact: true })).toBeVisible();
  await page.getByLabel('Mật khẩu hiện tại').fill('not-my-password');
  await page.getByLabel('Mật khẩu mới', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Đổi mật khẩu' }).click();
  await expect(page.getByText('Mật khẩu cần ít nhất 10 ký tự', { exact: true })).toBeVisible();
  await expect(page.getByText('Hai mật khẩu không khớp', { exact: true })).toBeVisible();
  await page.getByLabel(/ảnh đại diện/i).setInputFiles({
    name: 'ghi-chu.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('không phải ảnh'),
  });
  await expect(page.getByText(/ghi-chu\.txt/)).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hồ sơ', level: 1 })).toBeVisible();
});
