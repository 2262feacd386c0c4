import type { RemoteApp } from '@fwd/shared-contracts';
import { UnidentifiedParcelsWidget } from './features/dashboard/unidentified-parcels-widget';

/** Everything the shell needs to mount this remote: routes with their guards, nav, widgets. */
const remoteApp = {
  id: 'admin-warehouse',
  // A literal, not the shared constant: the shell must see the version this remote was built for.
  contractVersion: 1,
  buildId: __BUILD_ID__,
  routes: [
    {
      path: 'admin/wh/inbound',
      lazy: () => import('./routes/inbound.route'),
      handle: { guard: 'admin', roles: ['warehouse'], title: 'Inbound' },
    },
    {
      path: 'admin/wh/parcel',
      lazy: () => import('./routes/parcels.route'),
      handle: { guard: 'admin', roles: ['warehouse'], title: 'Parcels' },
    },
    {
      path: 'admin/wh/fulfill',
      lazy: () => import('./routes/fulfill.route'),
      handle: { guard: 'admin', roles: ['warehouse'], title: 'Fulfillment' },
    },
    {
      path: 'admin/wh/delivery',
      lazy: () => import('./routes/delivery.route'),
      handle: { guard: 'admin', roles: ['warehouse'], title: 'Delivery' },
    },
  ],
  nav: [
    { to: '/admin/wh/inbound', label: 'Inbound', roles: ['warehouse'] },
    { to: '/admin/wh/parcel', label: 'Parcels', roles: ['warehouse'] },
    { to: '/admin/wh/fulfill', label: 'Fulfillment', roles: ['warehouse'] },
    { to: '/admin/wh/delivery', label: 'Delivery', roles: ['warehouse'] },
  ],
  widgets: [
    {
      id: 'unidentified-parcels',
      title: 'Unidentified parcels',
      roles: ['warehouse'],
      Component: UnidentifiedParcelsWidget,
    },
  ],
} satisfies RemoteApp;

export default remoteApp;
