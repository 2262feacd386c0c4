import { describe, expect, it } from 'vitest';
import { isShippable, parcelFilter, parcelStatusOf, parcelTabs, shipLink } from './parcel-filters';

const ME = 'customer0000001';

describe('parcelFilter', () => {
  it('always filters on the owner, then the status tab', () => {
    expect(parcelFilter(ME, undefined)).toBe(`user = "${ME}"`);
    expect(parcelFilter(ME, 'received')).toBe(`(user = "${ME}") && (status = "received")`);
  });

  it('ignores a status from the URL that is not a parcel status', () => {
    expect(parcelStatusOf('received')).toBe('received');
    expect(parcelStatusOf('placed')).toBeUndefined();
    expect(parcelStatusOf(undefined)).toBeUndefined();
  });
});

describe('parcelTabs', () => {
  it('puts All first with the sum, then each status a customer can have', () => {
    const tabs = parcelTabs({ expected: 2, received: 3, unidentified: 0, delivered: 1 }, undefined);
    expect(tabs.map((tab) => [tab.id, tab.count])).toEqual([
      ['all', 6],
      ['expected', 2],
      ['received', 3],
      ['packing', 0],
      ['shipped', 0],
      ['delivered', 1],
      ['returned', 0],
    ]);
  });

  it('shows the unidentified tab only when the customer has such a parcel or asks for it', () => {
    expect(parcelTabs({ unidentified: 1 }, undefined).map((tab) => tab.id)).toContain('unidentified');
    expect(parcelTabs({}, 'unidentified').map((tab) => tab.id)).toContain('unidentified');
  });

  it('has no counts before the summary arrives', () => {
    expect(parcelTabs(undefined, undefined).every((tab) => tab.count === undefined)).toBe(true);
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
