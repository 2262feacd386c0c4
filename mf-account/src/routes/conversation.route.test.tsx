// @vitest-environment happy-dom
import { pb } from '@fwd/shared-contracts';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
// Component tests render the page inside the shell's providers; only tests cross this boundary.
// eslint-disable-next-line import-x/no-restricted-paths
import { json, listResult, renderRoute, type FetchStub } from '../../../shell/src/testing/render-route';
import remoteApp from '../remote-app';
import { pageOf } from '../testing/pages';

const ME = 'customer0000001';
const CONV = 'conversation001';
const CONVERSATIONS = '/api/collections/conversations/records';
const MESSAGES = '/api/collections/messages/records';
const NOTIFICATIONS = '/api/collections/notifications/records';

type Message = ReturnType<typeof message>;
const message = (id: string, created: string, fields: Record<string, unknown> = {}) => ({
  id,
  collectionId: 'pbc_messages',
  collectionName: 'messages',
  conversation: CONV,
  author_user: ME,
  author_staff: '',
  body: `Message ${id}`,
  attachments: [] as string[],
  read_at: '',
  created,
  updated: created,
  ...fields,
});
const fromStaff = (id: string, created: string, fields: Record<string, unknown> = {}) =>
  message(id, created, { author_user: '', author_staff: 'staffmember0001', ...fields });

const conversation = (fields: Record<string, unknown> = {}) => ({
  id: CONV,
  collectionId: 'pbc_conversations',
  collectionName: 'conversations',
  user: ME,
  status: 'open',
  last_message_at: '',
  created: '2026-11-01 08:00:00.000Z',
  updated: '2026-11-01 08:00:00.000Z',
  ...fields,
});

interface Store {
  conversation: ReturnType<typeof conversation> | null;
  messages: Message[];
  notifications?: { id: string; user: string; link: string; read_at: string }[];
}

/**
 * Support as PocketBase answers: the customer's one conversation (get-or-create on POST), its
 * messages newest first and paged, a multipart create, read marks by PATCH, file tokens, and the
 * customer's unread "Support replied" notifications.
 */
function supportApi(store: Store): FetchStub {
  return (url, init) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const page = Number(url.searchParams.get('page') ?? 1);
    const perPage = Number(url.searchParams.get('perPage') ?? 30);
    if (url.pathname === '/api/files/token' && method === 'POST') return json({ token: 'file-token-1' });
    if (url.pathname === CONVERSATIONS && method === 'GET') {
      const mine = url.searchParams.get('filter') === `user = "${ME}"` && store.conversation;
      return json(listResult(mine ? [store.conversation] : [], page, perPage));
    }
    if (url.pathname === CONVERSATIONS && method === 'POST') {
      store.conversation ??= conversation();
      return json(store.conversation);
    }
    if (url.pathname === MESSAGES && method === 'GET') {
      const ok =
        url.searchParams.get('filter') === `conversation = "${CONV}"` &&
        url.searchParams.get('sort') === '-created,-id';
      const rows = ok
        ? [...store.messages].sort((a, b) => b.created.localeCompare(a.created) || b.id.localeCompare(a.id))
        : [];
      return pageOf(rows, url);
    }
    if (url.pathname === MESSAGES && method === 'POST') {
      const form = init.body as FormData;
      const created = message(`new${String(store.messages.length).padStart(12, '0')}`, '2026-11-22 12:00:00.000Z', {
        conversation: String(form.get('conversation')),
        body: String(form.get('body')).trim(),
        attachments: form.getAll('attachments').map((f) => (f as File).name),
      });
      store.messages.push(created);
      return json(created);
    }
    const oneMessage = store.messages.find((m) => url.pathname === `${MESSAGES}/${m.id}`);
    if (oneMessage && method === 'PATCH') {
      Object.assign(oneMessage, JSON.parse(String(init.body)) as object);
      return json(oneMessage);
    }
    if (url.pathname === NOTIFICATIONS && method === 'GET') {
      const rows = (store.notifications ?? []).filter((n) => !n.read_at);
      return json(listResult(rows, page, perPage));
    }
    const oneNotification = store.notifications?.find((n) => url.pathname === `${NOTIFICATIONS}/${n.id}`);
    if (oneNotification && method === 'PATCH') {
      Object.assign(oneNotification, JSON.parse(String(init.body)) as object);
      return json(oneNotification);
    }
    return undefined;
  };
}

