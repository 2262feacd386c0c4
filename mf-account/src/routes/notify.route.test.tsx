// @vitest-environment happy-dom
import { loadKit, pb } from '@fwd/shared-contracts';
import { toastStore } from '@fwd/shared-ui';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
// Component tests render the page inside the shell's providers; only tests cross this boundary.
// eslint-disable-next-line import-x/no-restricted-paths
import { json, renderRoute, type FetchStub } from '../../../shell/src/testing/render-route';
import remoteApp from '../remote-app';
import { pageOf } from '../testing/pages';

const ME = 'customer0000001';
const RECORDS = '/api/collections/notifications/records';

type Notification = ReturnType<typeof notification>;
const notification = (id: string, title: string, created: string, fields: Record<string, unknown> = {}) => ({
  id,
  collectionId: 'pbc_notifications',
  collectionName: 'notifications',
  user: ME,
  title,
  body: '',
  link: '',
  read_at: '',
  created,
  updated: created,
  ...fields,
});

/**
 * The customer's notifications as PocketBase answers: lists filtered on the owner and on read or
 * unread, newest first, paged; a PATCH sets `read_at` (the only field the rules let the customer
 * change). `store.items` can be changed by the test (something new arriving).
 */
function notificationsApi(store: { items: Notification[] }): FetchStub {
  return (url, init) => {
    const method = (init.method ?? 'GET').toUpperCase();
    if (url.pathname === RECORDS && method === 'GET') {
      const filter = url.searchParams.get('filter') ?? '';
      if (!filter.includes(`user = "${ME}"`))
        return json({ page: 1, perPage: 30, totalItems: 0, totalPages: 0, items: [] });
      const unread = filter.includes("read_at = ''");
      const read = filter.includes("read_at != ''");
      const rows = store.items
        .filter((n) => (unread ? !n.read_at : read ? Boolean(n.read_at) : true))
        .sort((a, b) => b.created.localeCompare(a.created));
      return pageOf(rows, url);
    }
    const one = store.items.find((n) => url.pathname === `${RECORDS}/${n.id}`);
    if (one && method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as { read_at: string };
      Object.assign(one, { read_at: body.read_at });
      return json(one);
    }
    return undefined;
  };
}

const patches = (page: Awaited<ReturnType<typeof renderRoute>>) =>
  page.fetch.mock.calls
    .filter(([, init]) => init?.method === 'PATCH')
    .map(([url, init]) => ({
      id: new URL(String(url)).pathname.split('/').pop(),
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
    }));

/** What the customer channel says when one of the customer's notifications changes. */
async function announce(collection: string, action: string, id: string) {
  const call = vi.mocked(pb.realtime.subscribe).mock.calls.find(([topic]) => topic === 'customer');
  if (!call) throw new Error('The page does not watch the customer channel.');
  const listener = call[1] as (event: unknown) => void;
  await act(async () => listener({ collection, action, id }));
}

const toasts = () => toastStore.getState().toasts.map((toast) => toast.message);

const READ_AT = '2026-11-20 10:00:00.000Z';

function inbox() {
  return {
    items: [
      notification('n1', 'Order O2611-000001 purchased', '2026-11-21 08:00:00.000Z', { read_at: READ_AT }),
      notification('n2', 'Parcel SF123 received', '2026-11-19 08:00:00.000Z', {
        body: 'It is at our warehouse.',
        link: '/account/transaction',
      }),
      notification('n3', 'Support replied', '2026-11-22 08:00:00.000Z', { read_at: READ_AT }),
      notification('n4', 'Wallet credited', '2026-11-18 08:00:00.000Z', { link: 'https://evil.example/' }),
    ],
  };
}

async function open(store: { items: Notification[] }, language: 'en' | 'vi' = 'en') {
  const page = await renderRoute({
    app: remoteApp,
    path: '/account/notify',
    session: 'customer',
    language,
    fetch: notificationsApi(store),
  });
  // The first render of a run also loads the page's chunk: give it time.
  await page.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return page;
}

const titles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('heading').textContent);

