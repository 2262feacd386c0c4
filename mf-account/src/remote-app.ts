import type { RemoteApp } from '@fwd/shared-contracts';

/** Everything the shell needs to mount this remote: routes with their guards, nav, widgets. */
const remoteApp = {
  id: 'account',
  // A literal, not the shared constant: the shell must see the version this remote was built for.
  contractVersion: 1,
  buildId: __BUILD_ID__,
  routes: [
    {
      path: 'account',
      lazy: () => import('./routes/dashboard.route'),
      handle: { guard: 'customer', title: 'My account' },
    },
    {
      path: 'account/orders',
      lazy: () => import('./routes/orders.route'),
      handle: { guard: 'customer', title: 'My orders' },
    },
    {
      path: 'account/orders/:id',
      lazy: () => import('./routes/order-detail.route'),
      handle: { guard: 'customer', title: 'Order' },
    },
    { path: 'account/cart', lazy: () => import('./routes/cart.route'), handle: { guard: 'customer', title: 'Cart' } },
    {
      path: 'account/parcels',
      lazy: () => import('./routes/parcels.route'),
      handle: { guard: 'customer', title: 'My parcels' },
    },
    {
      path: 'account/fulfillments',
      lazy: () => import('./routes/fulfillments.route'),
      handle: { guard: 'customer', title: 'Shipments' },
    },
    {
      path: 'account/wallet',
      lazy: () => import('./routes/wallet.route'),
      handle: { guard: 'customer', title: 'Wallet' },
    },
    {
      path: 'account/addresses',
      lazy: () => import('./routes/addresses.route'),
      handle: { guard: 'customer', title: 'Addresses' },
    },
    {
      path: 'account/complaints',
      lazy: () => import('./routes/complaints.route'),
      handle: { guard: 'customer', title: 'Complaints' },
    },
    {
      path: 'account/support',
      lazy: () => import('./routes/support.route'),
      handle: { guard: 'customer', title: 'Support chat' },
    },
    {
      path: 'account/notifications',
      lazy: () => import('./routes/notifications.route'),
      handle: { guard: 'customer', title: 'Notifications' },
    },
    {
      path: 'account/profile',
      lazy: () => import('./routes/profile.route'),
      handle: { guard: 'customer', title: 'Profile' },
    },
    {
      path: 'account/search',
      lazy: () => import('./routes/search.route'),
      handle: { guard: null, layout: 'default', title: 'Search products' },
    },
    {
      path: 'account/product/:id',
      lazy: () => import('./routes/product.route'),
      handle: { guard: null, layout: 'default', title: 'Product' },
    },
    {
      path: 'account/collection',
      lazy: () => import('./routes/collection.route'),
      handle: { guard: null, layout: 'default', title: 'Collections' },
    },
    {
      path: 'account/collection/list',
      lazy: () => import('./routes/collection-list.route'),
      handle: { guard: null, layout: 'default', title: 'All collections' },
    },
    {
      path: 'account/address/forms',
      lazy: () => import('./routes/address-form.route'),
      handle: { guard: null, layout: 'default', title: 'Address' },
    },
  ],
  nav: [
    { to: '/account', label: 'Overview' },
    { to: '/account/orders', label: 'Orders' },
    { to: '/account/cart', label: 'Cart' },
    { to: '/account/parcels', label: 'Parcels' },
    { to: '/account/fulfillments', label: 'Shipments' },
    { to: '/account/wallet', label: 'Wallet' },
    { to: '/account/addresses', label: 'Addresses' },
    { to: '/account/complaints', label: 'Complaints' },
    { to: '/account/support', label: 'Support' },
    { to: '/account/notifications', label: 'Notifications' },
    { to: '/account/profile', label: 'Profile' },
  ],
} satisfies RemoteApp;

export default remoteApp;