type Page = Awaited<ReturnType<typeof renderRoute>>;

const requests = (page: Page, method: string, path: string) =>
  page.fetch.mock.calls
    .map(([url, init]) => ({ url: new URL(String(url)), method: init?.method ?? 'GET', body: init?.body }))
    .filter((r) => r.method === method && r.url.pathname.startsWith(path));

async function open(store: Store, language: 'en' | 'vi' = 'en', fetch?: FetchStub) {
  const page = await renderRoute({
    app: remoteApp,
    path: '/account/conversation',
    session: 'customer',
    language,
    fetch: fetch ?? supportApi(store),
  });
  // The first render of a run also loads the lazy chunks (picker, viewer): give it time.
  await page.findByRole('form', {}, { timeout: 5000 });
  return page;
}

/** What the customer channel says when a record of the customer's changes. */
async function announce(collection: string, action: string, id: string) {
  const call = vi.mocked(pb.realtime.subscribe).mock.calls.find(([topic]) => topic === 'customer');
  if (!call) throw new Error('The page does not watch the customer channel.');
  const listener = call[1] as (event: unknown) => void;
  await act(async () => listener({ collection, action, id }));
}

const bubbles = (page: Page) =>
  within(page.getByRole('region', { name: 'Messages' }))
    .getAllByRole('listitem')
    .filter((li) => li.dataset.side);

