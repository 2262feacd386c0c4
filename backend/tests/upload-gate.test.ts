import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, newCustomer, newStaff, superuser } from '../testing/clients';
import { startPocketBase, type PocketBaseProcess } from '../testing/start-pocketbase';
import { ensureSettings, inbound } from '../testing/warehouse-fixtures';

// Who may upload is decided before PocketBase reads a multipart body (backend/body_limit.go,
// docs/security.md "Request bodies and upload quota").

const MB = 1024 * 1024;
const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52];

/** A PNG-looking blob of `size` bytes. */
function png(size: number): Blob {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEADER);
  return new Blob([bytes], { type: 'image/png' });
}

/** A multipart body of text fields and one file field holding `files`. */
function form(fields: Record<string, string>, field: string, files: Blob[]): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  files.forEach((file, index) => body.append(field, file, `photo-${index + 1}.png`));
  return body;
}

/** Raw: the answer's status and message, whoever sends it (no typed client sends these bodies). */
async function upload(url: string, path: string, body: FormData, pb?: PocketBase, method = 'POST') {
  const response = await fetch(`${url}${path}`, {
    method,
    body,
    headers: pb ? { Authorization: pb.authStore.token } : {},
  });
  const answer = (await response.json()) as { message?: string };
  return { status: response.status, message: answer.message ?? '' };
}

/** A multipart body with one 25 MB photo, built once and sent as it is by each request. */
const multipart25Mb = Buffer.concat([
  Buffer.from('--b\r\nContent-Disposition: form-data; name="tracking_code"\r\n\r\nANON1\r\n'),
  Buffer.from(
    '--b\r\nContent-Disposition: form-data; name="photos"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
  ),
  Buffer.from(PNG_HEADER),
  Buffer.alloc(25 * MB),
  Buffer.from('\r\n--b--\r\n'),
]);

/** Raw: a prepared multipart body, anonymous. */
function rawUpload(url: string, path: string, body: Buffer): Promise<{ status: number; message: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=b', 'content-length': body.length },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, message: (JSON.parse(text) as { message: string }).message }),
      );
    });
    request.end(body);
  });
}

/** The id of the process serving `url` (its command line names the address). */
function pidServing(url: string): number {
  const flag = `--http=${new URL(url).host}`;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').includes(flag)) return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  throw new Error(`no process serves ${url}`);
}

/** A memory figure of /proc/<pid>/status in MB (VmRSS now, VmHWM the peak so far). */
function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(/(\d+) kB/.exec(line ?? '')?.[1]) / 1024;
}

