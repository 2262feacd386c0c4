import { describe, expect, it } from 'vitest';
import { byShelf, pickScan, ticksOf } from './pick-list';

const parcels = [
  { id: '1', tracking_code: 'C', shelf: 'A-10' },
  { id: '2', tracking_code: 'B', shelf: '' },
  { id: '3', tracking_code: 'A', shelf: 'A-2' },
  { id: '4', tracking_code: 'D', shelf: 'B-1' },
];

describe('the pick list', () => {
  it('walks the shelves in natural order, parcels without a shelf last', () => {
    expect(byShelf(parcels).map((p) => p.shelf)).toEqual(['A-2', 'A-10', 'B-1', '']);
  });

  it('ticks a parcel of the shipment once, and calls any other code foreign', () => {
    expect(pickScan(parcels, new Set(), 'C')).toMatchObject({ kind: 'ticked', parcel: { id: '1' } });
    expect(pickScan(parcels, new Set(['1']), 'C')).toMatchObject({ kind: 'again' });
    expect(pickScan(parcels, new Set(), 'ZZZ')).toEqual({ kind: 'foreign', code: 'ZZZ' });
  });

  it('shows the server’s ticks and the scans still on their way', () => {
    expect([...ticksOf(['1'], new Set(['3']))].sort()).toEqual(['1', '3']);
    expect([...ticksOf(undefined, new Set())]).toEqual([]);
  });
});