const at = (minute: number) => `2026-11-20 09:${String(minute).padStart(2, '0')}:00.000Z`;

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('/account/conversation', () => {
  it('shows staff messages on the left with their name and the customer’s own on the right, by day', async () => {
    const store: Store = {
      conversation: conversation(),
      messages: [
        message('m1', '2026-11-19 12:00:00.000Z', { body: 'Where is my parcel SF123?' }),
        fromStaff('m2', '2026-11-20 12:00:00.000Z', { body: 'It arrived today.', read_at: at(5) }),
        fromStaff('m3', '2026-11-20 12:10:00.000Z', {
          body: 'Anything else?',
          read_at: at(15),
          expand: { author_staff: { id: 'staffmember0001', name: 'Mai' } },
        }),
      ],
    };
    const page = await open(store);
    await page.findByText('Where is my parcel SF123?');
    const [own, staff, named] = bubbles(page) as [HTMLElement, HTMLElement, HTMLElement];
    expect(own.dataset.side).toBe('own');
    expect(within(own).getByText('You')).toBeTruthy();
    expect(staff.dataset.side).toBe('staff');
    expect(within(staff).getByText('Forwardly support')).toBeTruthy();
    expect(within(staff).getByText('It arrived today.')).toBeTruthy();
    expect(within(named).getByText('Mai')).toBeTruthy();
    // One day heading per day, the earliest first.
    const days = within(page.getByRole('region', { name: 'Messages' })).getAllByRole('heading', { level: 2 });
    expect(days.map((d) => d.textContent)).toEqual(['Nov 19, 2026', 'Nov 20, 2026']);
    expect(page.getByText('This is the start of your conversation.')).toBeTruthy();
    expect(page.queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
  });

  it('marks unread staff messages New and marks them read, and only them', async () => {
    const store: Store = {
      conversation: conversation(),
      messages: [
        message('m1', at(1), { body: 'Hello' }),
        fromStaff('m2', at(2), { body: 'Read already', read_at: at(3) }),
        fromStaff('m3', at(4), { body: 'Not read yet' }),
      ],
    };
    const page = await open(store);
    const unread = (await page.findByText('Not read yet')).closest('li') as HTMLElement;
    expect(within(unread).getByText('New')).toBeTruthy();
    await waitFor(() => expect(requests(page, 'PATCH', MESSAGES)).toHaveLength(1));
    const patch = requests(page, 'PATCH', MESSAGES)[0];
    expect(patch?.url.pathname).toBe(`${MESSAGES}/m3`);
    expect(Object.keys(JSON.parse(String(patch?.body)) as object)).toEqual(['read_at']);
    // Read now, it keeps its mark while the page is open.
    await waitFor(() => expect(store.messages[2]?.read_at).not.toBe(''));
    expect(within(page.getByText('Not read yet').closest('li') as HTMLElement).getByText('New')).toBeTruthy();
    expect(within(page.getByText('Read already').closest('li') as HTMLElement).queryByText('New')).toBeNull();
  });

  it('shows a staff reply that arrives live, and marks it read', async () => {
    const store: Store = { conversation: conversation(), messages: [message('m1', at(1), { body: 'Hello?' })] };
    const page = await open(store);
    await page.findByText('Hello?');
    store.messages.push(fromStaff('m2', at(2), { body: 'Hi, how can we help?' }));
    await announce('messages', 'create', 'm2');
    const reply = (await page.findByText('Hi, how can we help?')).closest('li') as HTMLElement;
    expect(reply.dataset.side).toBe('staff');
    expect(within(reply).getByText('New')).toBeTruthy();
    expect(page.getByText('New message from Forwardly support')).toBeTruthy();
    await waitFor(() => expect(requests(page, 'PATCH', `${MESSAGES}/m2`)).toHaveLength(1));
  });

  it('refuses an empty message with a clear message and sends nothing', async () => {
    const page = await open({ conversation: conversation(), messages: [message('m1', at(1))] });
    const box = await page.findByLabelText('Your message');
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(page.getByRole('button', { name: 'Send' }));
    expect(await page.findByText('Write a message or attach a picture.')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(page.getByText('Pictures (optional, up to 5)')).toBeTruthy();
    expect(requests(page, 'POST', MESSAGES)).toEqual([]);
  });

  it('sends on Enter, empties the box and shows the message on the right', async () => {
    const store: Store = { conversation: conversation(), messages: [message('m1', at(1))] };
    const page = await open(store);
    const box = (await page.findByLabelText('Your message')) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Line one' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(requests(page, 'POST', MESSAGES)).toEqual([]);
    fireEvent.change(box, { target: { value: '  Can you check my parcel?  ' } });
    expect(sessionStorage.getItem(`fwd-support-draft:${ME}`)).toBe('  Can you check my parcel?  ');
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(requests(page, 'POST', MESSAGES)).toHaveLength(1));
    const sent = requests(page, 'POST', MESSAGES)[0]?.body as FormData;
    expect(sent.get('conversation')).toBe(CONV);
    expect(sent.get('author_user')).toBe(ME);
    expect(sent.get('body')).toBe('Can you check my parcel?');
    const mine = (await page.findByText('Can you check my parcel?')).closest('li') as HTMLElement;
    expect(mine.dataset.side).toBe('own');
    await waitFor(() => expect(box.value).toBe(''));
    expect(sessionStorage.getItem(`fwd-support-draft:${ME}`)).toBeNull();
  });

  it('keeps the text in the box (and in sessionStorage) when sending fails offline', async () => {
    const page = await open({ conversation: conversation(), messages: [message('m1', at(1))] });
    const box = (await page.findByLabelText('Your message')) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Please call me back' } });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fireEvent.click(page.getByRole('button', { name: 'Send' }));
    expect(
      await page.findByText('You are offline. Nothing was saved; try again when you are back online.'),
    ).toBeTruthy();
    expect(page.getByText('Your message is still in the box: send it again when you can.')).toBeTruthy();
    expect(box.value).toBe('Please call me back');
    expect(sessionStorage.getItem(`fwd-support-draft:${ME}`)).toBe('Please call me back');
    expect(requests(page, 'POST', MESSAGES)).toEqual([]);
  });

  it('keeps the text when the server refuses the message', async () => {
    const store: Store = { conversation: conversation(), messages: [message('m1', at(1))] };
    const api = supportApi(store);
    const page = await open(store, 'en', (url, init) =>
      url.pathname === MESSAGES && init.method === 'POST'
        ? json({ status: 500, message: 'Something went wrong.', data: {} }, 500)
        : api(url, init),
    );
    const box = (await page.findByLabelText('Your message')) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Is my order shipped?' } });
    fireEvent.click(page.getByRole('button', { name: 'Send' }));
    expect(await page.findByText('The server had a problem. Please try again in a moment.')).toBeTruthy();
    expect(box.value).toBe('Is my order shipped?');
  });

  it('brings back the text a reload would have lost', async () => {
    sessionStorage.setItem(`fwd-support-draft:${ME}`, 'Half-written question');
    const page = await open({ conversation: conversation(), messages: [] });
    expect(((await page.findByLabelText('Your message')) as HTMLTextAreaElement).value).toBe('Half-written question');
  });

  it('creates the conversation with the first message', async () => {
    const store: Store = { conversation: null, messages: [] };
    const page = await open(store);
    expect(await page.findByText('No messages yet')).toBeTruthy();
    fireEvent.change(page.getByLabelText('Your message'), { target: { value: 'Hello, first time here' } });
    fireEvent.click(page.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(requests(page, 'POST', MESSAGES)).toHaveLength(1));
    const created = requests(page, 'POST', CONVERSATIONS);
    expect(created).toHaveLength(1);
    expect(JSON.parse(String(created[0]?.body))).toEqual({ user: ME });
    expect((requests(page, 'POST', MESSAGES)[0]?.body as FormData).get('conversation')).toBe(CONV);
    expect(await page.findByText('Hello, first time here')).toBeTruthy();
  });

  it('loads earlier messages above with "Show earlier messages"', async () => {
    const messages = Array.from({ length: 35 }, (_, i) =>
      message(`m${String(i + 1).padStart(2, '0')}`, at(i + 1), { body: `Message number ${i + 1}` }),
    );
    const page = await open({ conversation: conversation(), messages });
    await page.findByText('Message number 35');
    expect(page.queryByText('Message number 5')).toBeNull();
    expect(bubbles(page)[0]?.textContent).toContain('Message number 6');
    expect(requests(page, 'GET', MESSAGES)[0]?.url.searchParams.get('perPage')).toBe('30');

    // The reader is at the top of 1000px of messages; 600px more arrive above them.
    const region = page.getByRole('region', { name: 'Messages' });
    let height = 1000;
    Object.defineProperty(region, 'scrollHeight', { configurable: true, get: () => height });
    region.scrollTop = 0;
    fireEvent.click(page.getByRole('button', { name: 'Show earlier messages' }));
    height = 1600;
    await page.findByText('Message number 1');
    // Still looking at what they were reading (now 600px down), not thrown to the top or bottom.
    expect(region.scrollTop).toBe(600);
    expect(requests(page, 'GET', MESSAGES).at(-1)?.url.searchParams.get('perPage')).toBe('60');
    const texts = bubbles(page).map((li) => li.textContent ?? '');
    expect(texts).toHaveLength(35);
    expect(texts[0]).toContain('Message number 1');
    expect(texts[34]).toContain('Message number 35');
    expect(page.queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
    expect(page.getByText('This is the start of your conversation.')).toBeTruthy();
  });

  it('shows pictures as thumbnails with a file token, opening a viewer', async () => {
    const store: Store = {
      conversation: conversation(),
      messages: [fromStaff('m1', at(1), { body: '', attachments: ['label_ab12cd34ef.jpg'], read_at: at(2) })],
    };
    const page = await open(store);
    const thumb = await page.findByRole('button', {
      name: 'Open picture 1 of 1: Picture 1 of 1 from Forwardly support',
    });
    const src = thumb.querySelector('img')?.getAttribute('src') ?? '';
    expect(src).toContain('/api/files/pbc_messages/m1/label_ab12cd34ef.jpg');
    expect(src).toContain('token=file-token-1');
    expect(src).toContain('thumb=100x100');
    fireEvent.click(thumb);
    expect(await page.findByRole('dialog')).toBeTruthy();
  });

  it('marks the "Support replied" notifications read once the chat is on screen', async () => {
    const store: Store = {
      conversation: conversation(),
      messages: [message('m1', at(1))],
      notifications: [{ id: 'n1', user: ME, link: '/account/conversation', read_at: '' }],
    };
    const page = await open(store);
    await waitFor(() => expect(requests(page, 'PATCH', `${NOTIFICATIONS}/n1`)).toHaveLength(1));
    const asked = requests(page, 'GET', NOTIFICATIONS)[0]?.url.searchParams.get('filter') ?? '';
    expect(asked).toContain(`user = "${ME}"`);
    expect(asked).toContain("read_at = ''");
    expect(asked).toContain('link = "/account/conversation"');
  });

  it('speaks Vietnamese', async () => {
    const page = await open(
      { conversation: conversation(), messages: [fromStaff('m1', at(1), { read_at: at(2) })] },
      'vi',
    );
    expect(await page.findByText('Hỗ trợ Forwardly')).toBeTruthy();
    expect(page.getByLabelText('Tin nhắn của bạn')).toBeTruthy();
    expect(page.getByRole('button', { name: 'Gửi' })).toBeTruthy();
    expect(page.getByText('Ảnh (không bắt buộc, tối đa 5 ảnh)')).toBeTruthy();
  });
});
