// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../data-kit/query-client';
import { initI18n } from '../i18n/i18n';
import { loadKit } from '../kit';
import { FALLBACK_CURRENCIES, getShopSettings, shopCurrencies, useShopMoney, useShopSettings } from './settings';

const SETTINGS = { id: 'settings0000001', key: 'default', home_currency: 'USD', source_currency: 'EUR' };

function stubSettings(items: object[]) {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      urls.push(url);
      return Response.json({ page: 1, perPage: 1, totalItems: -1, totalPages: -1, items });
    }),
  );
  return urls;
}

beforeAll(async () => {
  await initI18n('en');
  await loadKit();
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('getShopSettings', () => {
  it("reads the record whose key is 'default', one row without a count", async () => {
    const urls = stubSettings([SETTINGS]);
    expect(await getShopSettings()).toEqual(SETTINGS);
    expect(urls[0]?.pathname).toBe('/api/collections/settings/records');
    expect(urls[0]?.searchParams.get('filter')).toBe('key = "default"');
    expect(urls[0]?.searchParams.get('perPage')).toBe('1');
    expect(urls[0]?.searchParams.get('skipTotal')).toBe('true');
  });

  it('answers null while the shop has no settings (not an error)', async () => {
    stubSettings([]);
    expect(await getShopSettings()).toBeNull();
  });
});

describe('shop currencies', () => {
  it("takes the settings' currencies and the server's fallbacks where they name none", () => {
    expect(shopCurrencies(SETTINGS as never)).toEqual({ home: 'USD', source: 'EUR' });
    expect(shopCurrencies({ home_currency: '', source_currency: 'JPY' })).toEqual({ home: 'VND', source: 'JPY' });
    expect(shopCurrencies(null)).toEqual({ home: FALLBACK_CURRENCIES.home, source: FALLBACK_CURRENCIES.source });
  });

  it('matches the fallbacks of backend/pb_hooks/lib/settings.js', () => {
    const backend = readFileSync(resolve(import.meta.dirname, '../../../backend/pb_hooks/lib/settings.js'), 'utf8');
    expect(backend).toContain(
      `return { homeCurrency: '${FALLBACK_CURRENCIES.home}', sourceCurrency: '${FALLBACK_CURRENCIES.source}' };`,
    );
  });

  it("formats money in the shop's currencies, once the settings have loaded, from one request", async () => {
    const urls = stubSettings([SETTINGS]);
    const { result } = renderHook(() => ({ money: useShopMoney(), settings: useShopSettings() }));
    expect(result.current.money).toBeUndefined();
    await waitFor(() => expect(result.current.money).toBeDefined());
    expect(result.current.money?.currencies).toEqual({ home: 'USD', source: 'EUR' });
    expect(result.current.money?.home(1250)).toBe('$12.50');
    expect(result.current.money?.source(1250)).toBe('€12.50');
    expect(result.current.settings.data).toEqual(SETTINGS);
    await act(async () => {});
    expect(urls).toHaveLength(1);
  });
});
