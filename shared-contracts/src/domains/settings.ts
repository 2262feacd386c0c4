/*
 * The settings domain: the shop's one settings record (`key = 'default'`) and its currencies.
 * Every page reads them through here: one query key, one fetcher, one shape. Imported as
 * `@fwd/shared-contracts/domains/settings`, bundled into the pages that use it (not the first
 * paint); it reaches the client, the kit and the formatters through the shared package only.
 */
import { prefetchApiQuery, queryKeys, useApiQuery, useFormat, type SettingsRecord } from '@fwd/shared-contracts';
import { useMemo } from 'react';
import { getShopSettings } from './api/settings';

export { getShopSettings };

/**
 * The currencies the server uses while the settings name none (backend/pb_hooks/lib/settings.js,
 * `loadCurrencies`): the only place the front end writes a currency code.
 */
export const FALLBACK_CURRENCIES = { home: 'VND', source: 'CNY' } as const;

/** The shop's currencies: `home` is what customers pay and hold, `source` what shops abroad price in. */
export interface ShopCurrencies {
  home: string;
  source: string;
}

export const settingsDomain = {
  collection: 'settings',
  /** The query key of the settings record; events on `settings` refresh it. */
  key: queryKeys.custom('settings', 'default'),
  /** Settings change rarely: kept ten minutes (a save or an event still refreshes them at once). */
  staleTime: 600_000,
  /** What a write of the settings refreshes. */
  refreshes: ['settings'] as string[],
} as const;

/** The currencies of these settings, the server's fallbacks where they name none. */
export function shopCurrencies(settings: Pick<SettingsRecord, 'home_currency' | 'source_currency'> | null | undefined) {
  return {
    home: settings?.home_currency || FALLBACK_CURRENCIES.home,
    source: settings?.source_currency || FALLBACK_CURRENCIES.source,
  } satisfies ShopCurrencies;
}

/** The shop's settings record (`null` while none is saved), as a query. */
export function useShopSettings(options: { enabled?: boolean; silent?: boolean } = {}) {
  return useApiQuery(settingsDomain.key, getShopSettings, { ...options, staleTime: settingsDomain.staleTime });
}

/** Starts the settings query from a route loader, with the same key and fetcher as `useShopSettings`. */
export function prefetchShopSettings(): Promise<void> {
  return prefetchApiQuery(settingsDomain.key, getShopSettings, { staleTime: settingsDomain.staleTime });
}

/** The shop's currencies; undefined until the settings have loaded (or when they failed). */
export function useShopCurrencies(): ShopCurrencies | undefined {
  const settings = useShopSettings({ silent: true });
  const data = settings.isSuccess ? settings.data : undefined;
  const loaded = settings.isSuccess;
  return useMemo(() => (loaded ? shopCurrencies(data) : undefined), [loaded, data]);
}

/**
 * The home currency for a staff page that shows amounts before the settings arrive: the settings'
 * once loaded, the server's fallback until then (or when they fail), as the server itself does.
 */
export function useHomeCurrency(): string {
  return shopCurrencies(useShopSettings({ silent: true }).data).home;
}

export interface ShopMoney {
  currencies: ShopCurrencies;
  /** An amount in the home currency (minor units), in the reader's language. */
  home: (amountMinor: number) => string;
  /** An amount in the source currency (minor units), in the reader's language. */
  source: (amountMinor: number) => string;
}

/** Money in the shop's currencies, so a page never names a currency; undefined until they are known. */
export function useShopMoney(): ShopMoney | undefined {
  const currencies = useShopCurrencies();
  const format = useFormat();
  return useMemo(
    () =>
      currencies && {
        currencies,
        home: (amount: number) => format.money(amount, currencies.home),
        source: (amount: number) => format.money(amount, currencies.source),
      },
    [currencies, format],
  );
}
