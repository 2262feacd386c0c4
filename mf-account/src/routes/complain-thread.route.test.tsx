// @vitest-environment happy-dom
import { pb } from '@fwd/shared-contracts';
import { act, fireEvent, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
// Component tests render the page inside the shell's providers; only tests cross this boundary.
// eslint-disable-next-line import-x/no-restricted-paths
import { json, listResult, renderRoute, type FetchStub } from '../../../shell/src/testing/render-route';
import remoteApp from '../remote-app';

const ME = 'customer0000001';
const ID = 'complaint000001';

const complaint = (status: string, about: Record<string, unknown> = {}) => ({
  id: ID,
  collectionId: 'pbc_complaints',
  collectionName: 'complaints',
  user: ME,
  order: 'order0000000001',
  parcel: '',
  type: 'damaged',
  description: 'The vase arrived broken.',
  photos: [],
  status,
  resolution: status === 'resolved' ? 'We refund the vase.' : '',
  refund: '',
  created: '2026-11-20 10:00:00.000Z',
  updated: '2026-11-20 10:00:00.000Z',
  expand: { order: { id: 'order0000000001', code: 'O2611-000007' } },
  ...about,
});

const ABOUT_SHIPMENT = {
  order: '',
  fulfillment: 'shipment0000001',
  expand: { fulfillment: { id: 'shipment0000001', code: 'F2611-000003' } },
};

const message = (id: string, body: string, staff: boolean) => ({
  id,
  collectionName: 'complaint_messages',
  complaint: ID,
  author_user: staff ? '' : ME,
  author_staff: staff ? 'staff0000000001' : '',
  body,
  attachments: [],
  created: '2026-11-20 11:00:00.000Z',
  updated: '2026-11-20 11:00:00.000Z',
});

function api(status: string, messages: ReturnType<typeof message>[], about = {}): FetchStub {
  return (url, init) => {
    if (url.pathname === `/api/collections/complaints/records/${ID}`) return json(complaint(status, about));
    if (url.pathname === '/api/collections/complaint_messages/records') {
      if (init.method === 'POST') {
        const sent = message(`m${messages.length}`.padEnd(15, '0'), 'Thank you', false);
        messages.push(sent);
        return json(sent);
      }
      return json(listResult(messages));
    }
    if (url.pathname === '/api/collections/settings/records') return json(listResult([{ home_currency: 'VND' }]));
    if (url.pathname === '/api/files/token') return json({ token: 'file-token' });
    return undefined;
  };
}

async function announce(collection: string) {
  const call = vi.mocked(pb.realtime.subscribe).mock.calls.find(([topic]) => topic === 'customer');
  if (!call) throw new Error('The page does not watch the customer channel.');
  await act(async () => (call[1] as (event: unknown) => void)({ collection, action: 'create', id: 'x' }));
}

describe('/account/complain/:id', () => {
  it('shows the complaint and its thread, and a staff reply arrives live', async () => {
    const messages = [message('m10000000000001', 'Sorry to hear that. Could you send a photo?', true)];
    const page = await renderRoute({
      app: remoteApp,
      path: `/account/complain/${ID}`,
      session: 'customer',
      fetch: api('in_progress', messages),
    });
    expect(await page.findByText('The vase arrived broken.')).toBeTruthy();
    expect(page.getByText('order O2611-000007')).toBeTruthy();
    expect(await page.findByText('Sorry to hear that. Could you send a photo?')).toBeTruthy();
    messages.push(message('m20000000000002', 'We are sending a replacement.', true));
    await announce('complaint_messages');
    expect(await page.findByText('We are sending a replacement.')).toBeTruthy();
  });

  it('names the shipment a complaint is about and links to it', async () => {
    const page = await renderRoute({
      app: remoteApp,
      path: `/account/complain/${ID}`,
      session: 'customer',
      fetch: api('open', [], ABOUT_SHIPMENT),
    });
    const link = await page.findByRole('link', { name: 'shipment F2611-000003' });
    expect(link.getAttribute('href')).toBe('/account/fulfillment?id=shipment0000001');
  });

  it('refuses an empty reply on the field and sends a written one', async () => {
    const messages: ReturnType<typeof message>[] = [];
    const page = await renderRoute({
      app: remoteApp,
      path: `/account/complain/${ID}`,
      session: 'customer',
      fetch: api('open', messages),
    });
    const form = await page.findByRole('form', { name: 'Your message' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await page.findByText('Write a message first')).toBeTruthy();
    expect(
      page.fetch.mock.calls.filter(
        ([url, init]) => init?.method === 'POST' && String(url).includes('complaint_messages'),
      ),
    ).toEqual([]);
    fireEvent.change(within(form).getByLabelText('Your message'), { target: { value: 'Thank you' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await page.findByText('Thank you', { selector: 'li' })).toBeTruthy();
  });

  it('takes no reply once resolved, and shows the resolution', async () => {
    const page = await renderRoute({
      app: remoteApp,
      path: `/account/complain/${ID}`,
      session: 'customer',
      fetch: api('resolved', []),
    });
    expect(await page.findByText('We refund the vase.')).toBeTruthy();
    expect(page.getByText(/This complaint is closed/)).toBeTruthy();
    expect(page.queryByRole('form', { name: 'Your message' })).toBeNull();
  });
});
