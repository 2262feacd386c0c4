import { navFromRoutes, type RemoteApp, type RemoteRoute } from '@fwd/shared-contracts';

type Lazy = () => Promise<object>;
const pending: Lazy = () => import('./routes/page-pending.route');
/** A signed-in customer's page, in the account layout. */
const customer = (title: string, extra: Partial<RemoteRoute['handle']> = {}, lazy: Lazy = pending) => ({
  lazy,
  handle: { guard: 'customer' as const, title: `account:pages.${title}`, ...extra },
});
/** A public page, in the default layout. */
const anyone = (title: string, extra: Partial<RemoteRoute['handle']> = {}, lazy: Lazy = pending) => ({
  lazy,
  handle: { guard: null, layout: 'default' as const, title: `account:pages.${title}`, ...extra },
});

/** Every page of DESIGN section 2.1 that this remote owns, with the exact paths. */
const routes: RemoteRoute[] = [
  { path: 'account', ...customer('dashboard', {}, () => import('./routes/account-home.route')) },
  { path: 'account/dashboard', ...customer('dashboard', { nav: true }, () => import('./routes/dashboard.route')) },
  { path: 'account/order', ...customer('order', { nav: true }) },
  { path: 'account/cart', ...customer('cart', { nav: true }) },
  {
    path: 'account/checkout',
    ...customer('checkout', { parent: { path: '/account/cart', title: 'account:pages.cart' } }),
  },
  { path: 'account/order-manual', ...customer('orderManual') },
  { path: 'account/parcel', ...customer('parcel', { nav: true }) },
  {
    path: 'account/parcel/add',
    ...customer('parcelAdd', { parent: { path: '/account/parcel', title: 'account:pages.parcel' } }),
  },
  { path: 'account/fulfillment', ...customer('fulfillment', { nav: true }) },
  {
    path: 'account/fulfillment/create',
    ...customer('fulfillmentCreate', {
      parent: { path: '/account/fulfillment', title: 'account:pages.fulfillment' },
    }),
  },
  {
    path: 'account/fulfillment/checkout',
    ...customer('fulfillmentCheckout', {
      parent: { path: '/account/fulfillment', title: 'account:pages.fulfillment' },
    }),
  },
  { path: 'account/transaction', ...customer('transaction', { nav: true }) },
  { path: 'account/recharge', ...customer('recharge', { nav: true }) },
  { path: 'account/refund', ...customer('refund', { nav: true }) },
  { path: 'account/complain', ...customer('complain', { nav: true }) },
  {
    path: 'account/complain/create',
    ...customer('complainCreate', {
      parent: { path: '/account/complain', title: 'account:pages.complain' },
    }),
  },
  {
    path: 'account/complain/:id',
    ...customer('complainThread', {
      parent: { path: '/account/complain', title: 'account:pages.complain' },
    }),
  },
  { path: 'account/conversation', ...customer('conversation', { nav: true }) },
  { path: 'account/notify', ...customer('notify', { nav: true }) },
  { path: 'account/address', ...customer('address', { nav: true }, () => import('./routes/address.route')) },
  { path: 'account/me', ...customer('me', { nav: true }, () => import('./routes/me.route')) },
  { path: 'account/search', ...anyone('search') },
  {
    path: 'account/product/:id',
    ...anyone('product', { parent: { path: '/account/search', title: 'account:pages.search' } }),
  },
  { path: 'account/collection/list', ...anyone('collectionList') },
  {
    path: 'account/collection',
    ...anyone('collection', {
      parent: { path: '/account/collection/list', title: 'account:pages.collectionList' },
    }),
  },
  {
    path: 'account/address/forms',
    ...anyone(
      'addressForm',
      { parent: { path: '/account/address', title: 'account:pages.address' } },
      () => import('./routes/address-form.route'),
    ),
  },
];

/** Everything the shell needs to mount this remote: routes with their guards, nav, translations. */
const remoteApp = {
  id: 'account',
  // A literal, not the shared constant: the shell must see the version this remote was built for.
  contractVersion: 2,
  buildId: __BUILD_ID__,
  routes,
  nav: navFromRoutes(routes),
  i18n: { namespace: 'account', load: (language) => import(`./i18n/${language}.json`).then((m) => m.default) },
} satisfies RemoteApp;

export default remoteApp;
