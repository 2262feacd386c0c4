import { pb, queryKeys, useApiQuery, type SettingsRecord } from '@fwd/shared-contracts';

/** The shop's settings (`key = 'default'`): currencies, fees, bank details. */
export function getSettings(signal?: AbortSignal): Promise<SettingsRecord | null> {
  return pb
    .collection('settings')
    .getList<SettingsRecord>(1, 1, { filter: "key = 'default'", signal, requestKey: null })
    .then((page) => page.items[0] ?? null);
}

/** The settings, kept a minute (they change rarely; a save invalidates them). */
export function useFinanceSettings() {
  return useApiQuery(queryKeys.custom('settings', 'default'), getSettings, { staleTime: 60_000 });
}

/** The home currency of the settings, VND until they have loaded. */
export function homeCurrency(settings: SettingsRecord | null | undefined): string {
  return settings?.home_currency || 'VND';
}
