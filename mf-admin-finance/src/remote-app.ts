import { navFromRoutes, pageDeclarer, type RemoteApp, type RemoteRoute } from '@fwd/shared-contracts';
import { financeWords } from './i18n/load-catalog';
import { ROUTE_WORDS } from './route-words';
import { PendingRechargesWidget } from './features/dashboard/pending-recharges-widget';

const page = pageDeclarer('finance', financeWords, ROUTE_WORDS);
const finance = { guard: 'admin', roles: ['finance'], nav: true } as const;

const routes: RemoteRoute[] = [
  { path: 'admin/wallets', ...page('wallet-desk', () => import('./routes/wallet-desk.route'), 'wallets', finance) },
  { path: 'admin/transaction', ...page('ledger', () => import('./routes/ledger.route'), 'transaction', finance) },
  { path: 'admin/rate', ...page('pricing', () => import('./routes/pricing.route'), 'rate', finance) },
  { path: 'admin/report', ...page('figures', () => import('./routes/figures.route'), 'report', finance) },
];

/** Everything the shell needs to mount this remote: routes with their guards, nav, widgets. */
const remoteApp = {
  id: 'admin-finance',
  // A literal, not the shared constant: the shell must see the version this remote was built for.
  contractVersion: 3,
  buildId: __BUILD_ID__,
  routes,
  nav: navFromRoutes(routes),
  i18n: { namespace: 'finance', load: financeWords.load },
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
