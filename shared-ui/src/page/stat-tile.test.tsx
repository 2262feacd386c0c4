// @vitest-environment happy-dom
import { createMemoryRouter, initI18n, loadKit, pb, RouterProvider } from '@fwd/shared-contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import '../i18n/register';
import { countWidget } from './stat-tile';

// Realtime needs a server; the widget only subscribes.
const subscribe = vi.spyOn(pb.realtime, 'subscribe').mockImplementation(async () => async () => undefined);

beforeAll(async () => {
  await Promise.all([initI18n('en'), loadKit()]);
});
afterEach(cleanup);

function show(count: { data: number | undefined; status: 'pending' | 'error' | 'success' }) {
  const Widget = countWidget(() => count, { collection: 'parcels', label: 'ui:stat.failed', to: '/admin/wh/parcel' });
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <Widget /> }])} />);
}

it("shows the query's count with its words as a link to the list it counts", async () => {
  show({ data: 7, status: 'success' });
  expect(await screen.findByText('7')).toBeTruthy();
  expect(screen.getByRole('link').getAttribute('href')).toBe('/admin/wh/parcel');
  expect(subscribe.mock.calls.map(([topic]) => topic)).toContain('parcels');
});

it('shows that the count is loading, then that it failed', async () => {
  show({ data: undefined, status: 'pending' });
  expect(await screen.findByText('…')).toBeTruthy();
  cleanup();
  show({ data: undefined, status: 'error' });
  expect(await screen.findByText('—')).toBeTruthy();
  expect(screen.queryByRole('link')).toBeTruthy();
});
