import type { LayoutKind, RemoteId } from './remote-app';

export interface RemoteArea {
  id: RemoteId;
  /** Federation container name, snake_case. */
  federationName: string;
  /** Human name used in messages ("The Orders back office is unavailable"). */
  title: string;
  /** Path prefixes (without leading slash) this remote owns. */
  prefixes: string[];
  layout: LayoutKind;
}

/** Route ownership from DESIGN.md section 2. */
export const REMOTE_AREAS: readonly RemoteArea[] = [
  {
    id: 'account',
    federationName: 'mf_account',
    title: 'Your account',
    prefixes: ['account'],
    layout: 'account',
  },
  {
    id: 'admin-orders',
    federationName: 'mf_admin_orders',
    title: 'Orders back office',
    prefixes: [
      'admin/orders',
      'admin/refund',
      'admin/product',
      'admin/customer',
      'admin/customer-cart',
      'admin/complain',
      'admin/conversation',
    ],
    layout: 'admin',
  },
  {
    id: 'admin-warehouse',
    federationName: 'mf_admin_warehouse',
    title: 'Warehouse',
    prefixes: ['admin/wh'],
    layout: 'admin',
  },
  {
    id: 'admin-finance',
    federationName: 'mf_admin_finance',
    title: 'Finance',
    prefixes: ['admin/wallets', 'admin/transaction', 'admin/rate', 'admin/report'],
    layout: 'admin',
  },
];

/** The area owning a pathname, matching whole path segments only. */
export function findRemoteArea(pathname: string): RemoteArea | undefined {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  return REMOTE_AREAS.find((area) => area.prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)));
}
