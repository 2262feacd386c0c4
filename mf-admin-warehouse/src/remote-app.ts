import { navFromRoutes, type RemoteApp, type RemoteRoute } from '@fwd/shared-contracts';
import { loadWarehouseCatalog } from './i18n/load-catalog';
import { ShipmentsToPackWidget } from './features/dashboard/shipments-to-pack-widget';
import { UnidentifiedParcelsWidget } from './features/dashboard/unidentified-parcels-widget';

const routes: RemoteRoute[] = [
  {
    path: 'admin/wh/inbound',
    lazy: () => import('./routes/inbound.route'),
    handle: { guard: 'admin', roles: ['warehouse'], title: 'warehouse:pages.inbound', nav: true },
  },
  {
    path: 'admin/wh/parcel',
    lazy: () => import('./routes/parcel-desk.route'),
    handle: { guard: 'admin', roles: ['warehouse'], title: 'warehouse:pages.parcel', nav: true },
  },
  {
    path: 'admin/wh/fulfill',
    lazy: () => import('./routes/packing.route'),
    handle: { guard: 'admin', roles: ['warehouse'], title: 'warehouse:pages.fulfill', nav: true },
  },
  {
    path: 'admin/wh/delivery',
    lazy: () => import('./routes/delivery.route'),
    handle: { guard: 'admin', roles: ['warehouse'], title: 'warehouse:pages.delivery', nav: true },
  },
];

/** Everything the shell needs to mount this remote: routes with their guards, nav, widgets. */
const remoteApp = {
  id: 'admin-warehouse',
  // A literal, not the shared constant: the shell must see the version this remote was built for.
  contractVersion: 3,
  buildId: __BUILD_ID__,
  routes,
  nav: navFromRoutes(routes),
  i18n: { namespace: 'warehouse', load: loadWarehouseCatalog },
  widgets: [
    {
      id: 'unidentified-parcels',
      title: 'warehouse:widgets.unidentified.title',
      roles: ['warehouse'],
      Component: UnidentifiedParcelsWidget,
    },
    {
      id: 'shipments-to-pack',
      title: 'warehouse:widgets.toPack.title',
      roles: ['warehouse'],
      Component: ShipmentsToPackWidget,
    },
  ],
} satisfies RemoteApp;

export default remoteApp;
