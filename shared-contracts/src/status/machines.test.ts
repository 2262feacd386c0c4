import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  COMPLAINT_STATUSES,
  FULFILLMENT_STATUSES,
  ORDER_STATUSES,
  PARCEL_STATUSES,
  RECHARGE_STATUSES,
  REFUND_STATUSES,
} from '../records';
import { allowedTransitions, canTransition, MACHINE_NAMES, STATE_MACHINES } from './machines';

describe('the state machines', () => {
  it('are byte-identical to the file the backend hooks validate against', () => {
    const shared = readFileSync(new URL('./machines.json', import.meta.url), 'utf8');
    const backend = readFileSync(new URL('../../../backend/pb_hooks/lib/machines.json', import.meta.url), 'utf8');
    expect(shared).toBe(backend);
  });

  it('list exactly the statuses of records.ts, in the same order', () => {
    expect(STATE_MACHINES.order.statuses).toEqual(ORDER_STATUSES);
    expect(STATE_MACHINES.parcel.statuses).toEqual(PARCEL_STATUSES);
    expect(STATE_MACHINES.fulfillment.statuses).toEqual(FULFILLMENT_STATUSES);
    expect(STATE_MACHINES.recharge.statuses).toEqual(RECHARGE_STATUSES);
    expect(STATE_MACHINES.refund.statuses).toEqual(REFUND_STATUSES);
    expect(STATE_MACHINES.complaint.statuses).toEqual(COMPLAINT_STATUSES);
    expect(MACHINE_NAMES.sort()).toEqual(['complaint', 'fulfillment', 'order', 'parcel', 'recharge', 'refund']);
  });

  it('name only their own statuses and known actors in every transition, each status once as a source', () => {
    for (const name of MACHINE_NAMES) {
      const { statuses, transitions } = STATE_MACHINES[name];
      expect(Object.keys(transitions).sort()).toEqual([...statuses].sort());
      for (const [from, moves] of Object.entries(transitions)) {
        for (const [to, actors] of Object.entries(moves)) {
          expect(statuses).toContain(to);
          expect(to).not.toBe(from);
          expect(actors.length).toBeGreaterThan(0);
          for (const actor of actors) expect(['staff', 'customer', 'system']).toContain(actor);
        }
      }
    }
  });
});

describe('allowedTransitions', () => {
  it('offers staff the next steps of an order and the customer the cancel (also instead of a supplement)', () => {
    expect(allowedTransitions('order', 'placed', 'staff')).toEqual(['purchased', 'cancelled']);
    expect(allowedTransitions('order', 'placed', 'customer')).toEqual(['cancelled']);
    expect(allowedTransitions('order', 'awaiting_supplement', 'customer')).toEqual(['purchased', 'cancelled']);
  });

  it('offers the warehouse packing or, before it, cancelling a paid fulfillment', () => {
    expect(allowedTransitions('fulfillment', 'paid', 'staff')).toEqual(['packing', 'cancelled']);
    expect(allowedTransitions('fulfillment', 'packing', 'staff')).toEqual(['packed']);
    expect(allowedTransitions('fulfillment', 'paid', 'customer')).toEqual(['cancelled']);
  });

  it('offers nothing from a final or unknown status', () => {
    expect(allowedTransitions('recharge', 'approved', 'staff')).toEqual([]);
    expect(allowedTransitions('complaint', 'resolved', 'staff')).toEqual([]);
    expect(allowedTransitions('order', 'bogus', 'staff')).toEqual([]);
  });

  it('keeps moves the server makes on its own away from people', () => {
    // Packing follows the shipment; staff may only send a parcel back.
    expect(allowedTransitions('parcel', 'received', 'staff')).toEqual(['returned']);
    expect(canTransition('parcel', 'received', 'packing', 'system')).toBe(true);
    expect(canTransition('order', 'placed', 'awaiting_supplement', 'staff')).toBe(false);
  });
});
