import { navFromRoutes, pageDeclarer, redirect, type RemoteApp, type RemoteRoute } from '@fwd/shared-contracts';
import { accountWords } from './i18n/load-catalog';
import { ROUTE_WORDS } from './route-words';

const page = pageDeclarer('account', accountWords, ROUTE_WORDS);
/** A signed-in customer's page, in the account layout. */
const customer = { guard: 'customer' } as const;
const inNav = { ...customer, nav: true } as const;
/** A public page, in the default layout. */
const anyone = { guard: null, layout: 'default' } as const;
/** The page above this one, for breadcrumbs. */
const below = (path: string, title = path) => ({
  parent: { path: `/account/${path}`, title: `account:pages.${title}` },
});
const under = (path: string) => ({ ...customer, ...below(path) });

/** Every page of DESIGN section 2.1 that this remote owns, with the exact paths. */
const routes: RemoteRoute[] = [
  // `/account` is not a page of its own: old links and bookmarks land on the dashboard.
  {
    path: 'account',
    loader: () => redirect('/account/dashboard'),
    handle: { guard: 'customer', title: 'account:pages.dashboard' },
  },
  { path: 'account/dashboard', ...page('dashboard', () => import('./routes/dashboard.route'), 'dashboard', inNav) },
  { path: 'account/order', ...page('order', () => import('./routes/order.route'), 'order', inNav) },
  { path: 'account/cart', ...page('cart', () => import('./routes/cart.route'), 'cart', inNav) },
  { path: 'account/checkout', ...page('checkout', () => import('./routes/checkout.route'), 'checkout', under('cart')) },
  {
    path: 'account/order-manual',
    ...page('order-manual', () => import('./routes/order-manual.route'), 'orderManual', customer),
  },
  { path: 'account/parcel', ...page('parcel', () => import('./routes/parcel.route'), 'parcel', inNav) },
  {
    path: 'account/parcel/add',
    ...page('parcel-add', () => import('./routes/parcel-add.route'), 'parcelAdd', under('parcel')),
  },
  {
    path: 'account/fulfillment',
    ...page('fulfillment', () => import('./routes/fulfillment.route'), 'fulfillment', inNav),
  },
  {
    path: 'account/fulfillment/create',
    ...page(
      'fulfillment-create',
      () => import('./routes/fulfillment-create.route'),
      'fulfillmentCreate',
      under('fulfillment'),
    ),
  },
  {
    path: 'account/fulfillment/checkout',
    ...page(
      'fulfillment-checkout',
      () => import('./routes/fulfillment-checkout.route'),
      'fulfillmentCheckout',
      under('fulfillment'),
    ),
  },
  {
    path: 'account/transaction',
    ...page('transaction', () => import('./routes/transaction.route'), 'transaction', inNav),
  },
  { path: 'account/recharge', ...page('recharge', () => import('./routes/recharge.route'), 'recharge', inNav) },
  { path: 'account/refund', ...page('refund', () => import('./routes/refund.route'), 'refund', inNav) },
  { path: 'account/complain', ...page('complain', () => import('./routes/complain.route'), 'complain', inNav) },
  {
    path: 'account/complain/create',
    ...page('complain-create', () => import('./routes/complain-create.route'), 'complainCreate', under('complain')),
  },
  {
    path: 'account/complain/:id',
    ...page('complain-thread', () => import('./routes/complain-thread.route'), 'complainThread', under('complain')),
  },
  {
    path: 'account/conversation',
    ...page('conversation', () => import('./routes/conversation.route'), 'conversation', inNav),
  },
  { path: 'account/notify', ...page('notify', () => import('./routes/notify.route'), 'notify', inNav) },
  { path: 'account/address', ...page('address', () => import('./routes/address.route'), 'address', inNav) },
  { path: 'account/me', ...page('me', () => import('./routes/me.route'), 'me', inNav) },
  { path: 'account/search', ...page('search', () => import('./routes/search.route'), 'search', anyone) },
  {
    path: 'account/product/:id',
    ...page('product', () => import('./routes/product.route'), 'product', { ...anyone, ...below('search') }),
  },
  {
    path: 'account/collection/list',
    ...page('collection-list', () => import('./routes/collection-list.route'), 'collectionList', anyone),
  },
  {
    path: 'account/collection',
    ...page('collection', () => import('./routes/collection.route'), 'collection', {
      ...anyone,
      ...below('collection/list', 'collectionList'),
    }),
  },
  {
    path: 'account/address/forms',
    ...page('address-form', () => import('./routes/address-form.route'), 'addressForm', {
      ...anyone,
      ...below('address'),
    }),
  },
];

/** Everything the shell needs to mount this remote: routes with their guards, nav, translations. */
const remoteApp = {
  id: 'account',
  // A literal, not the shared constant: the shell must see the version this remote was built for.
  contractVersion: 3,
  buildId: __BUILD_ID__,
  routes,
  nav: navFromRoutes(routes),
  i18n: { namespace: 'account', load: accountWords.load },
} satisfies RemoteApp;

export default remoteApp;
