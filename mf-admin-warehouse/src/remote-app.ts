import { navFromRoutes, pageDeclarer, type RemoteApp, type RemoteRoute } from '@fwd/shared-contracts';
import { warehouseWords } from './i18n/load-catalog';
import { ROUTE_WORDS } from './route-words';
import { ShipmentsToPackWidget } from './features/dashboard/shipments-to-pack-widget';
import { UnidentifiedParcelsWidget } from './features/dashboard/unidentified-parcels-widget';

const page = pageDeclarer('warehouse', warehouseWords, ROUTE_WORDS);
const warehouse = { guard: 'admin', roles: ['warehouse'], nav: true } as const;

const routes: RemoteRoute[] = [
  { path: 'admin/wh/inbound', ...page('inbound', () => import('./routes/inbound.route'), 'inbound', warehouse) },
  { path: 'admin/wh/parcel', ...page('parcel-desk', () => import('./routes/parcel-desk.route'), 'parcel', warehouse) },
  { path: 'admin/wh/fulfill', ...page('packing', () => import('./routes/packing.route'), 'fulfill', warehouse) },
  { path: 'admin/wh/delivery', ...page('delivery', () => import('./routes/delivery.route'), 'delivery', warehouse) },
];

/** Everything the shell needs to mount this remote: routes with their guards, nav, widgets. */
const remoteApp = {
  id: 'admin-warehouse',
  // A literal, not the shared constant: the shell must see the version this remote was built for.
  contractVersion: 3,
  buildId: __BUILD_ID__,
  routes,
  nav: navFromRoutes(routes),
  i18n: { namespace: 'warehouse', load: warehouseWords.load },
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
