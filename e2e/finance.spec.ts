import { expect, test, type Browser, type Page } from '@playwright/test';
import { fundedCustomer, pendingTopUp, placeOrder, staff, todaysReport } from './support/back-office';
import { api, expectAccessible, signInAs, type ApiAuth } from './support/session';
import { pattern, wordsOf, type Language } from './support/words';

// Issue 12's journey through nginx, the built apps and the real backend, at a desk: finance
// approves a top-up (the customer's balance follows live), rejects another with a reason the
// customer reads, refuses bad adjustments, reads the ledger, sets a new exchange rate that
// applies to a new checkout but not to an order already paid, and finds today's revenue in the
// report. In English and in Vietnamese; axe checks every page on the way.

const vnd = (amount: number, language: Language) =>
  new Intl.NumberFormat(language === 'vi' ? 'vi-VN' : 'en-US', { style: 'currency', currency: 'VND' }).format(amount);

async function ready(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  await expectAccessible(page);
}

async function customerPage(browser: Browser, customer: ApiAuth, path: string, language: Language): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, customer);
  await page.goto(path);
  if (language === 'vi') await page.getByLabel('Language').selectOption('vi');
  return page;
}

async function setRate(rate: number): Promise<void> {
  await api(await staff('finance'), 'POST', '/api/collections/exchange_rates/records', {
    from: 'CNY',
    to: 'VND',
    rate,
    effective_from: new Date(Date.now() - 1000).toISOString(),
  });
}