describe('oversize uploads from those who may not upload', () => {
  let server: PocketBaseProcess;
  beforeAll(async () => {
    server = await startPocketBase();
  });
  afterAll(() => server.stop());

  it('are refused before they are read: 20 parallel anonymous 25 MB uploads leave memory flat', async () => {
    const pid = pidServing(server.url);
    const before = memoryMb(pid, 'VmRSS');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => rawUpload(server.url, '/api/collections/parcels/records', multipart25Mb)),
    );
    // Customers declare parcels without photos: nobody but the warehouse uploads to parcels.
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(403));
    expect(answers[0]!.message).toBe('Files cannot be uploaded here.');
    const peak = memoryMb(pid, 'VmHWM');
    console.info(`PocketBase RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB`);
    // Read into memory, each took about 96 MB (290 MB → 1,597 MB for 20).
    expect(peak - before).toBeLessThan(64);
  });

  it.each([
    ['/api/collections/recharges/records', 401],
    ['/api/collections/messages/records', 401],
    ['/api/collections/complaints/records', 401],
    ['/api/collections/complaint_messages/records', 401],
    ['/api/collections/products/records', 401],
    ['/api/collections/collections/records', 401],
    ['/api/admin/parcels/inbound', 401],
    // A sign-up takes no avatar.
    ['/api/collections/users/records', 403],
  ])('are refused on %s with %i', async (path, status) => {
    const answer = await upload(server.url, path, form({ name: 'x' }, 'photos', [png(3 * MB)]));
    expect(answer.status).toBe(status);
  });

  it('are a 403 for a signed-in account of another kind or role, and for a route that takes no upload', async () => {
    const customer = await newCustomer(server.url);
    const sales = (await newStaff(['sales'], { url: server.url })).pb;
    const warehouse = (await newStaff(['warehouse'], { url: server.url })).pb;
    const files = [png(3 * MB)];
    expect(
      (await upload(server.url, '/api/collections/products/records', form({}, 'images', files), customer)).status,
    ).toBe(403);
    expect((await upload(server.url, '/api/admin/parcels/inbound', form({}, 'photos', files), sales)).status).toBe(403);
    expect(
      (await upload(server.url, '/api/collections/recharges/records', form({}, 'proof', files), warehouse)).status,
    ).toBe(403);
    // Customers declare parcels without photos; another customer's avatar is not theirs.
    expect(
      (await upload(server.url, '/api/collections/parcels/records', form({}, 'photos', files), customer)).status,
    ).toBe(403);
    const other = await newCustomer(server.url);
    const otherId = other.authStore.record!.id;
    const avatar = form({}, 'avatar', files);
    expect(
      (await upload(server.url, `/api/collections/users/records/${otherId}`, avatar, customer, 'PATCH')).status,
    ).toBe(403);
  });

  it('over the target fields’ limits are a 413 even from those who may upload', async () => {
    const customer = await newCustomer(server.url);
    const userId = customer.authStore.record!.id;
    // A recharge takes one 5 MB proof.
    const answer = await upload(
      server.url,
      '/api/collections/recharges/records',
      form({ user: userId, amount: '100000' }, 'proof', [png(6 * MB)]),
      customer,
    );
    expect(answer).toEqual({ status: 413, message: 'This upload is larger than the 5 MB allowed here.' });
  });

  it('without a length are cut off at 64 KB', async () => {
    // Raw: a chunked body has no Content-Length for the first check to read.
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${server.url}/api/collections/messages/records`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'transfer-encoding': 'chunked' },
      });
      request.on('error', reject);
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.end(`--x\r\nContent-Disposition: form-data; name="body"\r\n\r\n${'y'.repeat(MB)}\r\n--x--\r\n`);
    });
    expect(status).toBe(413);
  });
});

describe('uploads from those who may upload', () => {
  it('go through: an avatar, a warehouse scan’s photos, a sales chat picture, a superuser’s parcel photos', async () => {
    const customer = await newCustomer();
    const me = customer.authStore.record!.id;
    const saved = await customer.collection('users').update(me, form({}, 'avatar', [png(3 * MB)]));
    expect(saved.avatar).toMatch(/\.png$/);

    const warehouse = (await newStaff(['warehouse'])).pb;
    await ensureSettings();
    const scan = await inbound(warehouse, { trackingCode: `UG${Date.now()}`, photos: [png(3 * MB), png(3 * MB)] });
    expect(scan.photos).toHaveLength(2);

    const sales = await newStaff(['sales']);
    const conversation = await customer.collection('conversations').create({ user: me });
    const message = await sales.pb
      .collection('messages')
      .create(form({ conversation: conversation.id, author_staff: sales.id }, 'attachments', [png(3 * MB)]));
    expect(message.attachments).toHaveLength(1);

    const su = await superuser();
    const parcel = await su
      .collection('parcels')
      .create(form({ tracking_code: `UG${Date.now()}S`, status: 'received' }, 'photos', [png(3 * MB)]));
    expect(parcel.photos).toHaveLength(1);
  });

  it('of a small multipart body are anyone’s to send, as JSON is (a sign-up)', async () => {
    const email = `upload-gate-${Date.now()}@example.test`;
    const password = 'test-password-42';
    await anonymous()
      .collection('users')
      .create(form({ email, password, passwordConfirm: password }, 'avatar', []));
    const signedIn = await anonymous().collection('users').authWithPassword(email, password);
    expect(signedIn.record.email).toBe(email);
  });
});

describe('the front door', () => {
  it('lets through to each upload route what PocketBase allows there, no more', async () => {
    const template = readFileSync(new URL('../../nginx/forwardly.conf.template', import.meta.url), 'utf8');
    const locations = [...template.matchAll(/location ~ (\S+) \{\s*client_max_body_size (\d+)k;/g)].map(
      ([, pattern, size]) => ({ pattern: new RegExp(pattern!), kb: Number(size) }),
    );
    const su = await superuser();
    const routes: [string, string][] = [
      ['/api/admin/parcels/inbound', 'parcels'],
      ...[
        'products',
        'collections',
        'parcels',
        'recharges',
        'complaints',
        'complaint_messages',
        'messages',
        'users',
      ].map((name): [string, string] => [`/api/collections/${name}/records/abcdefghijklmno`, name]),
    ];
    for (const [path, name] of routes) {
      // As PocketBase counts them: files (maxSize × maxSelect, 5 MB and 1 by default), JSON (1 MB).
      const fields = (await su.collections.getOne(name)).fields;
      const bytes = fields.reduce(
        (sum, field) =>
          sum +
          (field.type === 'file' ? (field.maxSize || 5 * MB) * (field.maxSelect || 1) : 0) +
          (field.type === 'json' ? field.maxSize || MB : 0),
        0,
      );
      const nginx = locations.find((location) => location.pattern.test(path));
      expect({ path, kb: nginx?.kb }).toEqual({ path, kb: Math.ceil(bytes / 1024) + 64 });
    }
  });
});
