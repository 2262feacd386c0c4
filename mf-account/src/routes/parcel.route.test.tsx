// @vitest-environment happy-dom
import { formatMoney, formatters, pb } from '@fwd/shared-contracts';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
// Component tests render the page inside the shell's providers; only tests cross this boundary.
// eslint-disable-next-line import-x/no-restricted-paths
import { json, listResult, renderRoute, type FetchStub } from '../../../shell/src/testing/render-route';
import remoteApp from '../remote-app';
import { customerSummary, ME, parcelRecord, type ParcelRow } from '../testing/fixtures';
import { myRecords } from '../testing/shipments';

const DAY = 24 * 60 * 60 * 1000;
const money = (amount: number) => formatMoney(amount, 'VND', 'en-US');
const day = (date: Date) => formatters('en').date(date);
/** A PocketBase date `daysAgo` days before now. */
const pbDate = (ms: number) => new Date(ms).toISOString().replace('T', ' ');

const SUMMARY = customerSummary({ parcels: { expected: 1, received: 4, shipped: 1 } });

const receivedAt = Date.now() - 10 * DAY;
const weighed = { weight_kg: 1.25, length_cm: 40, width_cm: 30, height_cm: 20, volumetric_kg: 2.1, chargeable_kg: 2.2 };
const FRESH = parcelRecord('parcel000000001', 'YT1000000001', 'received', {
  ...weighed,
  order: 'order0000000002',
  description: 'Blue jacket',
  declared_value: 420000,
  photos: ['box_a1b2c3.jpg', 'label_d4e5f6.jpg'],
  shelf: 'A-12',
  warehouse: 'warehouse000001',
  received_at: pbDate(receivedAt),
  expand: {
    order: { id: 'order0000000002', code: 'O2611-000002' },
    warehouse: { id: 'warehouse000001', code: 'GZ', name: 'Guangzhou warehouse' },
  },
});
const OLD = parcelRecord('parcel000000002', 'SF2000000002', 'received', {
  ...weighed,
  received_at: pbDate(Date.now() - 33 * DAY),
});
const HELD = parcelRecord('parcel000000003', 'ZT3000000003', 'received', {
  ...weighed,
  received_at: pbDate(receivedAt),
});
const SOON = parcelRecord('parcel000000004', 'JD4000000004', 'received', {
  ...weighed,
  received_at: pbDate(receivedAt),
});
const EXPECTED = parcelRecord('parcel000000005', 'YD5000000005', 'expected');
const SHIPPED = parcelRecord('parcel000000006', 'YT6000000006', 'shipped', weighed);
const ALL = [FRESH, OLD, HELD, SOON, EXPECTED, SHIPPED];

const PAID_SHIPMENT = { id: 'fulfil000000009', code: 'F2611-000009', parcels: [HELD.id] };
/** The summary's own warning for SOON: its free storage ends in two days. */
const SOON_WARNING = {
  id: SOON.id,
  trackingCode: SOON.tracking_code,
  receivedAt: SOON.received_at,
  freeUntil: pbDate(Date.now() + 2 * DAY - 60_000),
  daysLeft: 2,
};

/** PocketBase as the parcel page uses it: the list honours the owner and status clauses of `filter`. */
function parcelsApi(rows: () => ParcelRow[] = () => ALL): FetchStub {
  const parcels = myRecords('parcels', rows);
  return (url, init) => {
    const path = url.pathname;
    const filter = url.searchParams.get('filter') ?? '';
    if (path === '/api/shop/summary') {
      return json({ ...SUMMARY, storage: { ...SUMMARY.storage, parcels: [SOON_WARNING] } });
    }
    if (path === '/api/collections/fulfillments/records') {
      return json(
        listResult(filter.includes(`user = "${ME}"`) && filter.includes('status = "paid"') ? [PAID_SHIPMENT] : []),
      );
    }
    return parcels(url, init);
  };
}

const open = (path: string, api: FetchStub = parcelsApi()) =>
  renderRoute({ app: remoteApp, path, session: 'customer', fetch: api });

