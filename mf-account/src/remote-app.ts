import { navFromRoutes, type RemoteApp, type RemoteRoute } from '@fwd/shared-contracts';

type Lazy = () => Promise<object>;
const pending: Lazy = () => import('./routes/page-pending.route');
const customer = (path: string, title: string, extra: Partial<RemoteRoute['handle']> = {}, lazy: Lazy = pending) =>
  ({ path, lazy, handle: { guard: 'customer', title: `account:pages.${title}`, ...extra } }) satisfies RemoteRoute;
const anyone = (path: string, title: string, extra: Partial<RemoteRoute['handle']> = {}, lazy: Lazy = pending) =>
  ({
    path,
    lazy,
    handle: { guard: null, layout: 'default', title: `account:pages.${title}`, ...extra },
  }) satisfies RemoteRoute;

/** Every page of DESIGN section 2.1 that this remote owns, with the exact paths. */
const routes: RemoteRoute[] = [
  customer('account', 'dashboard', {}, () => import('./routes/account-home.route')),
  customer('account/dashboard', 'dashboard', { nav: true }, () => import('./routes/dashboard.route')),
  customer('account/order', 'order', { nav: true }),
  customer('account/cart', 'cart', { nav: true }),
  customer('account/checkout', 'checkout', { parent: { path: '/account/cart', title: 'account:pages.cart' } }),
  customer('account/order-manual', 'orderManual'),
  customer('account/parcel', 'parcel', { nav: true }),
  customer('account/parcel/add', 'parcelAdd', { parent: { path: '/account/parcel', title: 'account:pages.parcel' } }),
  customer('account/fulfillment', 'fulfillment', { nav: true }),
  customer('account/fulfillment/create', 'fulfillmentCreate', {
    parent: { path: '/account/fulfillment', title: 'account:pages.fulfillment' },
  }),
  customer('account/fulfillment/checkout', 'fulfillmentCheckout', {
    parent: { path: '/account/fulfillment', title: 'account:pages.fulfillment' },
  }),
  customer('account/transaction', 'transaction', { nav: true }),
  customer('account/recharge', 'recharge', { nav: true }),
  customer('account/refund', 'refund', { nav: true }),
  customer('account/complain', 'complain', { nav: true }),
  customer('account/complain/create', 'complainCreate', {
    parent: { path: '/account/complain', title: 'account:pages.complain' },
  }),
  customer('account/complain/:id', 'complainThread', {
    parent: { path: '/account/complain', title: 'account:pages.complain' },
  }),
  customer('account/conversation', 'conversation', { nav: true }),
  customer('account/notify', 'notify', { nav: true }),
  customer('account/address', 'address', { nav: true }, () => import('./routes/address.route')),
  customer('account/me', 'me', { nav: true }),
  anyone('account/search', 'search'),
  anyone('account/product/:id', 'product', { parent: { path: '/account/search', title: 'account:pages.search' } }),
  anyone('account/collection/list', 'collectionList'),
  anyone('account/collection', 'collection', {
    parent: { path: '/account/collection/list', title: 'account:pages.collectionList' },
  }),
  anyone(
    'account/address/forms',
    'addressForm',
    { parent: { path: '/account/address', title: 'account:pages.address' } },
    () => import('./routes/address-form.route'),
  ),
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
