/*
 * What the orders pages' tests share: the staff page they open and the records the API answers
 * with (one builder a collection, plain defaults, overridden per test).
 */
import type { Role } from '@fwd/shared-contracts';
// Page tests render the page inside the shell's providers; only tests cross this boundary.
// eslint-disable-next-line import-x/no-restricted-paths
import { renderRoute, type FetchStub } from '../../../shell/src/testing/render-route';
import remoteApp from '../remote-app';

/** A page of this remote at `path` (with its query), a staff member with `roles` signed in. */
export function openStaffPage(path: string, fetch: FetchStub, roles: Role[] = ['sales']) {
  return renderRoute({ app: remoteApp, path, session: 'staff', roles, fetch });
}

export const LAN = { id: 'customer0000001', code: 'C10042', name: 'Lan Nguyen' };

const STAMP = '2026-11-20 08:00:00.000Z';

/** Lan's order O2611-000001, placed and paid in full, with Lan expanded. */
export function orderRecord(fields: Record<string, unknown> = {}) {
  return {
    id: 'order0000000001',
    collectionId: 'pbc_orders',
    collectionName: 'orders',
    created: STAMP,
    updated: STAMP,
    code: 'O2611-000001',
    user: LAN.id,
    status: 'placed',
    shop: 'Star Shop',
    goods_value_src: 10_000,
    rate: 3500,
    goods_value: 350_000,
    service_fee: 20_000,
    domestic_shipping: 0,
    total: 370_000,
    paid: 370_000,
    supplement_due: 0,
    seller_order_no: '',
    tracking_codes: [] as string[],
    note: '',
    status_history: [{ status: 'placed', at: STAMP, by: 'customer' }],
    expand: { user: { ...LAN, email: 'lan@example.com', balance: 0 } },
    ...fields,
  };
}
