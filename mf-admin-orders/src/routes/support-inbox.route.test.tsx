// @vitest-environment happy-dom
import { formatMoney } from '@fwd/shared-contracts';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// Page tests answer the API as PocketBase would; only tests cross this boundary.
// eslint-disable-next-line import-x/no-restricted-paths
import { json, listResult, type FetchStub } from '../../../shell/src/testing/render-route';
import { openStaffPage } from '../testing/fixtures';

const CUSTOMER = { id: 'customer0000001', code: 'C10042', name: 'Lan Nguyen', balance: 250_000 };
const conversation = (id: string, unread: number, user = CUSTOMER) => ({
  id,
  collectionId: 'pbc_conversations',
  collectionName: 'conversations',
  created: '2026-11-20 08:00:00.000Z',
  updated: '2026-11-20 08:00:00.000Z',
  user: user.id,
  staff_unread: unread,
  customer_unread: 0,
  last_message_at: '2026-11-21 09:30:00.000Z',
  expand: { user },
});
const UNREAD = conversation('conversation001', 2);
const READ = conversation('conversation002', 0, { id: 'customer0000002', code: 'C10043', name: 'Binh Le', balance: 0 });
const MESSAGE = {
  id: 'message00000001',
  collectionId: 'pbc_messages',
  collectionName: 'messages',
  created: '2026-11-21 09:30:00.000Z',
  updated: '2026-11-21 09:30:00.000Z',
  conversation: UNREAD.id,
  author_user: CUSTOMER.id,
  author_staff: '',
  body: 'Where is my scarf?',
  attachments: [],
  read_at: '',
};
const OPEN_ORDER = { id: 'order0000000001', code: 'O2611-000001', status: 'purchased', total: 370_000 };

interface Seen {
  inbox: URL[];
  read: string[];
  sent: FormData[];
}

function inboxApi(seen: Seen, conversations = [UNREAD, READ]): FetchStub {
  return (url, init) => {
    const path = url.pathname;
    if (path === '/api/collections/settings/records') return json(listResult([]));
    if (path === '/api/collections/conversations/records') {
      seen.inbox.push(url);
      return json(listResult(conversations));
    }
    if (path === `/api/collections/conversations/records/${UNREAD.id}`) return json(UNREAD);
    if (path === '/api/collections/messages/records' && init.method === 'POST') {
      const body = init.body as FormData;
      seen.sent.push(body);
      return json({ ...MESSAGE, id: 'message00000002', author_user: '', author_staff: 'staffmember0001' });
    }
    if (path === '/api/collections/messages/records') return json(listResult([MESSAGE], 1, 200));
    if (path.startsWith('/api/collections/messages/records/') && init.method === 'PATCH') {
      seen.read.push(path.split('/').at(-1)!);
      return json({ ...MESSAGE, read_at: '2026-11-21 10:00:00.000Z' });
    }
    if (path === '/api/collections/orders/records') {
      expect(url.searchParams.get('filter')).toContain(`user = "${CUSTOMER.id}"`);
      return json(listResult([OPEN_ORDER], 1, 10));
    }
    return undefined;
  };
}

describe('/admin/conversation', () => {
  it('lists conversations unread first, with their unread counts, and opens one beside the list', async () => {
    const seen: Seen = { inbox: [], read: [], sent: [] };
    const page = await openStaffPage('/admin/conversation', inboxApi(seen));
    // The first page of the file loads the data kit's chunk cold.
    const inbox = await page.findByRole('navigation', { name: 'Conversations, unread first' }, { timeout: 20_000 });
    const first = await within(inbox).findByRole('button', { name: /C10042 Lan Nguyen/ }, { timeout: 20_000 });
    expect(first.textContent).toContain('2 unread messages');
    expect(within(inbox).getByRole('button', { name: /C10043 Binh Le/ }).textContent).toContain('All read');
    expect(seen.inbox[0]?.searchParams.get('sort')).toContain('-staff_unread,-last_message_at');
    expect(page.getByText('Choose a conversation to read and answer it.')).toBeTruthy();

    fireEvent.click(first);
    await waitFor(() => expect(page.router.state.location.search).toBe(`?id=${UNREAD.id}`));
    await waitFor(() =>
      expect(page.getByRole('button', { name: /C10042 Lan Nguyen/ }).getAttribute('aria-current')).toBe('true'),
    );
    expect(await page.findByRole('heading', { name: 'Conversation with C10042' })).toBeTruthy();
    expect(await page.findByText('Where is my scarf?')).toBeTruthy();
    expect(await page.findByRole('link', { name: 'O2611-000001' })).toBeTruthy();
    expect(page.getByText(`Balance: ${formatMoney(250_000, 'VND', 'en-US')}`)).toBeTruthy();
    // Seen on screen, the customer's messages are marked read.
    await waitFor(() => expect(seen.read).toEqual([MESSAGE.id]));
  }, 30_000);

  it('refuses an empty reply, then sends the words trimmed with Enter and empties the box', async () => {
    const seen: Seen = { inbox: [], read: [], sent: [] };
    const page = await openStaffPage(`/admin/conversation?id=${UNREAD.id}`, inboxApi(seen));
    const form = await page.findByRole('form', { name: 'Reply' });
    const box = within(form).getByLabelText('Your reply');
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText('Write a message or attach a picture.')).toBeTruthy();
    expect(seen.sent).toEqual([]);

    fireEvent.change(box, { target: { value: '  It left the warehouse today.  ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(seen.sent).toHaveLength(1));
    expect(seen.sent[0]!.get('body')).toBe('It left the warehouse today.');
    expect(seen.sent[0]!.get('author_staff')).toBe('staffmember0001');
    expect(seen.sent[0]!.get('conversation')).toBe(UNREAD.id);
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  });

  it('says so when nobody has written yet', async () => {
    const page = await openStaffPage('/admin/conversation', inboxApi({ inbox: [], read: [], sent: [] }, []));
    expect(await page.findByText('No conversation yet.')).toBeTruthy();
  });
});
