import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, newCustomer } from '../testing/clients';
import { failure } from '../testing/fixtures';
import { startPocketBase, type PocketBaseProcess } from '../testing/start-pocketbase';

const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52];

/** A PNG-looking blob of `size` bytes. */
function png(size: number): Blob {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEADER);
  return new Blob([bytes], { type: 'image/png' });
}

const bigJson = (bytes: number) => JSON.stringify({ identity: 'x'.repeat(bytes), password: 'y' });

describe('request bodies', () => {
  it.each([
    ['a sign-up', '/api/collections/users/records'],
    ['a sign-in', '/api/collections/users/auth-with-password'],
    ['a custom route', '/api/shop/checkout'],
    ['an upload route sent as JSON', '/api/collections/recharges/records'],
  ])('over 64 KB are refused with 413 before anything reads them (%s)', async (_name, path) => {
    // Raw: an oversized body no typed client would build.
    const response = await fetch(`${apiUrl()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: bigJson(1024 * 1024),
    });
    expect(response.status).toBe(413);
  });

  it('over 64 KB without a length are cut off at 64 KB with 413', async () => {
    // Raw: a chunked body has no Content-Length for the first check to read.
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(`${apiUrl()}/api/collections/users/records`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      });
      request.on('error', reject);
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      });
      request.end(bigJson(1024 * 1024));
    });
    expect(status).toBe(413);
    expect(JSON.parse(body).status).toBe(413);
  });

  it('of a 2 MB recharge proof upload still go through', async () => {
    const pb = await newCustomer();
    const form = new FormData();
    form.append('user', pb.authStore.record!.id);
    form.append('amount', '100000');
    form.append('proof', png(2 * 1024 * 1024), 'proof.png');
    const recharge = await pb.collection('recharges').create(form);
    expect(recharge.proof).toMatch(/\.png$/);
  });
});

describe('a customer’s uploads', () => {
  let server: PocketBaseProcess;
  beforeAll(async () => {
    server = await startPocketBase({ env: { UPLOAD_QUOTA_BYTES: String(300 * 1024) } });
  });
  afterAll(() => server.stop());

  const recharge = (pb: Awaited<ReturnType<typeof newCustomer>>, size: number) => {
    const form = new FormData();
    form.append('user', pb.authStore.record!.id);
    form.append('amount', '100000');
    form.append('proof', png(size), 'proof.png');
    return pb.collection('recharges').create(form);
  };
  const message = async (pb: Awaited<ReturnType<typeof newCustomer>>, size: number) => {
    const conversation = await pb.collection('conversations').create({ user: pb.authStore.record!.id });
    const form = new FormData();
    form.append('conversation', conversation.id);
    form.append('author_user', pb.authStore.record!.id);
    form.append('attachments', png(size), 'photo.png');
    return pb.collection('messages').create(form);
  };

  it('stop at the quota across recharges and messages with a 400 saying so', async () => {
    const pb = await newCustomer(server.url);
    await recharge(pb, 200 * 1024);
    const error = await failure(message(pb, 200 * 1024));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/uploads are limited to 0\.3 MB in total and you have used 0\.2 MB/);
    expect(Object.keys(error.response.data)).toEqual(['attachments']);
    expect((await message(pb, 50 * 1024)).attachments).toHaveLength(1);
  });

  it('count for each customer on their own', async () => {
    const first = await newCustomer(server.url);
    await recharge(first, 250 * 1024);
    const second = await newCustomer(server.url);
    expect((await recharge(second, 250 * 1024)).proof).toBeTruthy();
  });
});
