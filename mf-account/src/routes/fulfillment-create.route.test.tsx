// @vitest-environment happy-dom
import { formatMoney } from '@fwd/shared-contracts';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// Component tests render the page inside the shell's providers; only tests cross this boundary.
// eslint-disable-next-line import-x/no-restricted-paths
import { json, listResult, renderRoute, type FetchStub } from '../../../shell/src/testing/render-route';
import remoteApp from '../remote-app';
import { ME, parcelRecord } from '../testing/fixtures';
import { shipmentRecord } from '../testing/shipments';

const money = (amount: number) => formatMoney(amount, 'VND', 'en-US');

const P1 = 'parcel000000001';
const P2 = 'parcel000000002';
const P3 = 'parcel000000003';
const HOME = 'address00000001';
const OFFICE = 'address00000002';
const FAST = 'line00000000001';
const SEA = 'line00000000002';
const CLOSED = 'line00000000003';
const DRAFT = 'fulfil000000001';

const SETTINGS = { id: 'settings0000001', collectionName: 'settings', key: 'default', home_currency: 'VND' };

const parcel = (id: string, code: string, kg: number) =>
  parcelRecord(id, code, 'received', {
    description: `Box ${code}`,
    declared_value: 500_000,
    weight_kg: kg,
    chargeable_kg: kg,
    received_at: '2026-11-02 09:00:00.000Z',
  });

const PARCELS = [parcel(P1, 'YT0000000001', 1.2), parcel(P2, 'YT0000000002', 0.8), parcel(P3, 'YT0000000003', 2)];

const district = (zone: string) => ({
  id: 'district0000001',
  collectionName: 'areas',
  name: 'Ba Dinh',
  kind: 'district',
  zone,
  parent: 'province0000001',
  expand: {
    parent: {
      id: 'province0000001',
      name: 'Ha Noi',
      kind: 'province',
      zone: '',
      parent: 'region000000001',
      expand: { parent: { id: 'region000000001', name: 'North', kind: 'region', zone: '', parent: '' } },
    },
  },
});

const address = (id: string, name: string, isDefault: boolean, created: string, zone = 'HN') => ({
  id,
  collectionName: 'addresses',
  created,
  updated: created,
  user: ME,
  name,
  phone: '+84912345678',
  detail: `${name} street 1`,
  area: 'district0000001',
  is_default: isDefault,
  expand: { area: district(zone) },
});

const line = (id: string, name: string, kind: string, pricePerKg: number, etaDays: number) => ({
  id,
  collectionName: 'shipping_lines',
  name,
  kind,
  zone: 'HN',
  price_per_kg: pricePerKg,
  min_kg: 1,
  eta_days: etaDays,
  active: true,
});

const LINES = [line(SEA, 'Slow Sea', 'sea', 40_000, 20), line(FAST, 'Fast Air', 'air_express', 150_000, 4)];

/** Figures only the server knows: a storage fee and rounded sums no client could work out. */
function quoteFor(body: { parcels: string[]; line: string; insurance?: boolean }) {
  const fast = body.line === FAST;
  const insurance = body.insurance ? 10_123 : 0;
  const shipping = fast ? 300_001 : 80_007;
  return {
    parcels: body.parcels.map((id) => ({
      id,
      tracking_code: PARCELS.find((p) => p.id === id)?.tracking_code ?? '',
      chargeable_kg: 1,
      declared_value: 500_000,
      storage_days: 3,
      storage_fee: 7_000,
    })),
    zone: 'HN',
    line: {
      id: body.line,
      name: fast ? 'Fast Air' : 'Slow Sea',
      kind: fast ? 'air_express' : 'sea',
      price_per_kg: fast ? 150_000 : 40_000,
      min_kg: 1,
      eta_days: fast ? 4 : 20,
    },
    chargeable_kg: 2.1,
    shipping_fee: shipping,
    storage_fee: 14_000,
    insurance: Boolean(body.insurance),
    declared_value: 1_000_000,
    insurance_fee: insurance,
    total: shipping + 14_000 + insurance,
  };
}

interface Api {
  addresses?: ReturnType<typeof address>[];
  lines?: ReturnType<typeof line>[];
  /** Paid shipments holding parcels. */
  held?: { id: string; code: string; parcels: string[] }[];
  posts?: { path: string; body: Record<string, unknown> }[];
}

