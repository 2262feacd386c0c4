import { navFromRoutes, pageDeclarer, type RemoteApp, type RemoteRoute } from '@fwd/shared-contracts';
import { ordersWords } from './i18n/load-catalog';
import { ROUTE_WORDS } from './route-words';
import { OpenComplaintsWidget } from './features/dashboard/open-complaints-widget';
import { OrdersToPurchaseWidget } from './features/dashboard/orders-to-purchase-widget';

const page = pageDeclarer('orders', ordersWords, ROUTE_WORDS);
const sales = { guard: 'admin', roles: ['sales'], nav: true } as const;

const routes: RemoteRoute[] = [
  { path: 'admin/orders', ...page('order-desk', () => import('./routes/order-desk.route'), 'orders', sales) },
  {
    path: 'admin/orders/shipping-code',
    ...page('tracking-entry', () => import('./routes/tracking-entry.route'), 'shippingCode', sales),
  },
  {
    path: 'admin/refund',
    ...page('refund-review', () => import('./routes/refund-review.route'), 'refund', {
      ...sales,
      roles: ['sales', 'finance'],
    }),
  },
  { path: 'admin/product', ...page('catalog-admin', () => import('./routes/catalog-admin.route'), 'product', sales) },
  { path: 'admin/customer', ...page('customer-desk', () => import('./routes/customer-desk.route'), 'customer', sales) },
  {
    path: 'admin/customer-cart',
    ...page('carts-view', () => import('./routes/carts-view.route'), 'customerCart', sales),
  },
  {
    path: 'admin/complain',
    ...page('complaint-desk', () => import('./routes/complaint-desk.route'), 'complain', sales),
  },
  {
    path: 'admin/conversation',
    ...page('support-inbox', () => import('./routes/support-inbox.route'), 'conversation', sales),
  },
];

/** Everything the shell needs to mount this remote: routes with their guards, nav, widgets. */
const remoteApp = {
  id: 'admin-orders',
  // A literal, not the shared constant: the shell must see the version this remote was built for.
  contractVersion: 3,
  buildId: __BUILD_ID__,
  routes,
  nav: navFromRoutes(routes),
  i18n: { namespace: 'orders', load: ordersWords.load },
  widgets: [
    {
      id: 'orders-to-purchase',
      title: 'orders:widgets.ordersToPurchase.title',
      roles: ['sales'],
      Component: OrdersToPurchaseWidget,
    },
    {
      id: 'open-complaints',
      title: 'orders:widgets.openComplaints.title',
      roles: ['sales'],
      Component: OpenComplaintsWidget,
    },
  ],
} satisfies RemoteApp;

export default remoteApp;
