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
