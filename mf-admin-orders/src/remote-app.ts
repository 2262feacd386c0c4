import type { RemoteApp } from '@fwd/shared-contracts';
import { OrdersToPurchaseWidget } from './features/dashboard/orders-to-purchase-widget';

/** Everything the shell needs to mount this remote: routes with their guards, nav, widgets. */
const remoteApp = {
  id: 'admin-orders',
  // A literal, not the shared constant: the shell must see the version this remote was built for.
  contractVersion: 1,
  buildId: __BUILD_ID__,
  routes: [
    {
      path: 'admin/orders',
      lazy: () => import('./routes/order-list.route'),
      handle: { guard: 'admin', roles: ['sales'], title: 'Orders' },
    },
    {
      path: 'admin/orders/shipping-code',
      lazy: () => import('./routes/shipping-code.route'),
      handle: { guard: 'admin', roles: ['sales'], title: 'Domestic tracking codes' },
    },
    {
      path: 'admin/refund',
      lazy: () => import('./routes/refunds.route'),
      handle: { guard: 'admin', roles: ['sales', 'finance'], title: 'Refunds' },
    },
    {
      path: 'admin/product',
      lazy: () => import('./routes/products.route'),
      handle: { guard: 'admin', roles: ['sales'], title: 'Products' },
    },
    {
      path: 'admin/customer',
      lazy: () => import('./routes/customers.route'),
      handle: { guard: 'admin', roles: ['sales'], title: 'Customers' },
    },
    {
      path: 'admin/customer-cart',
      lazy: () => import('./routes/customer-carts.route'),
      handle: { guard: 'admin', roles: ['sales'], title: 'Customer carts' },
    },
    {
      path: 'admin/complain',
      lazy: () => import('./routes/complaints.route'),
      handle: { guard: 'admin', roles: ['sales'], title: 'Complaints' },
    },
    {
      path: 'admin/conversation',
      lazy: () => import('./routes/conversations.route'),
      handle: { guard: 'admin', roles: ['sales'], title: 'Conversations' },
    },
  ],
  nav: [
    { to: '/admin/orders', label: 'Orders', roles: ['sales'] },
    { to: '/admin/refund', label: 'Refunds', roles: ['sales', 'finance'] },
    { to: '/admin/product', label: 'Products', roles: ['sales'] },
    { to: '/admin/customer', label: 'Customers', roles: ['sales'] },
    { to: '/admin/customer-cart', label: 'Customer carts', roles: ['sales'] },
    { to: '/admin/complain', label: 'Complaints', roles: ['sales'] },
    { to: '/admin/conversation', label: 'Conversations', roles: ['sales'] },
  ],
  widgets: [
    { id: 'orders-to-purchase', title: 'Orders to purchase', roles: ['sales'], Component: OrdersToPurchaseWidget },
  ],
} satisfies RemoteApp;

export default remoteApp;
