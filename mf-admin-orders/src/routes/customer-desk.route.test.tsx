// @vitest-environment happy-dom
import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// Page tests answer the API as PocketBase would; only tests cross this boundary.
// eslint-disable-next-line import-x/no-restricted-paths
import { json, listResult, type FetchStub } from '../../../shell/src/testing/render-route';
import { openStaffPage } from '../testing/fixtures';

const CUSTOMER = {
  id: 'customer0000001',
  collectionId: '_pb_users_auth_',
  collectionName: 'users',
  code: 'C10042',
  name: 'Lan Nguyen',
  email: 'lan@example.com',
  phone: '+84901234567',
  balance: 1250000,
  created: '2026-11-20 08:00:00.000Z',
  updated: '2026-11-20 08:00:00.000Z',
};

const api: FetchStub = (url) => {
  if (url.pathname === '/api/collections/settings/records') {
    return json(listResult([{ id: 'settings0000001', key: 'default', home_currency: 'VND', source_currency: 'CNY' }]));
  }
  if (url.pathname === '/api/collections/users/records') return json(listResult([CUSTOMER]));
  if (url.pathname === `/api/collections/users/records/${CUSTOMER.id}`) return json(CUSTOMER);
  return undefined;
};

describe('/admin/customer', () => {
  it('finds customers by the words searched and shows each balance in the shop’s home currency', async () => {
    const page = await openStaffPage('/admin/customer', api);
    expect(await page.findByText(/1[.,]250[.,]000/)).toBeTruthy();
    fireEvent.change(page.getByLabelText(/Find a customer/), { target: { value: ' lan ' } });
    fireEvent.click(page.getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(page.router.state.location.search).toBe('?q=lan'));
    await waitFor(() => {
      const asked = page.fetch.mock.calls
        .map(([url]) => new URL(String(url), 'http://localhost'))
        .filter((url) => url.pathname === '/api/collections/users/records')
        .at(-1);
      expect(asked?.searchParams.get('filter')).toBe(
        "code ~ 'lan' || name ~ 'lan' || email ~ 'lan' || phone ~ 'lan'".replaceAll("'", '"'),
      );
    });
  });

  it('opens a customer from the URL with their profile, and closes back to the list', async () => {
    const page = await openStaffPage(`/admin/customer?id=${CUSTOMER.id}`, api);
    const drawer = await page.findByRole('dialog', { name: 'C10042 Lan Nguyen' }, { timeout: 20_000 });
    expect(await within(drawer).findByText('lan@example.com')).toBeTruthy();
    expect(within(drawer).getByRole('tab', { name: 'Profile', selected: true })).toBeTruthy();
    fireEvent.keyDown(drawer, { key: 'Escape' });
    await waitFor(() => expect(page.router.state.location.search).toBe(''));
  }, 30_000);
});