function shopApi({
  addresses = [address(HOME, 'Home', true, '2025-01-01 10:00:00.000Z')],
  lines = LINES,
  held = [],
  posts = [],
}: Api = {}): FetchStub {
  return (url, init) => {
    const path = url.pathname;
    const filter = url.searchParams.get('filter') ?? '';
    if (init.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      posts.push({ path, body });
      if (path === '/api/shop/fulfillments/quote') {
        if (body.line === CLOSED) {
          return json(
            {
              status: 400,
              message: 'This line does not ship to Ba Dinh (zone HN).',
              data: { line: { code: 'wrong_zone', message: 'This line does not ship to zone HN.' } },
            },
            400,
          );
        }
        return json(quoteFor(body as { parcels: string[]; line: string }));
      }
      if (path === '/api/shop/fulfillments') {
        return json(
          shipmentRecord(DRAFT, 'F2611-000001', 'draft', {
            ...quoteFor(body as { parcels: string[]; line: string }),
            parcels: body.parcels,
            address: body.address,
            address_snapshot: null,
            shipping_line: body.line,
            expand: undefined,
          }),
        );
      }
      return undefined;
    }
    if (path === '/api/collections/settings/records') return json(listResult([SETTINGS]));
    if (!filter.includes(`user = "${ME}"`) && path !== '/api/collections/shipping_lines/records') {
      return json(listResult([]));
    }
    if (path === '/api/collections/parcels/records') {
      return json(listResult(filter.includes("status = 'received'") ? PARCELS : [], 1, 100));
    }
    if (path === '/api/collections/fulfillments/records') return json(listResult(held, 1, 100));
    if (path === '/api/collections/addresses/records') return json(listResult(addresses, 1, 100));
    if (path === '/api/collections/shipping_lines/records') {
      return json(listResult(filter.includes('zone = "HN"') && filter.includes('active = true') ? lines : [], 1, 50));
    }
    return undefined;
  };
}

async function open(path: string, api: FetchStub = shopApi()) {
  return renderRoute({ app: remoteApp, path, session: 'customer', fetch: api });
}

const box = (page: Awaited<ReturnType<typeof open>>, name: string) =>
  page.getByRole('checkbox', { name }) as HTMLInputElement;
const lineCard = async (page: Awaited<ReturnType<typeof open>>, name: string) =>
  (await page.findByRole('radio', { name })).closest('li') as HTMLElement;
