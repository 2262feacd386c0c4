import type { RemoteApp } from '@fwd/shared-contracts';
import { PendingRechargesWidget } from './features/dashboard/pending-recharges-widget';

/** Everything the shell needs to mount this remote: routes with their guards, nav, widgets. */
const remoteApp = {
  id: 'admin-finance',
  // A literal, not the shared constant: the shell must see the version this remote was built for.
  contractVersion: 1,
  buildId: __BUILD_ID__,
  routes: [
    {
      path: 'admin/wallets',
      lazy: () => import('./routes/wallets.route'),
      handle: { guard: 'admin', roles: ['finance'], title: 'Wallets' },
    },
    {
      path: 'admin/transaction',
      lazy: () => import('./routes/transactions.route'),
      handle: { guard: 'admin', roles: ['finance'], title: 'Transactions' },
    },
    {
      path: 'admin/rate',
      lazy: () => import('./routes/rates.route'),
      handle: { guard: 'admin', roles: ['finance'], title: 'Exchange rates' },
    },
    {
      path: 'admin/report',
      lazy: () => import('./routes/reports.route'),
      handle: { guard: 'admin', roles: ['finance'], title: 'Reports' },
    },
  ],
  nav: [
    { to: '/admin/wallets', label: 'Wallets', roles: ['finance'] },
    { to: '/admin/transaction', label: 'Transactions', roles: ['finance'] },
    { to: '/admin/rate', label: 'Exchange rates', roles: ['finance'] },
    { to: '/admin/report', label: 'Reports', roles: ['finance'] },
  ],
  widgets: [
    { id: 'pending-recharges', title: 'Recharges to review', roles: ['finance'], Component: PendingRechargesWidget },
  ],
} satisfies RemoteApp;

export default remoteApp;
