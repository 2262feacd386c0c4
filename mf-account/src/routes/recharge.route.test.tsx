// @vitest-environment happy-dom
import { pb } from '@fwd/shared-contracts';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
// Component tests render the page inside the shell's providers; only tests cross this boundary.
// eslint-disable-next-line import-x/no-restricted-paths
import { json, listResult, renderRoute, type FetchStub } from '../../../shell/src/testing/render-route';
import { vietQrPayload } from '../features/wallet/vietqr';
import remoteApp from '../remote-app';
import { fakeUploads } from '../testing/uploads';

const ME = 'customer0000001';
const RECORDS = '/api/collections/recharges/records';

const SETTINGS = {
  id: 'settings0000001',
  collectionId: 'pbc_settings',
  collectionName: 'settings',
  key: 'default',
  home_currency: 'VND',
  source_currency: 'CNY',
  bank_name: 'Vietcombank',
  bank_bin: '970436',
  bank_account_no: '0011001234567',
  bank_account_name: 'CONG TY TNHH FORWARDLY',
  min_recharge: 50_000,
};

type Recharge = ReturnType<typeof recharge>;
const recharge = (id: string, fields: Record<string, unknown> = {}) => ({
  id,
  collectionId: 'pbc_recharges',
  collectionName: 'recharges',
  user: ME,
  amount: 200_000,
  reference: `NAPC000001${id.slice(-4).toUpperCase()}`,
  proof: '',
  status: 'pending',
  reviewed_by: '',
  reviewed_at: '',
  reason: '',
  created: '2025-03-01 10:00:00.000Z',
  updated: '2025-03-01 10:00:00.000Z',
  ...fields,
});

/** Settings, the customer's recharges (kept in `store`, newest first) and file tokens, as PocketBase answers. */
function walletApi(store: { items: Recharge[] }, settings: Record<string, unknown> = SETTINGS): FetchStub {
  return (url, init) => {
    const method = (init.method ?? 'GET').toUpperCase();
    if (url.pathname === '/api/collections/settings/records') {
      return json(listResult(url.searchParams.get('filter') === 'key = "default"' ? [settings] : []));
    }
    if (url.pathname === '/api/files/token' && method === 'POST') return json({ token: 'file-token-1' });
    if (url.pathname === RECORDS && method === 'GET') {
      return json(listResult(url.searchParams.get('filter') === `user = "${ME}"` ? store.items : []));
    }
    if (url.pathname === RECORDS && method === 'POST') {
      const body = JSON.parse(String(init.body)) as { user: string; amount: number };
      if (body.amount < 50_000) {
        return json(
          {
            status: 400,
            message: 'Failed to create record.',
            data: { amount: { code: 'validation_min', message: 'Must be at least 50000.' } },
          },
          400,
        );
      }
      const created = recharge('rchnew000000001', { amount: body.amount, reference: 'NAPC000001QX7Z' });
      store.items = [created, ...store.items];
      return json(created);
    }
    const one = url.pathname.startsWith(`${RECORDS}/`) && store.items.find((r) => url.pathname.endsWith(`/${r.id}`));
    if (one && method === 'GET') return json(one);
    return undefined;
  };
}

const requests = (page: Awaited<ReturnType<typeof renderRoute>>, method: string) =>
  page.fetch.mock.calls
    .map(([url, init]) => ({ url: String(url), method: init?.method ?? 'GET', body: init?.body }))
    .filter((r) => r.method === method);

/** What the customer channel would say after finance changes a record of theirs. */
async function announce(collection: string, id: string) {
  const call = vi.mocked(pb.realtime.subscribe).mock.calls.find(([topic]) => topic === 'customer');
  if (!call) throw new Error('The page does not watch the customer channel.');
  const listener = call[1] as (event: unknown) => void;
  await act(async () => listener({ collection, action: 'update', id }));
}

function file(name: string, type: string, bytes: number): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: bytes });
  return f;
}

