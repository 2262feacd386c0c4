// @vitest-environment happy-dom
import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// Component tests render the page inside the shell's providers; only tests cross this boundary.
// eslint-disable-next-line import-x/no-restricted-paths
import { json, listResult, renderRoute, type FetchStub } from '../../../shell/src/testing/render-route';
import remoteApp from '../remote-app';

const ME = 'customer0000001';
const SETTINGS = { id: 'settings0000001', collectionName: 'settings', key: 'default', home_currency: 'VND' };
const DUPLICATE = {
  status: 400,
  message: 'This tracking code is already registered.',
  data: { tracking_code: { code: 'already_registered', message: 'This tracking code is already registered.' } },
};

type Answer = (body: Record<string, unknown>, n: number) => Response;

/** What the server answers a declaration: the new parcel `expected`, unless the test says otherwise. */
const declared: Answer = (body, n) =>
  json({
    id: `parcel00000000${n}`,
    collectionName: 'parcels',
    user: ME,
    status: 'expected',
    ...body,
    tracking_code: String(body.tracking_code).toUpperCase(),
  });

function addApi(answer: Answer = declared): FetchStub {
  let n = 0;
  return (url, init) => {
    if (url.pathname === '/api/collections/settings/records') return json(listResult([SETTINGS]));
    if (url.pathname === '/api/collections/parcels/records' && init.method === 'POST') {
      n += 1;
      return answer(JSON.parse(String(init.body)) as Record<string, unknown>, n);
    }
    return undefined;
  };
}

const open = (path: string, api: FetchStub = addApi(), language?: 'en' | 'vi') =>
  renderRoute({ app: remoteApp, path, session: 'customer', fetch: api, language });

type Page = Awaited<ReturnType<typeof open>>;

const posted = (page: Page) =>
  page.fetch.mock.calls
    .filter(([url, init]) => init?.method === 'POST' && String(url).includes('/api/collections/parcels/records'))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

