import { navFromRoutes, type RemoteApp, type RemoteRoute } from '@fwd/shared-contracts';
import { loadFinanceCatalog } from './i18n/load-catalog';
import { PendingRechargesWidget } from './features/dashboard/pending-recharges-widget';

const routes: RemoteRoute[] = [
  {
    path: 'admin/wallets',
    lazy: () => import('./routes/wallet-desk.route'),
    handle: { guard: 'admin', roles: ['finance'], title: 'finance:pages.wallets', nav: true },
  },
  {
    path: 'admin/transaction',
    lazy: () => import('./routes/ledger.route'),
    handle: { guard: 'admin', roles: ['finance'], title: 'finance:pages.transaction', nav: true },
  },
  {
    path: 'admin/rate',
    lazy: () => import('./routes/pricing.route'),
    handle: { guard: 'admin', roles: ['finance'], title: 'finance:pages.rate', nav: true },
  },
  {
    path: 'admin/report',
    lazy: () => import('./routes/figures.route'),
    handle: { guard: 'admin', roles: ['finance'], title: 'finance:pages.report', nav: true },
  },
];

/** Everything the shell needs to mount this remote: routes with their guards, nav, widgets. */
const remoteApp = {
  id: 'admin-finance',
  // A literal, not the shared constant: the shell must see the version this remote was built for.
  contractVersion: 3,
  buildId: __BUILD_ID__,
  routes,
  nav: navFromRoutes(routes),
  i18n: { namespace: 'finance', load: loadFinanceCatalog },
  widgets: [
    {
      id: 'pending-recharges',
      title: 'finance:widgets.pendingRecharges.title',
      roles: ['finance'],
      Component: PendingRechargesWidget,
    },
  ],
} satisfies RemoteApp;

export default remoteApp;
