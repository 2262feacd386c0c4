import { describe, expect, it } from 'vitest';
import { auditImageFiles } from './audit-images';

describe('auditImageFiles', () => {
  it('lists the pictures after the change, then those the change removed', () => {
    expect(auditImageFiles('parcels', { photos: ['a.jpg', 'b.png'] }, { photos: ['b.png', 'c.webp'] })).toEqual([
      { field: 'photos', name: 'b.png', removed: false },
      { field: 'photos', name: 'c.webp', removed: false },
      { field: 'photos', name: 'a.jpg', removed: true },
    ]);
  });

  it('reads a single-file field and leaves out files that are not pictures', () => {
    expect(auditImageFiles('recharges', null, { proof: 'slip.JPG' })).toEqual([
      { field: 'proof', name: 'slip.JPG', removed: false },
    ]);
    expect(auditImageFiles('recharges', null, { proof: 'statement.pdf' })).toEqual([]);
  });

  it('marks every picture of a deleted record as removed', () => {
    expect(auditImageFiles('complaints', { photos: ['x.jpg'] }, null)).toEqual([
      { field: 'photos', name: 'x.jpg', removed: true },
    ]);
  });

  it('finds none in a collection without image fields, or in fields that are not image fields', () => {
    expect(auditImageFiles('wallet_transactions', null, { photos: ['a.jpg'] })).toEqual([]);
    expect(auditImageFiles('parcels', null, { description: 'a.jpg', photos: [] })).toEqual([]);
  });
});
