import { describe, expect, it } from 'vitest';
import {
  bulkOrderMove,
  orderAwaitsCustomer,
  orderMoves,
  ordersDomain,
  orderStatusFilter,
  ordersWaitingFor,
  ORDERS_TO_PURCHASE,
} from './orders';

describe('the orders domain', () => {
  it('offers staff, for many orders at once, only the moves that need nothing per order', () => {
    expect(bulkOrderMove('placed')).toBe('cancelled');
    expect(bulkOrderMove('awaiting_supplement')).toBe('cancelled');
    expect(bulkOrderMove('purchased')).toBeUndefined();
    expect(bulkOrderMove('seller_shipped')).toBe('at_warehouse');
    expect(bulkOrderMove('at_warehouse')).toBe('completed');
    expect(bulkOrderMove('completed')).toBeUndefined();
    expect(bulkOrderMove(undefined)).toBeUndefined();
  });

  it('counts as "to purchase" the orders staff may buy: the placed ones', () => {
    expect(ORDERS_TO_PURCHASE).toEqual(['placed']);
    expect(ordersWaitingFor('seller_shipped')).toEqual(['purchased']);
    expect(orderStatusFilter(['placed', 'awaiting_supplement'])).toBe(
      '(status = "placed") || (status = "awaiting_supplement")',
    );
  });

  it("reads each actor's moves from the machine", () => {
    expect(orderMoves('placed', 'staff')).toEqual(['purchased', 'cancelled']);
    expect(orderMoves('placed', 'customer')).toEqual(['cancelled']);
    expect(orderMoves('cancelled', 'staff')).toEqual([]);
  });

  it('says an order waits on its customer only while the customer has a move staff cannot make', () => {
    expect(orderAwaitsCustomer('awaiting_supplement')).toBe(true);
    expect(orderAwaitsCustomer('placed')).toBe(false);
    expect(orderAwaitsCustomer('completed')).toBe(false);
  });

  it('refreshes after a move everything the server writes with it', () => {
    expect([...ordersDomain.refreshes].sort()).toEqual(
      ['order_items', 'orders', 'parcels', 'users', 'wallet_transactions'].sort(),
    );
  });
});