for (const language of ['en', 'vi'] as const) {
  test.describe(`finance in ${language}`, () => {
    test.use({ viewport: { width: 1280, height: 900 } });
    const w = wordsOf(language);

    test('reviews top-ups, adjusts, reads the ledger, changes the rate and reports the day', async ({
      page,
      browser,
    }) => {
      test.slow();
      const before = await todaysReport();
      const { auth: customer, code } = await fundedCustomer('Thu Ha', 500_000);
      const paidBefore = await placeOrder(customer, 'Paid before the new rate', 10_000);
      expect(paidBefore.rate).toBe(3500);
      const approveMe = await pendingTopUp(customer, 2_000_000);
      const rejectMe = await pendingTopUp(customer, 300_000);

      // The customer watches their wallet in another browser.
      const wallet = await customerPage(browser, customer, '/account/transaction', language);
      const balanceBefore = 500_000 - paidBefore.total;
      await expect(
        wallet.getByText(w('account:transaction.balance', { amount: vnd(balanceBefore, language) })),
      ).toBeVisible();

      await signInAs(page, 'finance');
      await page.goto('/admin');
      if (language === 'vi') await page.getByLabel('Language').selectOption('vi');
      await page.getByRole('link', { name: w('finance:widgets.pendingRecharges.label') }).click();
      await expect(page).toHaveURL(/\/admin\/wallets$/);
      await ready(page);

      // The proof, then approve: the customer's balance changes without a reload.
      await page
        .getByRole('button', { name: w('finance:walletDesk.review.viewProofOf', { reference: approveMe.reference }) })
        .click();
      const proof = page.getByRole('dialog', {
        name: w('finance:walletDesk.proof.title', { reference: approveMe.reference }),
      });
      await expect(proof.getByRole('img')).toBeVisible();
      await proof.getByRole('button', { name: w('finance:walletDesk.proof.zoomIn') }).click();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await page
        .getByRole('button', { name: w('finance:walletDesk.review.approveOf', { reference: approveMe.reference }) })
        .click();
      const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
      await expect(confirm).toContainText(vnd(2_000_000, language));
      await confirm.getByRole('button', { name: w('finance:walletDesk.review.confirmApprove') }).click();
      await expect(
        page.getByRole('button', {
          name: w('finance:walletDesk.review.approveOf', { reference: approveMe.reference }),
        }),
      ).toHaveCount(0);
      await expect(
        wallet.getByText(w('account:transaction.balance', { amount: vnd(balanceBefore + 2_000_000, language) })),
      ).toBeVisible();

      // Reject with a reason: refused without one, then the customer reads it.
      await page
        .getByRole('button', { name: w('finance:walletDesk.review.rejectOf', { reference: rejectMe.reference }) })
        .click();
      const reject = page.getByRole('dialog', {
        name: w('finance:walletDesk.review.rejectTitle', { reference: rejectMe.reference }),
      });
      await reject.getByRole('button', { name: w('finance:walletDesk.review.confirmReject') }).click();
      await expect(reject.getByText(w('finance:walletDesk.review.reasonRequired'))).toBeVisible();
      await expectAccessible(page);
      await reject.getByLabel(w('finance:walletDesk.review.reason')).fill('The transfer never reached our account.');
      await reject.getByRole('button', { name: w('finance:walletDesk.review.confirmReject') }).click();
      await expect(reject).toBeHidden();
      // The customer's notifications say both in their language, each leading to its top-up.
      await wallet.goto('/account/notify');
      await expect(
        wallet.getByRole('link', {
          name: w('notify:topUpApproved.title', {
            reference: approveMe.reference,
            amount: vnd(2_000_000, language),
          }),
        }),
      ).toHaveAttribute('href', `/account/recharge?id=${approveMe.id}`);
      await wallet
        .getByRole('link', { name: w('notify:topUpRejected.title', { reference: rejectMe.reference }) })
        .click();
      await expect(wallet).toHaveURL(new RegExp(`/account/recharge\\?id=${rejectMe.id}$`));
      await expect(
        wallet.getByText(
          w('account:recharge.transfer.rejectedReason', { reason: 'The transfer never reached our account.' }),
        ),
      ).toBeVisible();

      // Balances: find the customer, refuse a 0, a missing reason and a debit below zero.
      await page.getByRole('tab', { name: w('finance:walletDesk.tabs.balances') }).click();
      await page.getByLabel(w('finance:walletDesk.balances.search')).fill(code);
      await page.getByRole('button', { name: w('finance:walletDesk.balances.find') }).click();
      await expect(page.getByRole('cell', { name: code, exact: true })).toBeVisible();
      await ready(page);
      await page.getByRole('button', { name: w('finance:walletDesk.balances.adjustOf', { code }) }).click();
      const adjust = page.getByRole('dialog', { name: w('finance:walletDesk.adjust.title', { code }) });
      await adjust.getByRole('button', { name: w('finance:walletDesk.adjust.review') }).click();
      await expect(adjust.getByText(w('finance:walletDesk.adjust.amountRequired'))).toBeVisible();
      await expect(adjust.getByText(w('finance:walletDesk.adjust.reasonRequired'))).toBeVisible();
      await expectAccessible(page);
      await adjust.getByLabel(w('finance:walletDesk.adjust.direction')).selectOption('debit');
      await adjust.getByLabel(w('finance:walletDesk.adjust.amount')).fill('99000000');
      await adjust.getByLabel(w('finance:walletDesk.adjust.reason')).fill('Test of a debit too large');
      await adjust.getByRole('button', { name: w('finance:walletDesk.adjust.review') }).click();
      const book = page
        .getByRole('alertdialog')
        .or(page.getByRole('dialog', { name: w('finance:walletDesk.adjust.confirmTitle', { code }) }));
      await book.getByRole('button', { name: w('finance:walletDesk.adjust.confirm') }).click();
      // The server refuses a balance below zero with its own message, shown back in the form.
      await expect(adjust.getByRole('alert')).toBeVisible();
      await expect(adjust.getByLabel(w('finance:walletDesk.adjust.reason'))).toHaveValue('Test of a debit too large');
      await page.keyboard.press('Escape');

      // The ledger of this customer, its count and sum.
      await page.goto(`/admin/transaction?user=${customer.record.id}`);
      await ready(page);
      await expect(page.getByText(pattern(w('finance:ledgerView.summary_other', { count: 3 })))).toBeVisible();
      await page.getByLabel(w('finance:ledgerView.filters.kind')).selectOption('recharge');
      await page.getByRole('button', { name: w('finance:ledgerView.filters.apply') }).click();
      await expect(page).toHaveURL(/kind=recharge/);
      await expect(
        page.getByText(w('finance:ledgerView.summary_one', { count: 1, sum: `+${vnd(2_000_000, language)}` })),
      ).toBeVisible();

      // A new rate: 0 is refused, 3,600 applies to the next checkout, not to the paid order.
      await page.goto('/admin/rate');
      await ready(page);
      const rateField = page.getByLabel(w('finance:pricing.rates.newRate', { from: 'CNY', to: 'VND' }));
      await rateField.fill('0');
      await page.getByRole('button', { name: w('finance:pricing.rates.save') }).click();
      await expect(page.getByText(w('finance:pricing.rates.positive'))).toBeVisible();
      await rateField.fill('3600');
      await page.getByRole('button', { name: w('finance:pricing.rates.save') }).click();
      await expect(page.getByRole('cell', { name: w('finance:pricing.rates.inEffect') })).toBeVisible();
      try {
        const paidAfter = await placeOrder(customer, 'Paid at the new rate', 10_000);
        expect(paidAfter.rate).toBe(3600);
        const again = await api<{ rate: number; total: number }>(
          customer,
          'GET',
          `/api/collections/orders/records/${paidBefore.id}`,
        );
        expect(again).toMatchObject({ rate: 3500, total: paidBefore.total });

        // Overlapping fee tiers are refused before anything is sent.
        await page.getByLabel(w('finance:pricing.tiers.upTo', { tier: 1, currency: 'VND' })).fill('5000000');
        await page.getByRole('button', { name: w('finance:pricing.tiers.add') }).click();
        await page.getByLabel(w('finance:pricing.tiers.upTo', { tier: 2, currency: 'VND' })).fill('4000000');
        await page.getByLabel(w('finance:pricing.tiers.percentOf', { tier: 2 })).fill('3');
        await page.getByRole('button', { name: w('finance:pricing.settings.save') }).click();
        await expect(
          page.getByRole('alert').filter({ hasText: pattern(w('finance:pricing.tiers.overlap', { tier: 2 })) }),
        ).toBeVisible();
        await expectAccessible(page);

        // The report of today: revenue grew by exactly the fees this journey paid.
        const fees = await api<{ items: { service_fee: number }[] }>(
          customer,
          'GET',
          `/api/collections/orders/records?filter=${encodeURIComponent(`user = '${customer.record.id}'`)}`,
        );
        const paid = fees.items.reduce((sum, order) => sum + order.service_fee, 0);
        const after = await todaysReport();
        expect(after.revenue - before.revenue).toBe(paid);
        const today = new Date().toISOString().slice(0, 10);
        await page.goto(`/admin/report?from=${today}&to=${today}&bucket=day`);
        await ready(page);
        const totals = page.getByLabel(w('finance:figures.totals'));
        await expect(totals).toContainText(vnd(after.revenue, language));
        await expect(page.getByRole('figure').first()).toBeVisible();
        await expect(page.getByRole('table', { name: w('finance:figures.table.caption') })).toBeVisible();
      } finally {
        await setRate(3500);
      }
      await wallet.context().close();
    });
  });
}