const listFilters = (page: Awaited<ReturnType<typeof open>>) =>
  page.fetch.mock.calls
    .map(([url]) => new URL(String(url), 'http://app.test'))
    .filter((url) => url.pathname === '/api/collections/parcels/records')
    .map((url) => url.searchParams.get('filter') ?? '');

const rowOf = async (page: Awaited<ReturnType<typeof open>>, code: string) =>
  (await page.findByRole('link', { name: code })).closest('tr') as HTMLElement;

describe('/account/parcel list', () => {
  it('shows a tab per status with its count and asks the server for the chosen status only', async () => {
    const page = await open('/account/parcel');
    const tabs = await page.findByRole('tablist', { name: 'Parcel status' });
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: /^All/ }).textContent).toBe('All6'));
    expect(within(tabs).getByRole('tab', { name: /^Received/ }).textContent).toBe('Received4');
    expect(within(tabs).getByRole('tab', { name: /^Expected/ }).textContent).toBe('Expected1');
    expect(within(tabs).getByRole('tab', { name: /^Shipped/ }).textContent).toBe('Shipped1');
    expect(within(tabs).queryByRole('tab', { name: /^Unidentified/ })).toBeNull();

    fireEvent.mouseDown(within(tabs).getByRole('tab', { name: /^Expected/ }), { button: 0 });
    await waitFor(() => expect(page.router.state.location.search).toBe('?status=expected'));
    await waitFor(() => expect(listFilters(page).at(-1)).toContain('status = "expected"'));
    expect(listFilters(page).at(-1)).toContain(`user = "${ME}"`);
    await waitFor(() => expect(page.queryByRole('link', { name: FRESH.tracking_code })).toBeNull());
    expect(page.getByRole('link', { name: EXPECTED.tracking_code })).toBeTruthy();
  });

  it('shows a received parcel with its order, photos, the three weights and its free days left', async () => {
    const page = await open('/account/parcel');
    const row = await rowOf(page, FRESH.tracking_code);
    expect(within(row).getByRole('link', { name: 'O2611-000002' }).getAttribute('href')).toBe(
      '/account/order?id=order0000000002',
    );
    expect(within(row).getByText('Received')).toBeTruthy();
    for (const [label, value] of [
      ['Actual', '1.25 kg'],
      ['Volumetric', '2.1 kg'],
      ['Chargeable', '2.2 kg'],
    ]) {
      expect(within(row).getByText(label as string, { selector: 'dt' }).nextElementSibling?.textContent).toBe(value);
    }
    expect(within(row).getByText('20 days of free storage left')).toBeTruthy();
    expect(
      within(row).getByText(`Then ${money(5000)} a day from ${day(new Date(receivedAt + 30 * DAY))}`),
    ).toBeTruthy();

    const thumb = within(row).getByRole('button', {
      name: `Open picture 1 of 2: Parcel ${FRESH.tracking_code}, photo 1`,
    });
    expect(thumb.querySelector('img')?.getAttribute('src')).toContain('box_a1b2c3.jpg?thumb=100x100');
    fireEvent.click(thumb);
    const viewer = await page.findByRole('dialog', { name: 'Pictures' });
    expect(within(viewer).getByRole('img', { name: `Parcel ${FRESH.tracking_code}, photo 1` })).toBeTruthy();
  });

  it('shows the fee per day once free storage is over, the server figures when it warns, and no shelf for others', async () => {
    const page = await open('/account/parcel');
    const old = await rowOf(page, OLD.tracking_code);
    expect(
      within(old).getByText(
        `Storage fee: ${money(5000)} per day since ${day(new Date(Date.parse(OLD.received_at.replace(' ', 'T')) + 30 * DAY))}`,
      ),
    ).toBeTruthy();
    expect(within(old).getByText('Your own parcel')).toBeTruthy();
    // The summary says two days (received ten days ago would be twenty): its figure wins.
    expect(within(await rowOf(page, SOON.tracking_code)).getByText('2 days of free storage left')).toBeTruthy();
    const held = await rowOf(page, HELD.tracking_code);
    expect(within(held).getByText('In paid shipment')).toBeTruthy();
    expect(within(held).getByRole('link', { name: 'F2611-000009' }).getAttribute('href')).toBe(
      `/account/fulfillment?id=${PAID_SHIPMENT.id}`,
    );
    const expected = await rowOf(page, EXPECTED.tracking_code);
    expect(within(expected).getByText('Not weighed yet')).toBeTruthy();
    expect(within(expected).queryByText(/free storage/)).toBeNull();
  });

  it('offers checkboxes on shelved received parcels only and links the picked ones to a new shipment', async () => {
    const page = await open('/account/parcel');
    await rowOf(page, FRESH.tracking_code);
    const boxes = page.getAllByRole('checkbox');
    expect(boxes.map((box) => box.getAttribute('aria-label'))).toEqual([
      `Select ${FRESH.tracking_code} to ship`,
      `Select ${OLD.tracking_code} to ship`,
      `Select ${SOON.tracking_code} to ship`,
    ]);
    expect(page.queryByRole('region', { name: 'Parcels to ship' })).toBeNull();

    fireEvent.click(page.getByRole('checkbox', { name: `Select ${FRESH.tracking_code} to ship` }));
    fireEvent.click(page.getByRole('checkbox', { name: `Select ${SOON.tracking_code} to ship` }));
    const bar = await page.findByRole('region', { name: 'Parcels to ship' });
    expect(within(bar).getByText('2 parcels selected')).toBeTruthy();
    expect(within(bar).getByRole('link', { name: 'Ship 2 parcels' }).getAttribute('href')).toBe(
      `/account/fulfillment/create?parcels=${FRESH.id},${SOON.id}`,
    );
    // Ticking a box does not open the parcel.
    expect(page.router.state.location.search).toBe('');

    fireEvent.click(page.getByRole('button', { name: 'Select every received parcel on this page' }));
    expect(within(bar).getByRole('link', { name: 'Ship 3 parcels' }).getAttribute('href')).toBe(
      `/account/fulfillment/create?parcels=${FRESH.id},${SOON.id},${OLD.id}`,
    );
    fireEvent.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    await waitFor(() => expect(page.queryByRole('region', { name: 'Parcels to ship' })).toBeNull());
  });

  it('shows cards on a phone, with the checkbox inside the card', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const page = await open('/account/parcel');
    const cards = await page.findByRole('list', { name: 'Your parcels' });
    expect(page.queryByRole('table')).toBeNull();
    const card = (await within(cards).findByRole('link', { name: FRESH.tracking_code })).closest('li') as HTMLElement;
    expect(within(card).getByText('20 days of free storage left')).toBeTruthy();
    expect(within(card).getByText('Chargeable', { selector: 'dt' }).nextElementSibling?.textContent).toBe('2.2 kg');
    fireEvent.click(within(card).getByRole('checkbox', { name: `Select ${FRESH.tracking_code} to ship` }));
    expect(page.router.state.location.search).toBe('');
    const bar = await page.findByRole('region', { name: 'Parcels to ship' });
    expect(within(bar).getByRole('link', { name: 'Ship 1 parcel' }).getAttribute('href')).toBe(
      `/account/fulfillment/create?parcels=${FRESH.id}`,
    );
  });

  it('shows a parcel the warehouse receives without a reload', async () => {
    let rows = [EXPECTED];
    const page = await open(
      '/account/parcel',
      parcelsApi(() => rows),
    );
    expect(within(await rowOf(page, EXPECTED.tracking_code)).getByText('Expected')).toBeTruthy();
    rows = [{ ...EXPECTED, ...weighed, status: 'received', received_at: pbDate(receivedAt) }];
    const customer = vi.mocked(pb.realtime.subscribe).mock.calls.find(([topic]) => topic === 'customer');
    expect(customer).toBeTruthy();
    await act(async () => customer?.[1]({ collection: 'parcels', action: 'update', id: EXPECTED.id }));
    await waitFor(() =>
      expect(
        within(page.getByRole('link', { name: EXPECTED.tracking_code }).closest('tr') as HTMLElement).getByText(
          'Received',
        ),
      ).toBeTruthy(),
    );
    expect(page.getByRole('checkbox', { name: `Select ${EXPECTED.tracking_code} to ship` })).toBeTruthy();
  });

  it('explains how to send parcels when there are none', async () => {
    const page = await open(
      '/account/parcel',
      parcelsApi(() => []),
    );
    expect(await page.findByText('You have no parcels yet')).toBeTruthy();
    expect(page.getByRole('link', { name: 'See your customer code and our address' }).getAttribute('href')).toBe(
      '/account/dashboard',
    );
    expect(page.getByRole('link', { name: 'Declare a parcel you are expecting' }).getAttribute('href')).toBe(
      '/account/parcel/add',
    );
  });

  it('offers to show every parcel when a tab is empty', async () => {
    const page = await open('/account/parcel?status=delivered');
    expect(await page.findByText('No parcels in this status')).toBeTruthy();
    fireEvent.click(page.getByRole('button', { name: 'Show all parcels' }));
    await waitFor(() => expect(page.router.state.location.search).toBe(''));
  });
});

