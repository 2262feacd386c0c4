/** Values the global setup publishes to the test workers through the environment. */
export const e2e = {
  get baseUrl(): string {
    return `http://127.0.0.1:${process.env.E2E_NGINX_PORT}`;
  },
  get mailDir(): string {
    return required('E2E_MAIL_DIR');
  },
  get appsDir(): string {
    return required('E2E_APPS_DIR');
  },
  get pocketbaseUrl(): string {
    return required('E2E_PB_URL');
  },
};

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through playwright.config.ts`);
  return value;
}

export const PASSWORD = 'correct-horse-42';

/** Accounts the global setup creates for the journeys. */
export const ACCOUNTS = {
  customer: { email: 'e2e-customer@example.com', password: PASSWORD, name: 'Lan Nguyen' },
  sales: { email: 'e2e-sales@staff.test', password: PASSWORD, name: 'Sam Sales', roles: ['sales'], active: true },
  warehouse: {
    email: 'e2e-warehouse@staff.test',
    password: PASSWORD,
    name: 'Wen Warehouse',
    roles: ['warehouse'],
    active: true,
  },
  finance: {
    email: 'e2e-finance@staff.test',
    password: PASSWORD,
    name: 'Fay Finance',
    roles: ['finance'],
    active: true,
  },
  admin: { email: 'e2e-admin@staff.test', password: PASSWORD, name: 'Ada Admin', roles: ['admin'], active: true },
} as const;

/** Reference data the global setup creates (the e2e server starts without the demo seed). */
export const REFERENCE = {
  areas: [
    {
      name: 'Northern Vietnam',
      zone: 'north',
      provinces: [
        { name: 'Hà Nội', districts: ['Hoàn Kiếm', 'Ba Đình'] },
        { name: 'Hải Phòng', districts: ['Lê Chân'] },
      ],
    },
    {
      name: 'Southern Vietnam',
      zone: 'south',
      provinces: [{ name: 'Hồ Chí Minh', districts: ['Quận 1', 'Quận 3'] }],
    },
  ],
  warehouse: {
    code: 'GZ-01',
    name: 'Guangzhou warehouse',
    address: 'Room 101, 8 Baiyun Road, Guangzhou, Guangdong 510000, China',
    active: true,
  },
  settings: {
    key: 'default',
    source_currency: 'CNY',
    home_currency: 'VND',
    free_storage_days: 30,
    storage_fee_per_day: 2000,
    insurance_rate: 0.01,
    service_fee_tiers: [{ upTo: null, percent: 5 }],
    service_fee_min: 20000,
    volumetric_divisor: 6000,
    bank_name: 'Vietcombank',
    bank_bin: '970436',
    bank_account_no: '0071001234567',
    bank_account_name: 'CONG TY FORWARDLY',
    min_recharge: 10000,
  },
  /** One CNY in VND. */
  rate: 3500,
  /** Two lines per zone, so a shipment compares them (prices per kg in VND). */
  lines: [
    {
      name: 'Air express',
      kind: 'air_express',
      zone: 'north',
      price_per_kg: 120000,
      min_kg: 0.5,
      eta_days: 4,
      active: true,
    },
    { name: 'Sea freight', kind: 'sea', zone: 'north', price_per_kg: 35000, min_kg: 1, eta_days: 20, active: true },
    {
      name: 'Air express',
      kind: 'air_express',
      zone: 'south',
      price_per_kg: 125000,
      min_kg: 0.5,
      eta_days: 5,
      active: true,
    },
    { name: 'Sea freight', kind: 'sea', zone: 'south', price_per_kg: 38000, min_kg: 1, eta_days: 22, active: true },
  ],
  /** Catalog products of two shops (prices in fen); each gets a picture. */
  products: [
    {
      title: 'Lambswool winter jacket',
      shop: 'Warm Wardrobe',
      source: 'taobao',
      source_url: 'https://item.taobao.com/item.htm?id=880000001',
      price_src: 25900,
      description: 'A soft lambswool jacket for northern winters.',
      variants: [
        { sku: 'jacket-s', name: 'S', price_src: 25900 },
        { sku: 'jacket-l', name: 'L', price_src: 27900 },
      ],
    },
    {
      title: 'Ceramic tea set for four',
      shop: 'Jingdezhen Kiln',
      source: '1688',
      source_url: 'https://detail.1688.com/offer/770000002.html',
      price_src: 12800,
      description: 'Teapot and four cups, hand-glazed.',
      variants: [],
    },
  ],
} as const;
