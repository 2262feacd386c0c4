import { chmodSync, cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPocketBase, SUPERUSER } from '../../backend/testing/start-pocketbase';
import { APP_FOLDERS as APPS } from '../../tooling/remotes.mjs';
import { ACCOUNTS, REFERENCE } from './env';
import { startNginx } from './nginx';
import { startSmtpCapture } from './smtp-capture';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Deploys the built apps into a temporary folder laid out as in production, and starts a real
 * SMTP listener, PocketBase and nginx for the journeys. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'fwd-e2e-'));
  // nginx workers run as an unprivileged user when the master is root: they must be able to read the apps.
  chmodSync(dir, 0o755);
  const apps = join(dir, 'www');
  for (const app of APPS) {
    const dist = join(root, app, 'dist');
    if (!existsSync(dist)) throw new Error(`${app} is not built: run npm run build first`);
    cpSync(dist, join(apps, app), { recursive: true });
  }

  // Whatever started is stopped again, also when a later step of the setup fails.
  const stops: (() => Promise<void>)[] = [];
  const teardown = async () => {
    for (const stop of stops.reverse()) await stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const mailDir = join(dir, 'mail');
    const smtp = await startSmtpCapture(mailDir);
    stops.push(() => smtp.stop());
    const port = Number(process.env.E2E_NGINX_PORT);
    const pocketbase = await startPocketBase({
      env: {
        APP_URL: `http://127.0.0.1:${port}`,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtp.port),
        SMTP_TLS: 'false',
        MAIL_FROM: 'support@forwardly.test',
        RATE_LIMITS: 'off',
        TRUSTED_PROXY: 'X-Forwarded-For',
      },
    });
    stops.push(() => pocketbase.stop());
    const nginx = await startNginx({ port, apps, pocketbase: new URL(pocketbase.url).host, dir: join(dir, 'nginx') });
    stops.push(() => nginx.stop());

    await createAccounts(pocketbase.url);

    process.env.E2E_MAIL_DIR = mailDir;
    process.env.E2E_APPS_DIR = apps;
    process.env.E2E_PB_URL = pocketbase.url;
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

async function createAccounts(api: string): Promise<void> {
  const auth = await post(`${api}/api/collections/_superusers/auth-with-password`, {
    identity: SUPERUSER.email,
    password: SUPERUSER.password,
  });
  const token = (auth as { token: string }).token;
  const { customer, ...staff } = ACCOUNTS;
  await post(`${api}/api/collections/users/records`, { ...customer, passwordConfirm: customer.password }, token);
  for (const member of Object.values(staff)) {
    await post(`${api}/api/collections/staff/records`, { ...member, passwordConfirm: member.password }, token);
  }
  await createReferenceData(api, token);
  await post(
    `${api}/api/collections/staff/records`,
    {
      email: 'e2e-inactive@staff.test',
      password: ACCOUNTS.admin.password,
      passwordConfirm: ACCOUNTS.admin.password,
      name: 'Ina Inactive',
      roles: ['sales'],
      active: false,
    },
    token,
  );
}

/** What the customer pages need to exist: receiving areas, a warehouse and the shop's settings. */
async function createReferenceData(api: string, token: string): Promise<void> {
  for (const region of REFERENCE.areas) {
    const r = (await post(`${api}/api/collections/areas/records`, { name: region.name, kind: 'region' }, token)) as {
      id: string;
    };
    for (const province of region.provinces) {
      const p = (await post(
        `${api}/api/collections/areas/records`,
        { name: province.name, kind: 'province', parent: r.id },
        token,
      )) as { id: string };
      for (const district of province.districts) {
        await post(
          `${api}/api/collections/areas/records`,
          { name: district, kind: 'district', parent: p.id, zone: region.zone },
          token,
        );
      }
    }
  }
  await post(`${api}/api/collections/warehouses/records`, REFERENCE.warehouse, token);
  await post(`${api}/api/collections/settings/records`, REFERENCE.settings, token);
  await post(
    `${api}/api/collections/exchange_rates/records`,
    { from: 'CNY', to: 'VND', rate: REFERENCE.rate, effective_from: new Date(Date.now() - 60_000).toISOString() },
    token,
  );
  for (const line of REFERENCE.lines) await post(`${api}/api/collections/shipping_lines/records`, line, token);
  for (const product of REFERENCE.products) {
    const form = new FormData();
    for (const [name, value] of Object.entries(product)) {
      form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
    }
    form.append('active', 'true');
    form.append('images', new Blob([PICTURE], { type: 'image/png' }), 'picture.png');
    const response = await fetch(`${api}/api/collections/products/records`, {
      method: 'POST',
      headers: { Authorization: token },
      body: form,
    });
    if (!response.ok) throw new Error(`product ${product.title}: ${response.status} ${await response.text()}`);
  }
}

/** A 1×1 PNG: every catalog product of the journeys has a picture. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

async function post(url: string, body: unknown, token?: string): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
}