describe('/account/notify', () => {
  it('lists the unread first (newest first), then the read, with a visible New mark on the unread', async () => {
    const page = await open(inbox());
    const list = await page.findByRole('list', { name: 'Your notifications' });
    expect(titles(list)).toEqual([
      'Parcel SF123 received',
      'Wallet credited',
      'Support replied',
      'Order O2611-000001 purchased',
    ]);
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByText('New')).toBeTruthy();
    expect(within(items[2] as HTMLElement).queryByText('New')).toBeNull();
    expect(page.getByText('2 unread')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('It is at our warehouse.')).toBeTruthy();
  });

  it('links only to paths of this app', async () => {
    const page = await open(inbox());
    const list = await page.findByRole('list', { name: 'Your notifications' });
    expect(within(list).getByRole('link', { name: 'Parcel SF123 received' }).getAttribute('href')).toBe(
      '/account/transaction',
    );
    expect(within(list).queryByRole('link', { name: 'Wallet credited' })).toBeNull();
  });

  it('marks one read with a PATCH of read_at only, and refreshes what the header bell counts', async () => {
    const store = inbox();
    const page = await open(store);
    const kit = await loadKit();
    // The header bell's query (shell/src/features/notifications): a list of `notifications`.
    const bellKey = ['notifications', 'list', { perPage: 1, fields: 'id', filter: 'bell' }];
    kit.queryClient.setQueryData(bellKey, { totalItems: 2 });

    fireEvent.click(await page.findByRole('button', { name: 'Mark as read: Parcel SF123 received' }));
    await waitFor(() => expect(patches(page)).toHaveLength(1));
    expect(patches(page)[0]?.id).toBe('n2');
    expect(Object.keys(patches(page)[0]?.body ?? {})).toEqual(['read_at']);
    await waitFor(() => expect(toasts()).toContain('Marked as read.'));
    await waitFor(() => expect(kit.queryClient.getQueryState(bellKey)?.isInvalidated).toBe(true));
    await waitFor(() => expect(page.getByText('1 unread')).toBeTruthy());
    expect(page.queryByRole('button', { name: 'Mark as read: Parcel SF123 received' })).toBeNull();
  });

  it('marks all read with one PATCH per unread notification, and keeps going when one fails', async () => {
    const store = inbox();
    store.items.push(notification('n5', 'Refund approved', '2026-11-17 08:00:00.000Z'));
    const api = notificationsApi(store);
    const page = await renderRoute({
      app: remoteApp,
      path: '/account/notify',
      session: 'customer',
      fetch: (url, init) =>
        init.method === 'PATCH' && url.pathname.endsWith('/n4')
          ? json({ status: 500, message: 'Something went wrong.', data: {} }, 500)
          : api(url, init),
    });
    fireEvent.click(await page.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(patches(page)).toHaveLength(3));
    expect(
      patches(page)
        .map((p) => p.id)
        .sort(),
    ).toEqual(['n2', 'n4', 'n5']);
    expect(patches(page).every((p) => Object.keys(p.body).join() === 'read_at')).toBe(true);
    await waitFor(() =>
      expect(toasts()).toContain('1 of 3 notifications could not be marked as read. Please try again.'),
    );
    await waitFor(() => expect(page.getByText('1 unread')).toBeTruthy());
  });

  it('opening a notification follows its link and marks it read', async () => {
    const store = inbox();
    const page = await open(store);
    fireEvent.click(await page.findByRole('link', { name: 'Parcel SF123 received' }));
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/account/transaction'));
    await waitFor(() => expect(patches(page).map((p) => p.id)).toEqual(['n2']));
  });

  it('shows a notification that arrives while the page is open', async () => {
    const store = inbox();
    const page = await open(store);
    await page.findByRole('list', { name: 'Your notifications' });
    store.items.push(notification('n9', 'Order O2611-000009 shipped', '2026-11-23 08:00:00.000Z'));
    await announce('notifications', 'create', 'n9');
    const list = page.getByRole('list', { name: 'Your notifications' });
    await waitFor(() => expect(titles(list)[0]).toBe('Order O2611-000009 shipped'));
    expect(page.getByText('3 unread')).toBeTruthy();
  });

  it('says so when there are no notifications yet, and offers no Mark all', async () => {
    const page = await open({ items: [] });
    expect(await page.findByText('No notifications yet')).toBeTruthy();
    expect(page.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('speaks Vietnamese', async () => {
    const page = await open(inbox(), 'vi');
    const list = await page.findByRole('list', { name: 'Thông báo của bạn' });
    expect(within(list).getAllByText('Mới')).toHaveLength(2);
    expect(page.getByRole('button', { name: 'Đánh dấu tất cả đã đọc' })).toBeTruthy();
  });

  it("shows each notification in the reader's language from its message key, linked to its record", async () => {
    const store = {
      items: [
        notification('n1', 'Top-up NAPC1 approved: 1,250,000 VND added to your wallet', '2026-11-22 08:00:00.000Z', {
          key: 'topUpApproved',
          values: { reference: 'NAPC1', amount: { money: 1_250_000, currency: 'VND' }, reason: '' },
          link: '/account/recharge?id=rechargeid00001',
        }),
        notification('n2', 'Recharge NAP0 approved', '2026-11-21 08:00:00.000Z', { body: 'Made before keys' }),
      ],
    };
    const page = await open(store, 'vi');
    const list = await page.findByRole('list', { name: 'Thông báo của bạn' });
    const topUp = await within(list).findByRole('link', {
      name: /^Đã duyệt nạp tiền NAPC1: 1\.250\.000\s?₫ đã được cộng vào ví$/,
    });
    expect(topUp.getAttribute('href')).toBe('/account/recharge?id=rechargeid00001');
    // A row made before keys keeps its stored words.
    expect(within(list).getByText('Recharge NAP0 approved')).toBeTruthy();
    expect(within(list).getByText('Made before keys')).toBeTruthy();
  });
});
