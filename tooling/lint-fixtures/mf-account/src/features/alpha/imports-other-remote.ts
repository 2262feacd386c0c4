import { ordersEntry } from '../../../../mf-admin-orders/src/orders-entry';

export const fromOtherRemote = ordersEntry;
