import { describe, expect, it } from 'vitest';
import { choiceProblems } from './shipment-choice';

const A = 'parcel000000001';

describe('choiceProblems', () => {
  const ok = { parcels: [A], address: 'address00000001', line: 'line00000000001', insurance: false };

  it('finds nothing missing in a full choice', () => {
    expect(choiceProblems(ok)).toEqual({});
  });

  it('says what is missing, part by part, as catalog keys', () => {
    expect(choiceProblems({ parcels: [], address: undefined, line: undefined, insurance: true })).toEqual({
      parcels: 'fulfillmentCreate.problems.noParcel',
      address: 'fulfillmentCreate.problems.noAddress',
      line: 'fulfillmentCreate.problems.noLine',
    });
    expect(choiceProblems({ ...ok, line: undefined })).toEqual({ line: 'fulfillmentCreate.problems.noLine' });
  });

  it('refuses more parcels than a shipment takes', () => {
    const many = Array.from({ length: 101 }, (_, i) => `parcel${String(i).padStart(9, '0')}`);
    expect(choiceProblems({ ...ok, parcels: many })).toEqual({ parcels: 'fulfillmentCreate.problems.tooManyParcels' });
  });
});
