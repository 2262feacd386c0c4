/*
 * Records as the API answers them, for the warehouse's page tests: one builder per collection with
 * plain defaults, overridden per test.
 */
import type { ParcelClaimRecord, ParcelRecord } from '@fwd/shared-contracts';
import type { ShipmentRow } from '@fwd/shared-contracts/domains/shipments';

export const LAN = { id: 'customer0000001', code: 'C10042', name: 'Lan Nguyen' };
export const MINH = { id: 'customer0000002', code: 'C10077', name: 'Minh Tran' };

const STAMP = '2026-11-24 08:00:00.000Z';

const base = (collectionName: string, id: string) => ({
  id,
  collectionId: `pbc_${collectionName}`,
  collectionName,
  created: STAMP,
  updated: STAMP,
});

export function parcel(fields: Partial<ParcelRecord> = {}): ParcelRecord {
  return {
    ...base('parcels', 'parcel000000001'),
    tracking_code: 'SF100200300',
    user: LAN.id,
    order: '',
    status: 'received',
    description: '',
    declared_value: 0,
    weight_kg: 1.25,
    length_cm: 30,
    width_cm: 20,
    height_cm: 10,
    volumetric_kg: 1,
    chargeable_kg: 1.3,
    photos: [],
    shelf: 'B-02',
    received_at: STAMP,
    warehouse: '',
    marked_code: '',
    owner_basis: 'declaration',
    in_review: false,
    received_by: 'staff0000000001',
    ...fields,
  };
}

export function claim(fields: Partial<ParcelClaimRecord> = {}): ParcelClaimRecord {
  return {
    ...base('parcel_claims', 'claim0000000001'),
    parcel: 'parcel000000001',
    user: LAN.id,
    source: 'owner',
    description: '',
    declared_value: 0,
    status: 'pending',
    decided_by: '',
    ...fields,
  };
}

export function shipment(fields: Partial<ShipmentRow> = {}): ShipmentRow {
  return {
    ...base('fulfillments', 'shipment0000001'),
    code: 'FF10001',
    user: LAN.id,
    parcels: ['parcel000000001'],
    address: 'address00000001',
    address_snapshot: {
      id: 'address00000001',
      name: 'Lan Nguyen',
      phone: '+84901234567',
      detail: '12 Hang Bac',
      area: 'area00000000001',
      area_name: 'Hoan Kiem, Ha Noi',
      zone: 'north',
    },
    shipping_line: 'line00000000001',
    chargeable_kg: 1.3,
    shipping_fee: 0,
    storage_fee: 0,
    insurance: false,
    declared_value: 0,
    insurance_fee: 0,
    total: 0,
    status: 'paid',
    final_weight_kg: 0,
    final_length_cm: 0,
    final_width_cm: 0,
    final_height_cm: 0,
    carrier: '',
    tracking_no: '',
    paid_at: STAMP,
    shipped_at: '',
    delivered_at: '',
    status_history: null,
    picked: [],
    ...fields,
  };
}
