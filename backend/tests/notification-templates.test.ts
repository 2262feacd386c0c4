import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, superuser } from '../testing/clients';
import { adjustWallet, seedPricing } from '../testing/fixtures';
import { startPocketBase, type PocketBaseProcess } from '../testing/start-pocketbase';

// Its own server: these tests change the home currency every other file prices with.
let server: PocketBaseProcess;
beforeAll(async () => {
  server = await startPocketBase();
  await seedPricing(server.url);
});
afterAll(() => server.stop());

describe('notification templates', () => {
  it('format a wallet adjustment in the home currency of the settings', async () => {
    const su = await superuser(server.url);
    const settings = await su.collection('settings').getFirstListItem("key = 'default'");
    const original = settings.home_currency as string;
    await su.collection('settings').update(settings.id, { home_currency: 'USD' });
    try {
      const customer = await newCustomer(server.url);
      const userId = customer.authStore.record?.id as string;
      await adjustWallet(userId, 1_234_567, server.url);
      const rows = await su.collection('notifications').getFullList({ filter: `user = '${userId}'` });
      expect(rows.map((r) => r.title)).toContain('Wallet credited: 12,345.67 USD');
    } finally {
      await su.collection('settings').update(settings.id, { home_currency: original });
    }
    const restored = await su.collection('settings').getOne(settings.id);
    expect(restored.home_currency).toBe(original);
  });

  it('are the only place that builds a notification title', () => {
    const hooks = fileURLToPath(new URL('../pb_hooks', import.meta.url));
    const files = [
      ...readdirSync(hooks)
        .filter((f) => f.endsWith('.pb.js'))
        .map((f) => join(hooks, f)),
      ...readdirSync(join(hooks, 'lib'))
        .filter((f) => f.endsWith('.js') && f !== 'notify.js')
        .map((f) => join(hooks, 'lib', f)),
    ];
    const offenders: string[] = [];
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/\bnotify\s*\(/g)) {
        const call = source.slice(match.index, match.index + 400);
        if (/\btitle\s*:/.test(call)) offenders.push(`${file}:${source.slice(0, match.index).split('\n').length}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