describe('/account/parcel?id= detail', () => {
  it('opens the parcel in a drawer with everything the warehouse recorded', async () => {
    const page = await open(`/account/parcel?id=${FRESH.id}`);
    const drawer = await page.findByRole('dialog', { name: `Parcel ${FRESH.tracking_code}` });
    const facts = within(drawer).getByRole('region', { name: 'Details' });
    for (const [label, value] of [
      ['Contents', 'Blue jacket'],
      ['Declared value', money(420000)],
      ['Shelf', 'A-12'],
      ['Warehouse', 'Guangzhou warehouse'],
      ['Size', '40 × 30 × 20 cm'],
    ]) {
      expect(within(facts).getByText(label as string, { selector: 'dt' }).nextElementSibling?.textContent).toBe(value);
    }
    expect(within(facts).getByRole('link', { name: 'O2611-000002' })).toBeTruthy();
    expect(within(drawer).getByText('20 days of free storage left')).toBeTruthy();
    const photos = within(drawer).getByRole('region', { name: 'Photos' });
    expect(within(photos).getAllByRole('button', { name: /^Open picture/ })).toHaveLength(2);
    expect(within(drawer).getByRole('link', { name: 'Ship this parcel' }).getAttribute('href')).toBe(
      `/account/fulfillment/create?parcels=${FRESH.id}`,
    );
    const detailRequest = page.fetch.mock.calls
      .map(([url]) => new URL(String(url), 'http://app.test'))
      .find((url) => url.pathname === `/api/collections/parcels/records/${FRESH.id}`);
    expect(detailRequest?.searchParams.get('expand')).toBe('order,warehouse');
  });

  it('opens from the tracking code link, keeping the tab', async () => {
    const page = await open('/account/parcel?status=received');
    fireEvent.click(await page.findByRole('link', { name: OLD.tracking_code }));
    await waitFor(() => expect(page.router.state.location.search).toBe(`?status=received&id=${OLD.id}`));
    expect(await page.findByRole('dialog', { name: `Parcel ${OLD.tracking_code}` })).toBeTruthy();
  });

  it('does not offer to ship a parcel a paid shipment already holds', async () => {
    const page = await open(`/account/parcel?id=${HELD.id}`);
    const drawer = await page.findByRole('dialog', { name: `Parcel ${HELD.tracking_code}` });
    expect(await within(drawer).findByText('In paid shipment')).toBeTruthy();
    expect(within(drawer).queryByRole('link', { name: 'Ship this parcel' })).toBeNull();
  });

  it('says so when the parcel does not exist, and asks nothing for a malformed id', async () => {
    const missing = await open('/account/parcel?id=missing00000001');
    expect(await missing.findByText('We could not find this parcel')).toBeTruthy();
    missing.unmount();
    const malformed = await open('/account/parcel?id=..%2Fusers');
    expect(await malformed.findByText('We could not find this parcel')).toBeTruthy();
    expect(malformed.fetch.mock.calls.some(([url]) => String(url).includes('/parcels/records/'))).toBe(false);
  });
});
