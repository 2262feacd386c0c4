// @vitest-environment happy-dom
import { createMemoryRouter, initI18n, RouterProvider } from '@fwd/shared-contracts';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, expect, it } from 'vitest';
import '../i18n/register';
import { NotificationBell } from './notification-bell';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

function inRouter(node: ReactNode) {
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: node }])} />);
}

it('names the link with the unread count', () => {
  inRouter(<NotificationBell count={3} to="/account/notify" label="Notifications" />);
  const link = screen.getByRole('link', { name: 'Notifications, 3 unread' });
  expect(link.getAttribute('href')).toBe('/account/notify');
});

it('caps the badge at 99+ while the name keeps the real count', () => {
  inRouter(<NotificationBell count={1234} to="/account/notify" label="Notifications" />);
  expect(screen.getByRole('link', { name: 'Notifications, 1,234 unread' }).textContent).toBe('99+');
});

it('shows no badge when nothing is unread', () => {
  inRouter(<NotificationBell count={0} to="/account/notify" label="Notifications" />);
  expect(screen.getByRole('link', { name: 'Notifications, none unread' }).textContent).toBe('');
});
