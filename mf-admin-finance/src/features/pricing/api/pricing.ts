import {
  pb,
  type BaseRecord,
  type ExchangeRateRecord,
  type ListParams,
  type SettingsRecord,
  type ShippingLineRecord,
} from '@fwd/shared-contracts';

/** The rate history of the settings' pair, newest first (future rates on top). */
export function rateHistoryParams(from: string, to: string, page: number): ListParams {
  return {
    page,
    perPage: 10,
    sort: '-effective_from',
    filter: pb.filter('from = {:from} && to = {:to}', { from, to }),
  };
}

/** A new rate from a moment (history is kept: rates are never edited). */
export function createRate(
  body: { from: string; to: string; rate: number; effective_from: string },
  confirmLargeChange = false,
): Promise<ExchangeRateRecord> {
  return pb
    .collection('exchange_rates')
    .create<ExchangeRateRecord>(confirmLargeChange ? { ...body, confirmLargeChange: true } : body);
}

/** Every shipping line (staff see inactive ones too), by zone then price. */
export function shippingLinesParams(zone: string): ListParams {
  return {
    perPage: 200,
    sort: 'zone,price_per_kg',
    filter: zone ? pb.filter('zone = {:zone}', { zone }) : '',
  };
}

export type ShippingLineInput = Pick<
  ShippingLineRecord,
  'name' | 'kind' | 'zone' | 'price_per_kg' | 'min_kg' | 'eta_days' | 'active'
>;

export function saveShippingLine(id: string | null, body: ShippingLineInput): Promise<ShippingLineRecord> {
  const lines = pb.collection('shipping_lines');
  return id ? lines.update<ShippingLineRecord>(id, body) : lines.create<ShippingLineRecord>(body);
}

export type SettingsInput = Omit<SettingsRecord, keyof BaseRecord | 'key'>;

export function saveSettings(id: string, body: Partial<SettingsInput>): Promise<SettingsRecord> {
  return pb.collection('settings').update<SettingsRecord>(id, body);
}
