// @vitest-environment happy-dom
import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { settingsRecord } from '../testing/fixtures';
import { json, listResult, openFinancePage, type FetchStub } from '../testing/render';

const SETTINGS = settingsRecord();
const RATE = { id: 'rate00000000001', from: 'CNY', to: 'VND', rate: 3500, effective_from: '2026-11-01 00:00:00.000Z' };

function pricingApi(creates: Record<string, unknown>[], large = true): FetchStub {
  return (url, init) => {
    const path = url.pathname;
    if (path === '/api/collections/exchange_rates/records' && init.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      creates.push(body);
      if (large && !body.confirmLargeChange) {
        return json(
          {
            status: 400,
            message: 'The CNY→VND rate would move from 3500 to 5000 (+42.9 %), more than 20 %.',
            data: {
              rate: { code: 'validation_large_change', message: 'Moves +42.9 % from 3500; confirm the large change.' },
            },
          },
          400,
        );
      }
      return json({ ...RATE, id: 'rate00000000002', rate: body.rate, effective_from: '2026-11-24 03:00:00.000Z' });
    }
    if (path === '/api/collections/settings/records') return json(listResult([SETTINGS]));
    if (path === '/api/collections/exchange_rates/records') return json(listResult([RATE]));
    if (path === '/api/collections/shipping_lines/records') return json(listResult([]));
    return undefined;
  };
}

describe('/admin/rate', () => {
  it('refuses a rate of 0 without sending it, and asks before a large change', async () => {
    const creates: Record<string, unknown>[] = [];
    const page = await openFinancePage('/admin/rate', pricingApi(creates));
    // The first page of the file loads the data kit's chunk cold.
    const field = await page.findByLabelText('New rate (1 CNY in VND)', {}, { timeout: 20_000 });
    expect(await page.findByText('In effect')).toBeTruthy();
    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.click(page.getByRole('button', { name: 'Save the new rate' }));
    expect(await page.findByText('Enter a rate above 0.')).toBeTruthy();
    expect(creates).toEqual([]);

    fireEvent.change(field, { target: { value: '5000' } });
    fireEvent.click(page.getByRole('button', { name: 'Save the new rate' }));
    const dialog = await page.findByRole('dialog', { name: 'A large change of the rate' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save this rate anyway' }));
    await waitFor(() => expect(creates).toHaveLength(2));
    expect(creates[0]).not.toHaveProperty('confirmLargeChange');
    expect(creates[1]).toMatchObject({ from: 'CNY', to: 'VND', rate: 5000, confirmLargeChange: true });
  }, 30_000);

  it('refuses overlapping fee tiers before saving', async () => {
    const page = await openFinancePage('/admin/rate', pricingApi([]));
    fireEvent.change(await page.findByLabelText('Tier 1: goods value up to (VND)'), { target: { value: '5000000' } });
    fireEvent.click(page.getByRole('button', { name: 'Add a tier' }));
    fireEvent.change(page.getByLabelText('Tier 2: goods value up to (VND)'), { target: { value: '4000000' } });
    fireEvent.change(page.getByLabelText('Tier 2: percent'), { target: { value: '3' } });
    fireEvent.click(page.getByRole('button', { name: 'Save the settings' }));
    expect(
      await page.findByText('Tier 2 overlaps the tier before it: its upper limit must be above 5000000.'),
    ).toBeTruthy();
    expect(page.fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });
  const openPricing = (extra: FetchStub) =>
    openFinancePage('/admin/rate', (url, init) => extra(url, init) ?? pricingApi([])(url, init));

  it("says what a shipping line lacks on each field, and shows the server's refusal on its field", async () => {
    const posts: Record<string, unknown>[] = [];
    const page = await openPricing((url, init) => {
      if (url.pathname !== '/api/collections/shipping_lines/records' || init.method !== 'POST') return undefined;
      posts.push(JSON.parse(String(init.body)) as Record<string, unknown>);
      return json(
        {
          status: 400,
          message: 'Failed to create record.',
          data: { zone: { code: 'validation_x', message: 'Unknown zone.' } },
        },
        400,
      );
    });
    fireEvent.click(await page.findByRole('button', { name: 'Add a shipping line' }));
    const dialog = await page.findByRole('dialog', { name: 'New shipping line' });
    fireEvent.change(within(dialog).getByLabelText('ETA in days'), { target: { value: '1.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the line' }));
    expect(await within(dialog).findByText('Give the line a name.')).toBeTruthy();
    expect(within(dialog).getByText('Give the line a zone.')).toBeTruthy();
    expect(within(dialog).getByText('The price per kg must be above 0.')).toBeTruthy();
    expect(within(dialog).getByText('The ETA must be a whole number of days above 0.')).toBeTruthy();
    expect(posts).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: ' Air HN ' } });
    fireEvent.change(within(dialog).getByLabelText('Zone'), { target: { value: 'XX' } });
    fireEvent.change(within(dialog).getByLabelText(/Price per kg/), { target: { value: '90000' } });
    fireEvent.change(within(dialog).getByLabelText('ETA in days'), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the line' }));
    expect(await within(dialog).findByText('Unknown zone.')).toBeTruthy();
    expect(posts).toEqual([
      { name: 'Air HN', kind: 'air', zone: 'XX', price_per_kg: 90000, min_kg: 1, eta_days: 5, active: true },
    ]);
  });

  it('saves the settings as the record names them, and puts a refused field back on its field', async () => {
    const patches: Record<string, unknown>[] = [];
    const page = await openPricing((_url, init) => {
      if (init.method !== 'PATCH') return undefined;
      patches.push(JSON.parse(String(init.body)) as Record<string, unknown>);
      return json(
        {
          status: 400,
          message: 'Failed to update record.',
          data: { bank_bin: { code: 'validation_x', message: 'Unknown bank.' } },
        },
        400,
      );
    });
    fireEvent.change(await page.findByLabelText('Insurance rate (% of the declared value)'), {
      target: { value: '1,5' },
    });
    fireEvent.change(page.getByLabelText('Bank BIN (6 digits, for VietQR)'), { target: { value: '12345' } });
    fireEvent.click(page.getByRole('button', { name: 'Save the settings' }));
    expect(await page.findByText('The bank BIN has 6 digits.')).toBeTruthy();
    expect(patches).toEqual([]);

    fireEvent.change(page.getByLabelText('Bank BIN (6 digits, for VietQR)'), { target: { value: '999999' } });
    fireEvent.click(page.getByRole('button', { name: 'Save the settings' }));
    expect(await page.findByText('Unknown bank.')).toBeTruthy();
    expect(page.queryByText('The bank BIN has 6 digits.')).toBeNull();
    expect(patches).toEqual([
      expect.objectContaining({
        service_fee_tiers: [{ upTo: null, percent: 5 }],
        insurance_rate: 0.015,
        free_storage_days: 30,
        bank_bin: '999999',
        bank_name: 'Vietcombank',
      }),
    ]);
  });
});
