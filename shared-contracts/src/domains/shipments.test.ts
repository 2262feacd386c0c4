import { describe, expect, it } from 'vitest';
import { paidShipmentsParams, parcelCan, parcelsDomain, receivedTodayParams } from './parcels';
import { receivedParcelsParams, shipmentCan, shipmentMoves, shipmentsDomain } from './shipments';

describe('shipment moves', () => {
  it('come from the state machine, per actor', () => {
    expect(shipmentMoves('draft', 'customer')).toEqual(['paid', 'cancelled']);
    expect(shipmentMoves('paid', 'staff')).toEqual(['packing', 'cancelled']);
    expect(shipmentCan('packing', 'packed', 'staff')).toBe(true);
    expect(shipmentCan('packing', 'cancelled', 'staff')).toBe(false);
    expect(shipmentCan('packed', 'shipped', 'customer')).toBe(false);
  });

  it('a parcel is never moved back to the seller once it is packing', () => {
    expect(parcelCan('received', 'returned')).toBe(true);
    expect(parcelCan('packing', 'returned')).toBe(false);
    expect(parcelCan('unidentified', 'received', 'customer')).toBe(true);
  });
});

describe('what a write refreshes', () => {
  it('a payment or a cancel refreshes the wallet, its ledger and the parcels it holds', () => {
    for (const write of [shipmentsDomain.refreshes.pay, shipmentsDomain.refreshes.cancel]) {
      expect([...write].sort()).toEqual(['fulfillments', 'parcels', 'users', 'wallet_transactions']);
    }
  });

  it('receiving a parcel refreshes its order (the order moves with it); an undo leaves the order', () => {
    expect(parcelsDomain.refreshes.receive).toContain('orders');
    expect(parcelsDomain.refreshes.undo).toEqual(['parcels']);
    expect(parcelsDomain.refreshes.assign).toContain('parcel_claims');
  });
});

describe('list parameters', () => {
  it("the customer's waiting parcels and paid shipments are their own", () => {
    expect(receivedParcelsParams('customer0000001').filter).toBe(
      '(user = "customer0000001") && (status = \'received\')',
    );
    expect(paidShipmentsParams('customer0000001').filter).toBe('(user = "customer0000001") && (status = "paid")');
  });

  it("the bench's list starts at local midnight", () => {
    const params = receivedTodayParams('staff0000000001', new Date(2026, 10, 27, 15, 30));
    expect(params.filter).toContain('received_by = "staff0000000001"');
    expect(params.filter).toContain(`received_at >= "${new Date(2026, 10, 27).toISOString().replace('T', ' ')}"`);
  });
});