describe('/account/recharge', () => {
  it('refuses an amount below the minimum, naming it, and sends nothing', async () => {
    const page = await renderRoute({
      app: remoteApp,
      path: '/account/recharge',
      session: 'customer',
      fetch: walletApi({ items: [] }),
    });
    fireEvent.change(await page.findByLabelText('Amount to top up'), { target: { value: '20000' } });
    fireEvent.click(page.getByRole('button', { name: 'Create transfer' }));
    expect(await page.findByText('The smallest top-up is ₫50,000.')).toBeTruthy();
    expect(page.getByLabelText('Amount to top up').getAttribute('aria-invalid')).toBe('true');
    expect(requests(page, 'POST')).toEqual([]);
  });

  it('names the minimum in Vietnamese too', async () => {
    const page = await renderRoute({
      app: remoteApp,
      path: '/account/recharge',
      session: 'customer',
      language: 'vi',
      fetch: walletApi({ items: [] }),
    });
    fireEvent.change(await page.findByLabelText('Số tiền nạp'), { target: { value: '1000' } });
    fireEvent.click(await page.findByRole('button', { name: 'Tạo lệnh chuyển khoản' }));
    expect(await page.findByText(/^Số tiền nạp tối thiểu là 50\.000/)).toBeTruthy();
    expect(page.getByLabelText('Số tiền nạp')).toBeTruthy();
  });

  it('raises a shortfall below the smallest top-up to the smallest, and says so', async () => {
    const page = await renderRoute({
      app: remoteApp,
      path: '/account/recharge?amount=1000',
      session: 'customer',
      fetch: walletApi({ items: [] }),
    });
    expect(((await page.findByLabelText('Amount to top up')) as HTMLInputElement).value).toBe('50000');
    expect(page.getByText('You were ₫1,000 short; the smallest top-up is ₫50,000, so we filled that in.')).toBeTruthy();
  });

  it('prefills the amount from ?amount=', async () => {
    const page = await renderRoute({
      app: remoteApp,
      path: '/account/recharge?amount=150000',
      session: 'customer',
      fetch: walletApi({ items: [] }),
    });
    expect(((await page.findByLabelText('Amount to top up')) as HTMLInputElement).value).toBe('150000');
  });

  it('creates the transfer and shows the reference, our bank details from the settings and a VietQR code', async () => {
    const page = await renderRoute({
      app: remoteApp,
      path: '/account/recharge?amount=200000',
      session: 'customer',
      fetch: walletApi({ items: [] }),
    });
    fireEvent.click(await page.findByRole('button', { name: 'Create transfer' }));

    await waitFor(() => expect(requests(page, 'POST')).toHaveLength(1));
    expect(JSON.parse(String(requests(page, 'POST')[0]?.body))).toEqual({ user: ME, amount: 200_000 });
    const panel = (await page.findByRole('heading', { name: 'Transfer details' })).closest('section') as HTMLElement;
    const details = within(panel);
    expect(await details.findByText('NAPC000001QX7Z')).toBeTruthy();
    expect(details.getByText('Vietcombank')).toBeTruthy();
    expect(details.getByText('0011001234567')).toBeTruthy();
    expect(details.getByText('CONG TY TNHH FORWARDLY')).toBeTruthy();
    for (const name of ['Copy account number', 'Copy amount', 'Copy transfer note']) {
      expect(details.getByRole('button', { name })).toBeTruthy();
    }
    const qr = await details.findByRole('img', {
      name: 'VietQR code: transfer ₫200,000 to Vietcombank account 0011001234567 with the note NAPC000001QX7Z',
    });
    expect(qr.getAttribute('data-payload')).toBe(
      vietQrPayload({ bin: '970436', accountNo: '0011001234567', amount: 200_000, purpose: 'NAPC000001QX7Z' }),
    );
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h\d+/);
    expect(page.router.state.location.search).toContain('id=rchnew000000001');
  });

  it('says top-ups are unavailable and shows no form or QR code when the bank details are missing', async () => {
    const page = await renderRoute({
      app: remoteApp,
      path: '/account/recharge',
      session: 'customer',
      fetch: walletApi({ items: [] }, { ...SETTINGS, bank_account_no: '' }),
    });
    expect(await page.findByText(/Top-ups by bank transfer are not available right now/)).toBeTruthy();
    expect(page.queryByRole('button', { name: 'Create transfer' })).toBeNull();
    expect(page.queryByRole('img', { name: /VietQR/ })).toBeNull();
  });

  it('uploads the proof as one multipart PATCH of the recharge, after checking its type', async () => {
    const store = { items: [recharge('rch000000000001')] };
    const sent = fakeUploads(() => {
      store.items = [{ ...store.items[0]!, proof: 'receipt_abc.png' }];
      return store.items[0];
    });
    const page = await renderRoute({
      app: remoteApp,
      path: '/account/recharge?id=rch000000000001',
      session: 'customer',
      fetch: walletApi(store),
    });
    const input = await page.findByLabelText(/Transfer receipt \(image or PDF\)/);

    fireEvent.change(input, { target: { files: [file('notes.txt', 'text/plain', 10)] } });
    expect((await page.findByText(/notes\.txt is not an accepted file type/)).textContent).toContain('PDF');

    fireEvent.change(input, { target: { files: [file('receipt.png', 'image/png', 200_000)] } });
    fireEvent.click(page.getByRole('button', { name: 'Upload proof' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.method).toBe('PATCH');
    expect(sent[0]?.url).toMatch(/\/api\/collections\/recharges\/records\/rch000000000001$/);
    expect(sent[0]?.body?.get('proof')).toBeInstanceOf(File);
    expect([...(sent[0]?.body?.keys() ?? [])]).toEqual(['proof']);
    expect(await page.findByText(/We have your proof of transfer/)).toBeTruthy();
  });

  it('lists earlier top-ups newest first and follows finance approving one, without a reload', async () => {
    const store = {
      items: [
        recharge('rch000000000002', { proof: 'receipt_x.pdf', created: '2025-03-02 10:00:00.000Z' }),
        recharge('rch000000000001', { status: 'rejected', reason: 'No transfer received' }),
      ],
    };
    const page = await renderRoute({
      app: remoteApp,
      path: '/account/recharge',
      session: 'customer',
      fetch: walletApi(store),
    });
    const table = await page.findByRole('table', { name: 'Earlier top-ups' });
    await within(table).findAllByText('NAPC0000010002');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('Pending review')).toBeTruthy();
    expect(
      (await within(rows[0] as HTMLElement).findByRole('link', { name: /View proof \(PDF\)/ })).getAttribute('href'),
    ).toContain('token=file-token-1');
    expect(within(rows[1] as HTMLElement).getByText('Reason: No transfer received')).toBeTruthy();
    const list = page.fetch.mock.calls.map(([url]) => new URL(String(url))).find((u) => u.pathname === RECORDS);
    expect(list?.searchParams.get('sort')).toMatch(/^-created/);

    store.items = [{ ...store.items[0]!, status: 'approved' }, store.items[1]!];
    await announce('recharges', 'rch000000000002');
    await waitFor(() => expect(within(table).getByText('Approved')).toBeTruthy());
  });

  it('asks for the page in ?page=, newest first, and keeps it when a top-up opens', async () => {
    const page = await renderRoute({
      app: remoteApp,
      path: '/account/recharge?page=2',
      session: 'customer',
      fetch: walletApi({ items: [recharge('rch000000000005')] }),
    });
    const asked = () =>
      page.fetch.mock.calls.map(([url]) => new URL(String(url))).filter((u) => u.pathname === RECORDS);
    await waitFor(() => expect(asked().length).toBeGreaterThan(0));
    expect(asked()[0]?.searchParams.get('page')).toBe('2');
    expect(asked()[0]?.searchParams.get('sort')).toBe('-created,-id');
    fireEvent.click(await page.findByRole('button', { name: 'Upload proof for NAPC0000010005' }));
    await waitFor(() => expect(page.router.state.location.search).toContain('id=rch000000000005'));
    expect(page.router.state.location.search).toContain('page=2');
  });

  it('offers "Upload proof" on a pending top-up without proof and opens its transfer details', async () => {
    const page = await renderRoute({
      app: remoteApp,
      path: '/account/recharge',
      session: 'customer',
      fetch: walletApi({ items: [recharge('rch000000000003')] }),
    });
    fireEvent.click(await page.findByRole('button', { name: 'Upload proof for NAPC0000010003' }));
    expect(await page.findByLabelText(/Transfer receipt \(image or PDF\)/)).toBeTruthy();
    expect(page.router.state.location.search).toContain('id=rch000000000003');
  });

  it('goes back to ?return= once the top-up created here is approved', async () => {
    const store = { items: [] as Recharge[] };
    const page = await renderRoute({
      app: remoteApp,
      path: `/account/recharge?amount=200000&return=${encodeURIComponent('/account/checkout')}`,
      session: 'customer',
      fetch: walletApi(store),
    });
    fireEvent.click(await page.findByRole('button', { name: 'Create transfer' }));
    // The transfer details of the new, pending top-up are on screen.
    expect(await page.findByRole('button', { name: 'Copy transfer note' })).toBeTruthy();

    store.items = [{ ...store.items[0]!, status: 'approved' }];
    await announce('recharges', 'rchnew000000001');
    expect(await page.findByText('Top-up approved')).toBeTruthy();
    expect(page.getByText('Taking you back in a moment…')).toBeTruthy();
    expect(page.getByRole('link', { name: 'Continue where you left off' }).getAttribute('href')).toBe(
      '/account/checkout',
    );
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/account/checkout'), { timeout: 5000 });
  }, 15_000);

  it('ignores a ?return= of another site', async () => {
    const store = { items: [recharge('rch000000000004', { status: 'approved' })] };
    const page = await renderRoute({
      app: remoteApp,
      path: `/account/recharge?id=rch000000000004&return=${encodeURIComponent('//evil.example/')}`,
      session: 'customer',
      fetch: walletApi(store),
    });
    expect(await page.findByText('Top-up approved')).toBeTruthy();
    expect(page.queryByRole('link', { name: 'Continue where you left off' })).toBeNull();
    expect(page.getByRole('link', { name: 'See your wallet history' })).toBeTruthy();
  });
});
