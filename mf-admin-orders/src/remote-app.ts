import { navFromRoutes, type RemoteApp, type RemoteRoute } from '@fwd/shared-contracts';
import { OrdersToPurchaseWidget } from './features/dashboard/orders-to-purchase-widget';

const routes: RemoteRoute[] = [
  {
    path: 'admin/orders',
    lazy: () => import('./routes/page-pending.route'),
    handle: { guard: 'admin', roles: ['sales'], title: 'orders:pages.orders', nav: true },
  },
  {
    path: 'admin/orders/shipping-code',
    lazy: () => import('./routes/page-pending.route'),
    handle: { guard: 'admin', roles: ['sales'], title: 'orders:pages.shippingCode', nav: true },
  },
  {
    path: 'admin/refund',
    lazy: () => import('./routes/page-pending.route'),
    handle: { guard: 'admin', roles: ['sales', 'finance'], title: 'orders:pages.refund', nav: true },
  },
  {
    path: 'admin/product',
    lazy: () => import('./routes/page-pending.route'),
    handle: { guard: 'admin', roles: ['sales'], title: 'orders:pages.product', nav: true },
  },
  {
    path: 'admin/customer',
    lazy: () => import('./routes/page-pending.route'),
    handle: { guard: 'admin', roles: ['sales'], title: 'orders:pages.customer', nav: true },
  },
  {
    path: 'admin/customer-cart',
    lazy: () => import('./routes/page-pending.route'),
    handle: { guard: 'admin', roles: ['sales'], title: 'orders:pages.customerCart', nav: true },
  },
  {
    path: 'admin/complain',
    lazy: () => import('./routes/page-pending.route'),
    handle: { guard: 'admin', roles: ['sales'], title: 'orders:pages.complain', nav: true },
  },
  {
    path: 'admin/conversation',
    lazy: () => import('./routes/page-pending.route'),
    handle: { guard: 'admin', roles: ['sales'], title: 'orders:pages.conversation', nav: true },
  },
];

/** Everything the shell needs to mount this remote: routes with their guards, nav, widgets. */
const remoteApp = {
  id: 'admin-orders',
  // A literal, not the shared constant: the shell must see the version this remote was built for.
  contractVersion: 2,
  buildId: __BUILD_ID__,
  routes,
  nav: navFromRoutes(routes),
  i18n: { namespace: 'orders', load: (language) => import(`./i18n/${language}.json`).then((m) => m.default) },
  widgets: [
    {
      id: 'orders-to-purchase',
      title: 'orders:widgets.ordersToPurchase.title',
      roles: ['sales'],
      Component: OrdersToPurchaseWidget,
    },
  ],
} satisfies RemoteApp;

export default remoteApp;
