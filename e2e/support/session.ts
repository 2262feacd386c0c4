import { expect, type Page } from '@playwright/test';
import { ACCOUNTS } from './env';

export async function signInCustomer(page: Page, redirect?: string) {
  await page.goto(redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login');
  await page.getByLabel('Email').fill(ACCOUNTS.customer.email);
  await page.getByLabel('Password').fill(ACCOUNTS.customer.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

export async function signInStaff(page: Page, who: 'sales' | 'warehouse' | 'finance' | 'admin') {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(ACCOUNTS[who].email);
  await page.getByLabel('Password').fill(ACCOUNTS[who].password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}
