import { navFromRoutes, type RemoteApp, type RemoteRoute } from '@fwd/shared-contracts';
import { loadAccountCatalog } from './i18n/load-catalog';

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
  { path: 'account/order', ...customer('order', { nav: true }, () => import('./routes/order.route')) },
  { path: 'account/cart', ...customer('cart', { nav: true }, () => import('./routes/cart.route')) },
  {
    path: 'account/checkout',
    ...customer(
      'checkout',
      { parent: { path: '/account/cart', title: 'account:pages.cart' } },
      () => import('./routes/checkout.route'),
    ),
  },
  { path: 'account/order-manual', ...customer('orderManual', {}, () => import('./routes/order-manual.route')) },
  { path: 'account/parcel', ...customer('parcel', { nav: true }, () => import('./routes/parcel.route')) },
  {
    path: 'account/parcel/add',
    ...customer(
      'parcelAdd',
      { parent: { path: '/account/parcel', title: 'account:pages.parcel' } },
      () => import('./routes/parcel-add.route'),
    ),
  },
  {
    path: 'account/fulfillment',
    ...customer('fulfillment', { nav: true }, () => import('./routes/fulfillment.route')),
  },
  {
    path: 'account/fulfillment/create',
    ...customer(
      'fulfillmentCreate',
      { parent: { path: '/account/fulfillment', title: 'account:pages.fulfillment' } },
      () => import('./routes/fulfillment-create.route'),
    ),
  },
  {
    path: 'account/fulfillment/checkout',
    ...customer(
      'fulfillmentCheckout',
      { parent: { path: '/account/fulfillment', title: 'account:pages.fulfillment' } },
      () => import('./routes/fulfillment-checkout.route'),
    ),
  },
  {
    path: 'account/transaction',
    ...customer('transaction', { nav: true }, () => import('./routes/transaction.route')),
  },
  { path: 'account/recharge', ...customer('recharge', { nav: true }, () => import('./routes/recharge.route')) },
  { path: 'account/refund', ...customer('refund', { nav: true }, () => import('./routes/refund.route')) },
  { path: 'account/complain', ...customer('complain', { nav: true }, () => import('./routes/complain.route')) },
  {
    path: 'account/complain/create',
    ...customer(
      'complainCreate',
      { parent: { path: '/account/complain', title: 'account:pages.complain' } },
      () => import('./routes/complain-create.route'),
    ),
  },
  {
    path: 'account/complain/:id',
    ...customer(
      'complainThread',
      { parent: { path: '/account/complain', title: 'account:pages.complain' } },
      () => import('./routes/complain-thread.route'),
    ),
  },
  {
    path: 'account/conversation',
    ...customer('conversation', { nav: true }, () => import('./routes/conversation.route')),
  },
  { path: 'account/notify', ...customer('notify', { nav: true }, () => import('./routes/notify.route')) },
  { path: 'account/address', ...customer('address', { nav: true }, () => import('./routes/address.route')) },
  { path: 'account/me', ...customer('me', { nav: true }, () => import('./routes/me.route')) },
  { path: 'account/search', ...anyone('search', {}, () => import('./routes/search.route')) },
  {
    path: 'account/product/:id',
    ...anyone(
      'product',
      { parent: { path: '/account/search', title: 'account:pages.search' } },
      () => import('./routes/product.route'),
    ),
  },
  { path: 'account/collection/list', ...anyone('collectionList', {}, () => import('./routes/collection-list.route')) },
  {
    path: 'account/collection',
    ...anyone(
      'collection',
      { parent: { path: '/account/collection/list', title: 'account:pages.collectionList' } },
      () => import('./routes/collection.route'),
    ),
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
  i18n: { namespace: 'account', load: loadAccountCatalog },
} satisfies RemoteApp;

export default remoteApp;
