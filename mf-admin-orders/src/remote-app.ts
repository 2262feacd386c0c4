import { navFromRoutes, type RemoteApp, type RemoteRoute } from '@fwd/shared-contracts';
import { loadOrdersCatalog } from './i18n/load-catalog';
import { OpenComplaintsWidget } from './features/dashboard/open-complaints-widget';
import { OrdersToPurchaseWidget } from './features/dashboard/orders-to-purchase-widget';

const routes: RemoteRoute[] = [
  {
    path: 'admin/orders',
    lazy: () => import('./routes/order-desk.route'),
    handle: { guard: 'admin', roles: ['sales'], title: 'orders:pages.orders', nav: true },
  },
  {
    path: 'admin/orders/shipping-code',
    lazy: () => import('./routes/tracking-entry.route'),
    handle: { guard: 'admin', roles: ['sales'], title: 'orders:pages.shippingCode', nav: true },
  },
  {
    path: 'admin/refund',
    lazy: () => import('./routes/refund-review.route'),
    handle: { guard: 'admin', roles: ['sales', 'finance'], title: 'orders:pages.refund', nav: true },
  },
  {
    path: 'admin/product',
    lazy: () => import('./routes/catalog-admin.route'),
    handle: { guard: 'admin', roles: ['sales'], title: 'orders:pages.product', nav: true },
  },
  {
    path: 'admin/customer',
    lazy: () => import('./routes/customer-desk.route'),
    handle: { guard: 'admin', roles: ['sales'], title: 'orders:pages.customer', nav: true },
  },
  {
    path: 'admin/customer-cart',
    lazy: () => import('./routes/carts-view.route'),
    handle: { guard: 'admin', roles: ['sales'], title: 'orders:pages.customerCart', nav: true },
  },
  {
    path: 'admin/complain',
    lazy: () => import('./routes/complaint-desk.route'),
    handle: { guard: 'admin', roles: ['sales'], title: 'orders:pages.complain', nav: true },
  },
  {
    path: 'admin/conversation',
    lazy: () => import('./routes/support-inbox.route'),
    handle: { guard: 'admin', roles: ['sales'], title: 'orders:pages.conversation', nav: true },
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
  i18n: { namespace: 'orders', load: loadOrdersCatalog },
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
