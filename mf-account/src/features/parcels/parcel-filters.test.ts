import { describe, expect, it } from 'vitest';
import { customerParcelList, isShippable, parcelTabStatuses, shipLink } from './parcel-filters';

const ME = 'customer0000001';

describe('the customer parcel list', () => {
  it('always filters on the owner (the helper adds the status tab), newest first', () => {
    const list = customerParcelList(ME);
    expect(list.filter?.({})).toBe(`user = "${ME}"`);
    expect(list.defaultSort).toBe('-created');
    expect(list.tabs?.machine).toBe('parcel');
  });
});

describe('parcelTabStatuses', () => {
  it('gives each status a customer can have a tab, in the machine order', () => {
    expect(parcelTabStatuses({ expected: 2, received: 3, unidentified: 0 }, undefined)).toEqual([
      'expected',
      'received',
      'packing',
      'shipped',
      'delivered',
      'returned',
    ]);
  });

  it('shows the unidentified tab only when the customer has such a parcel or asks for it', () => {
    expect(parcelTabStatuses({ unidentified: 1 }, undefined)).toContain('unidentified');
    expect(parcelTabStatuses({}, 'unidentified')).toContain('unidentified');
    expect(parcelTabStatuses(undefined, undefined)).not.toContain('unidentified');
  });
});

describe('shipping', () => {
  it('offers only received parcels that no paid shipment holds', () => {
    const held = new Map([['p2', {}]]);
    expect(isShippable({ id: 'p1', status: 'received' }, held)).toBe(true);
    expect(isShippable({ id: 'p2', status: 'received' }, held)).toBe(false);
    expect(isShippable({ id: 'p1', status: 'received', in_review: true }, held)).toBe(false);
    expect(isShippable({ id: 'p3', status: 'expected' }, held)).toBe(false);
    expect(isShippable({ id: 'p4', status: 'packing' }, held)).toBe(false);
  });

  it('links to a new shipment with the ids, comma separated', () => {
    expect(shipLink(['abc', 'def'])).toBe('/account/fulfillment/create?parcels=abc,def');
  });
});
