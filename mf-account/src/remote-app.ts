import { navFromRoutes, redirect, type RemoteApp, type RemoteRoute } from '@fwd/shared-contracts';
import { accountWords } from './i18n/load-catalog';
import { ROUTE_WORDS } from './route-words';

type Lazy = () => Promise<object>;
/** A page's module, loaded together with the words of the features it uses. */
const page =
  (name: keyof typeof ROUTE_WORDS, load: Lazy): Lazy =>
  () =>
    Promise.all([load(), accountWords.need(ROUTE_WORDS[name])]).then(([module]) => module);
/** A signed-in customer's page, in the account layout. */
const customer = (title: string, extra: Partial<RemoteRoute['handle']>, lazy: Lazy) => ({
  lazy,
  handle: { guard: 'customer' as const, title: `account:pages.${title}`, ...extra },
});
/** A public page, in the default layout. */
const anyone = (title: string, extra: Partial<RemoteRoute['handle']>, lazy: Lazy) => ({
  lazy,
  handle: { guard: null, layout: 'default' as const, title: `account:pages.${title}`, ...extra },
});

/** Every page of DESIGN section 2.1 that this remote owns, with the exact paths. */
const routes: RemoteRoute[] = [
  // `/account` is not a page of its own: old links and bookmarks land on the dashboard.
  {
    path: 'account',
    loader: () => redirect('/account/dashboard'),
    handle: { guard: 'customer', title: 'account:pages.dashboard' },
  },
  {
    path: 'account/dashboard',
    ...customer(
      'dashboard',
      { nav: true },
      page('dashboard', () => import('./routes/dashboard.route')),
    ),
  },
  {
    path: 'account/order',
    ...customer(
      'order',
      { nav: true },
      page('order', () => import('./routes/order.route')),
    ),
  },
  {
    path: 'account/cart',
    ...customer(
      'cart',
      { nav: true },
      page('cart', () => import('./routes/cart.route')),
    ),
  },
  {
    path: 'account/checkout',
    ...customer(
      'checkout',
      { parent: { path: '/account/cart', title: 'account:pages.cart' } },
      page('checkout', () => import('./routes/checkout.route')),
    ),
  },
  {
    path: 'account/order-manual',
    ...customer(
      'orderManual',
      {},
      page('order-manual', () => import('./routes/order-manual.route')),
    ),
  },
  {
    path: 'account/parcel',
    ...customer(
      'parcel',
      { nav: true },
      page('parcel', () => import('./routes/parcel.route')),
    ),
  },
  {
    path: 'account/parcel/add',
    ...customer(
      'parcelAdd',
      { parent: { path: '/account/parcel', title: 'account:pages.parcel' } },
      page('parcel-add', () => import('./routes/parcel-add.route')),
    ),
  },
  {
    path: 'account/fulfillment',
    ...customer(
      'fulfillment',
      { nav: true },
      page('fulfillment', () => import('./routes/fulfillment.route')),
    ),
  },
  {
    path: 'account/fulfillment/create',
    ...customer(
      'fulfillmentCreate',
      { parent: { path: '/account/fulfillment', title: 'account:pages.fulfillment' } },
      page('fulfillment-create', () => import('./routes/fulfillment-create.route')),
    ),
  },
  {
    path: 'account/fulfillment/checkout',
    ...customer(
      'fulfillmentCheckout',
      { parent: { path: '/account/fulfillment', title: 'account:pages.fulfillment' } },
      page('fulfillment-checkout', () => import('./routes/fulfillment-checkout.route')),
    ),
  },
  {
    path: 'account/transaction',
    ...customer(
      'transaction',
      { nav: true },
      page('transaction', () => import('./routes/transaction.route')),
    ),
  },
  {
    path: 'account/recharge',
    ...customer(
      'recharge',
      { nav: true },
      page('recharge', () => import('./routes/recharge.route')),
    ),
  },
  {
    path: 'account/refund',
    ...customer(
      'refund',
      { nav: true },
      page('refund', () => import('./routes/refund.route')),
    ),
  },
  {
    path: 'account/complain',
    ...customer(
      'complain',
      { nav: true },
      page('complain', () => import('./routes/complain.route')),
    ),
  },
  {
    path: 'account/complain/create',
    ...customer(
      'complainCreate',
      { parent: { path: '/account/complain', title: 'account:pages.complain' } },
      page('complain-create', () => import('./routes/complain-create.route')),
    ),
  },
  {
    path: 'account/complain/:id',
    ...customer(
      'complainThread',
      { parent: { path: '/account/complain', title: 'account:pages.complain' } },
      page('complain-thread', () => import('./routes/complain-thread.route')),
    ),
  },
  {
    path: 'account/conversation',
    ...customer(
      'conversation',
      { nav: true },
      page('conversation', () => import('./routes/conversation.route')),
    ),
  },
  {
    path: 'account/notify',
    ...customer(
      'notify',
      { nav: true },
      page('notify', () => import('./routes/notify.route')),
    ),
  },
  {
    path: 'account/address',
    ...customer(
      'address',
      { nav: true },
      page('address', () => import('./routes/address.route')),
    ),
  },
  {
    path: 'account/me',
    ...customer(
      'me',
      { nav: true },
      page('me', () => import('./routes/me.route')),
    ),
  },
  {
    path: 'account/search',
    ...anyone(
      'search',
      {},
      page('search', () => import('./routes/search.route')),
    ),
  },
  {
    path: 'account/product/:id',
    ...anyone(
      'product',
      { parent: { path: '/account/search', title: 'account:pages.search' } },
      page('product', () => import('./routes/product.route')),
    ),
  },
  {
    path: 'account/collection/list',
    ...anyone(
      'collectionList',
      {},
      page('collection-list', () => import('./routes/collection-list.route')),
    ),
  },
  {
    path: 'account/collection',
    ...anyone(
      'collection',
      { parent: { path: '/account/collection/list', title: 'account:pages.collectionList' } },
      page('collection', () => import('./routes/collection.route')),
    ),
  },
  {
    path: 'account/address/forms',
    ...anyone(
      'addressForm',
      { parent: { path: '/account/address', title: 'account:pages.address' } },
      page('address-form', () => import('./routes/address-form.route')),
    ),
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
