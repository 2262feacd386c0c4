// @vitest-environment happy-dom
import { createMemoryRouter, initI18n, RouterProvider } from '@fwd/shared-contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, it } from 'vitest';
import '../i18n/register';
import { PageFrame } from './page-frame';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

it('shows the title as the h1, breadcrumbs as links up to the current page, and the actions', () => {
  const page = (
    <PageFrame
      title="Order OD1"
      breadcrumbs={[{ label: 'Orders', to: '/account/order' }, { label: 'OD1' }]}
      actions={<button type="button">Cancel order</button>}
    >
      <p>Body</p>
    </PageFrame>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: page }])} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Order OD1' })).toBeTruthy();
  const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(nav).getByRole('link', { name: 'Orders' }).getAttribute('href')).toBe('/account/order');
  expect(within(nav).getByText('OD1').getAttribute('aria-current')).toBe('page');
  expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
});
