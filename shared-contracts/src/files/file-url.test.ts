import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pb } from '../pocketbase/client';
import { fileToken, fileUrl, isProtectedFile, PROTECTED_FILE_FIELDS, resetFileToken } from './file-url';

/** A token as PocketBase signs it, expiring `lifeS` seconds from now (the signature is not checked here). */
function tokenFor(id: string, lifeS: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + lifeS;
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ id, exp, type: 'file' })}.sig`;
}

const PROOF = { id: 'rech00000000001', collectionId: 'pbc_recharges', collectionName: 'recharges' };
const PRODUCT = { id: 'prod00000000001', collectionId: 'pbc_products', collectionName: 'products' };

describe('fileUrl', () => {
  it('names the protected fields the migration protects', () => {
    const migration = readFileSync(
      new URL('../../../backend/pb_migrations/1763900700_protected_files.js', import.meta.url),
      'utf8',
    );
    const pairs = [...migration.matchAll(/\['(\w+)', '(\w+)'\]/g)].map((m) => `${m[1]}.${m[2]}`).sort();
    const ours = Object.entries(PROTECTED_FILE_FIELDS)
      .flatMap(([collection, fields]) => fields.map((field) => `${collection}.${field}`))
      .sort();
    expect(ours).toEqual(pairs);
  });

  it('adds the token to a protected file and asks for nothing without one', () => {
    expect(isProtectedFile('recharges', 'proof')).toBe(true);
    expect(fileUrl(PROOF, 'proof', 'bank_ab12.png')).toBe('');
    const url = new URL(fileUrl(PROOF, 'proof', 'bank_ab12.png', { token: 'T1', thumb: '100x100' }), 'http://x');
    expect(url.pathname).toBe('/api/files/pbc_recharges/rech00000000001/bank_ab12.png');
    expect(url.searchParams.get('token')).toBe('T1');
    expect(url.searchParams.get('thumb')).toBe('100x100');
  });

  it('leaves the token out of a public file', () => {
    expect(isProtectedFile('products', 'images')).toBe(false);
    const url = new URL(fileUrl(PRODUCT, 'images', 'a.jpg', { token: 'T1' }), 'http://x');
    expect(url.pathname).toBe('/api/files/pbc_products/prod00000000001/a.jpg');
    expect(url.searchParams.has('token')).toBe(false);
    expect(fileUrl(PRODUCT, 'images', '')).toBe('');
  });
});

describe('fileToken', () => {
  beforeEach(() => {
    resetFileToken();
    pb.authStore.save(tokenFor('staff0000000001', 3600), { id: 'staff0000000001', collectionName: 'staff' } as never);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    pb.authStore.clear();
    resetFileToken();
  });

  it('asks once for callers at the same time and keeps the token while it is young', async () => {
    const ask = vi.spyOn(pb.files, 'getToken').mockResolvedValue(tokenFor('staff0000000001', 180));
    const [a, b] = await Promise.all([fileToken(), fileToken()]);
    expect(a).toBe(b);
    expect(await fileToken()).toBe(a);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('renews the token half-way through its life, before it expires', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') });
    const ask = vi
      .spyOn(pb.files, 'getToken')
      .mockResolvedValueOnce(tokenFor('staff0000000001', 180))
      .mockResolvedValueOnce(tokenFor('staff0000000001', 180) + 'b');
    const first = await fileToken();
    vi.setSystemTime(new Date('2026-11-27T10:01:29Z'));
    expect(await fileToken()).toBe(first);
    vi.setSystemTime(new Date('2026-11-27T10:01:31Z'));
    const second = await fileToken();
    expect(second).not.toBe(first);
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('drops the token of someone who signed out and in as someone else', async () => {
    const ask = vi
      .spyOn(pb.files, 'getToken')
      .mockResolvedValueOnce(tokenFor('staff0000000001', 180))
      .mockResolvedValueOnce(tokenFor('user00000000001', 180));
    const first = await fileToken();
    pb.authStore.save(tokenFor('user00000000001', 3600), { id: 'user00000000001', collectionName: 'users' } as never);
    const second = await fileToken();
    expect(second).not.toBe(first);
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('refuses without a session instead of asking the server', async () => {
    pb.authStore.clear();
    const ask = vi.spyOn(pb.files, 'getToken');
    await expect(fileToken()).rejects.toThrow();
    expect(ask).not.toHaveBeenCalled();
  });
});