const figure = (scope: HTMLElement, term: string) =>
  within(scope).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('/account/fulfillment/create', () => {
  it('preselects the parcels of ?parcels= and quotes every line of the address zone for them', async () => {
    const posts: Api['posts'] = [];
    const page = await open(`/account/fulfillment/create?parcels=${P1},${P2}`, shopApi({ posts }));
    await waitFor(() => expect(box(page, 'YT0000000001').checked).toBe(true));
    expect(box(page, 'YT0000000002').checked).toBe(true);
    expect(box(page, 'YT0000000003').checked).toBe(false);
    expect((page.getByRole('radio', { name: 'Home' }) as HTMLInputElement).checked).toBe(true);

    const fast = await lineCard(page, 'Fast Air');
    await waitFor(() => expect(figure(fast, 'Total')).toBe(money(314_001)));
    expect(figure(fast, 'Shipping')).toBe(money(300_001));
    expect(figure(fast, 'Storage')).toBe(money(14_000));
    expect(figure(fast, 'Chargeable weight')).toBe('2.1 kg');
    expect(figure(fast, 'Insurance')).toBe('Not insured');
    expect(within(fast).getByText('About 4 days')).toBeTruthy();
    const sea = await lineCard(page, 'Slow Sea');
    await waitFor(() => expect(figure(sea, 'Total')).toBe(money(94_007)));
    expect(within(sea).getByText('About 20 days')).toBeTruthy();

    const quotes = posts.filter((post) => post.path === '/api/shop/fulfillments/quote').map((post) => post.body);
    expect(quotes).toEqual(
      expect.arrayContaining([
        { parcels: [P1, P2], address: HOME, line: FAST, insurance: false },
        { parcels: [P1, P2], address: HOME, line: SEA, insurance: false },
      ]),
    );
    expect(quotes).toHaveLength(2);
  });

  it('prices every line again with insurance when it is ticked', async () => {
    const posts: Api['posts'] = [];
    const page = await open(`/account/fulfillment/create?parcels=${P1}`, shopApi({ posts }));
    const fast = await lineCard(page, 'Fast Air');
    await waitFor(() => expect(figure(fast, 'Total')).toBe(money(314_001)));
    fireEvent.click(page.getByRole('checkbox', { name: 'Insure the parcels' }));
    await waitFor(() => expect(figure(fast, 'Total')).toBe(money(324_124)));
    expect(figure(fast, 'Insurance')).toBe(money(10_123));
    expect(figure(fast, 'Declared value insured')).toBe(money(1_000_000));
    expect(page.router.state.location.search).toContain('insurance=1');
    expect(posts.filter((post) => post.body.insurance === true).map((post) => post.body.line)).toEqual(
      expect.arrayContaining([FAST, SEA]),
    );
  });

  it('shows why a line cannot be priced and does not let it be chosen', async () => {
    const page = await open(
      `/account/fulfillment/create?parcels=${P1}`,
      shopApi({ lines: [...LINES, line(CLOSED, 'Closed Road', 'sea', 10_000, 30)] }),
    );
    const closed = await lineCard(page, 'Closed Road');
    expect(
      await within(closed).findByText("Cannot price this line: This line does not ship to this address's area."),
    ).toBeTruthy();
    expect((within(closed).getByRole('radio') as HTMLInputElement).disabled).toBe(true);
  });

  it('marks a parcel held by a paid shipment and leaves it out of the link choice', async () => {
    const page = await open(
      `/account/fulfillment/create?parcels=${P1},${P3}`,
      shopApi({ held: [{ id: 'fulfil000000009', code: 'F2611-000009', parcels: [P3] }] }),
    );
    expect(await page.findByText('Already in paid shipment F2611-000009')).toBeTruthy();
    expect(box(page, 'YT0000000003').disabled).toBe(true);
    expect(box(page, 'YT0000000003').checked).toBe(false);
    expect(box(page, 'YT0000000001').checked).toBe(true);
    expect(
      page.getByText('Some parcels in the link are no longer waiting to be shipped and were left out.'),
    ).toBeTruthy();
  });

  it('tells a customer without an address to add one, and the link comes back here', async () => {
    const page = await open(`/account/fulfillment/create?parcels=${P1}`, shopApi({ addresses: [] }));
    expect(await page.findByText('You have no saved address yet')).toBeTruthy();
    expect(page.getByText('Choose a delivery address to see the lines that serve it.')).toBeTruthy();
    const add = page.getByRole('link', { name: 'Add an address' });
    const url = new URL(add.getAttribute('href') ?? '', 'http://app.test');
    expect(url.pathname).toBe('/account/address/forms');
    expect(url.searchParams.get('redirect')).toBe(`/account/fulfillment/create?parcels=${P1}&addedAfter=0`);

    fireEvent.click(page.getByRole('button', { name: 'Create shipment' }));
    expect(await page.findByText('Choose where the parcels go, or add an address.')).toBeTruthy();
    expect(page.fetch.mock.calls.some(([u]) => String(u).endsWith('/api/shop/fulfillments'))).toBe(false);
  });

  it('chooses the address just added when coming back from the address form', async () => {
    const page = await open(
      `/account/fulfillment/create?parcels=${P1}&address=${HOME}&addedAfter=2025-01-01%2010%3A00%3A00.000Z`,
      shopApi({
        addresses: [
          address(HOME, 'Home', true, '2025-01-01 10:00:00.000Z'),
          address(OFFICE, 'Office', false, '2026-11-20 08:00:00.000Z'),
        ],
      }),
    );
    await waitFor(() => expect((page.getByRole('radio', { name: 'Office' }) as HTMLInputElement).checked).toBe(true));
    await waitFor(() => expect(page.router.state.location.search).toBe(`?parcels=${P1}&address=${OFFICE}`));
  });

  it('says what is missing instead of creating: no parcel, no line', async () => {
    const page = await open('/account/fulfillment/create');
    await waitFor(() => expect(box(page, 'YT0000000001').checked).toBe(false));
    expect(await page.findByText('Choose at least one parcel to see the price on each line.')).toBeTruthy();
    fireEvent.click(page.getByRole('button', { name: 'Create shipment' }));
    expect(await page.findByText('Choose at least one parcel to ship.')).toBeTruthy();
    expect(page.getByText('Choose one of the shipping lines.')).toBeTruthy();
    expect(page.fetch.mock.calls.some(([u]) => String(u).endsWith('/api/shop/fulfillments'))).toBe(false);
  });

  it('creates the draft once for the chosen line and goes to its checkout', async () => {
    const posts: Api['posts'] = [];
    const page = await open(`/account/fulfillment/create?parcels=${P2}`, shopApi({ posts }));
    fireEvent.click(await page.findByRole('radio', { name: 'Slow Sea' }));
    await waitFor(() => expect(page.router.state.location.search).toContain(`line=${SEA}`));
    const create = page.getByRole('button', { name: 'Create shipment' });
    fireEvent.click(create);
    fireEvent.click(create);
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/account/fulfillment/checkout'));
    expect(page.router.state.location.search).toBe(`?id=${DRAFT}`);
    expect(posts.filter((post) => post.path === '/api/shop/fulfillments').map((post) => post.body)).toEqual([
      { parcels: [P2], address: HOME, line: SEA, insurance: false },
    ]);
  });
});