describe('/account/parcel/add, one parcel', () => {
  it('declares the parcel with its code, contents and value, and says it is declared', async () => {
    const page = await open('/account/parcel/add');
    const form = await page.findByRole('form', { name: 'Declare one parcel' });
    fireEvent.change(within(form).getByLabelText('Tracking code'), { target: { value: ' yt123456789 ' } });
    fireEvent.change(within(form).getByLabelText('Contents'), { target: { value: 'Winter shoes' } });
    fireEvent.change(await within(form).findByLabelText('Declared value'), { target: { value: '250000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Declare parcel' }));

    await waitFor(() => expect(posted(page)).toHaveLength(1));
    expect(posted(page)[0]).toEqual({
      user: ME,
      tracking_code: 'YT123456789',
      description: 'Winter shoes',
      declared_value: 250000,
    });
    const results = await page.findByRole('list', { name: 'Result per tracking code' });
    expect(within(results).getByText('YT123456789')).toBeTruthy();
    expect(within(results).getByText('Declared')).toBeTruthy();
    expect(within(results).getByRole('link', { name: 'Open parcel YT123456789' }).getAttribute('href')).toBe(
      '/account/parcel?id=parcel000000001',
    );
    expect(page.getByRole('link', { name: 'See your parcels' }).getAttribute('href')).toBe('/account/parcel');
    // Ready for the next one.
    await waitFor(() => expect((within(form).getByLabelText('Tracking code') as HTMLInputElement).value).toBe(''));
  });

  it('sends no declared value when none is given', async () => {
    const page = await open('/account/parcel/add');
    const form = await page.findByRole('form', { name: 'Declare one parcel' });
    fireEvent.change(within(form).getByLabelText('Tracking code'), { target: { value: 'SF100200300' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Declare parcel' }));
    await waitFor(() => expect(posted(page)).toEqual([{ user: ME, tracking_code: 'SF100200300', description: '' }]));
  });

  it('refuses a code with spaces or symbols before sending anything', async () => {
    const page = await open('/account/parcel/add');
    const form = await page.findByRole('form', { name: 'Declare one parcel' });
    const code = within(form).getByLabelText('Tracking code');
    fireEvent.change(code, { target: { value: 'YT 1234#56' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Declare parcel' }));
    expect(await within(form).findByText('Use letters, digits or dashes only: no spaces or symbols.')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(code, { target: { value: 'YT12' } });
    expect(await within(form).findByText('A tracking code is 6–40 letters, digits or dashes.')).toBeTruthy();
    expect(posted(page)).toEqual([]);
  });

  it("puts the server's refusal of a code already declared on the field, keeping what was typed", async () => {
    const page = await open(
      '/account/parcel/add',
      addApi(() => json(DUPLICATE, 400)),
    );
    const form = await page.findByRole('form', { name: 'Declare one parcel' });
    const code = within(form).getByLabelText('Tracking code') as HTMLInputElement;
    fireEvent.change(code, { target: { value: 'YT123456789' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Declare parcel' }));
    expect(
      await within(form).findByText(
        'This tracking code is already declared, by you or by someone else. Check the code; if the parcel is yours, open a complaint and we will sort it out.',
      ),
    ).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(code.value).toBe('YT123456789');
    expect(page.queryByRole('list', { name: 'Result per tracking code' })).toBeNull();
  });

  it('says so when the code matches a parcel our warehouse already holds', async () => {
    const page = await open(
      '/account/parcel/add',
      addApi((body, n) => declared({ ...body, status: 'received', shelf: 'U-01' }, n)),
    );
    const form = await page.findByRole('form', { name: 'Declare one parcel' });
    fireEvent.change(within(form).getByLabelText('Tracking code'), { target: { value: 'YT123456789' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Declare parcel' }));
    const results = await page.findByRole('list', { name: 'Result per tracking code' });
    expect(within(results).getByText('Matched to a parcel we already have')).toBeTruthy();
    expect(
      within(results).getByText(
        'We already had this parcel at our warehouse: it is now yours, on the shelf and ready to ship.',
      ),
    ).toBeTruthy();
  });
});

describe('/account/parcel/add, many codes', () => {
  it('declares each pasted code once, in order, with a result per code, and keeps the refused ones', async () => {
    const page = await open(
      '/account/parcel/add',
      addApi((body, n) => {
        if (body.tracking_code === 'YT222222') return declared({ ...body, status: 'received' }, n);
        if (body.tracking_code === 'YT333333') return json(DUPLICATE, 400);
        return declared(body, n);
      }),
    );
    fireEvent.mouseDown(await page.findByRole('tab', { name: 'Paste many codes' }), { button: 0 });
    await waitFor(() => expect(page.router.state.location.search).toBe('?mode=many'));
    const form = await page.findByRole('form', { name: 'Declare many parcels' });
    const codes = within(form).getByLabelText('Tracking codes') as HTMLTextAreaElement;
    fireEvent.change(codes, { target: { value: 'yt111111\nYT222222, YT333333 yt111111' } });
    expect(within(form).getByText('3 codes found (up to 100).')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Contents of every parcel'), { target: { value: 'Books' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Declare all codes' }));

    const results = await page.findByRole('list', { name: 'Result per tracking code' });
    expect(posted(page)).toEqual([
      { user: ME, tracking_code: 'YT111111', description: 'Books' },
      { user: ME, tracking_code: 'YT222222', description: 'Books' },
      { user: ME, tracking_code: 'YT333333', description: 'Books' },
    ]);
    const items = within(results).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('code')?.textContent)).toEqual(['YT111111', 'YT222222', 'YT333333']);
    expect(within(items[0] as HTMLElement).getByText('Declared')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Matched to a parcel we already have')).toBeTruthy();
    expect(within(items[2] as HTMLElement).getByText('Refused')).toBeTruthy();
    expect(within(items[2] as HTMLElement).getByText(/This tracking code is already declared/)).toBeTruthy();
    expect(page.getByRole('heading', { name: '2 of 3 parcels declared' })).toBeTruthy();
    // The refused code stays in the box to fix and send again; the others are gone from it.
    await waitFor(() => expect(codes.value).toBe('YT333333'));
  });

  it('names the codes of the wrong shape and sends nothing', async () => {
    const page = await open('/account/parcel/add?mode=many');
    const form = await page.findByRole('form', { name: 'Declare many parcels' });
    fireEvent.change(within(form).getByLabelText('Tracking codes'), { target: { value: 'YT111111\nAB$123, X1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Declare all codes' }));
    expect(
      await within(form).findByText(
        'These codes cannot be declared: AB$123, X1. A code is 6–40 letters, digits or dashes, with no spaces or symbols.',
      ),
    ).toBeTruthy();
    expect(posted(page)).toEqual([]);
  });

  it('keeps the codes not sent when the connection drops', async () => {
    const page = await open(
      '/account/parcel/add?mode=many',
      addApi((body, n) => {
        if (n === 2) throw new TypeError('Failed to fetch');
        return declared(body, n);
      }),
    );
    const form = await page.findByRole('form', { name: 'Declare many parcels' });
    const codes = within(form).getByLabelText('Tracking codes') as HTMLTextAreaElement;
    fireEvent.change(codes, { target: { value: 'YT111111 YT222222 YT333333' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Declare all codes' }));
    const results = await page.findByRole('list', { name: 'Result per tracking code' });
    expect(within(results).getAllByText('Not sent')).toHaveLength(2);
    expect(posted(page)).toHaveLength(2);
    await waitFor(() => expect(codes.value).toBe('YT222222\nYT333333'));
  });

  it('speaks Vietnamese', async () => {
    const page = await open('/account/parcel/add?mode=many', addApi(), 'vi');
    const form = await page.findByRole('form', { name: 'Khai báo nhiều kiện hàng' });
    expect(within(form).getByLabelText('Các mã vận đơn')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Khai báo tất cả các mã' })).toBeTruthy();
  });
});
