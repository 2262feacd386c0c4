import { pb, queryKeys, useApiQuery, type SettingsRecord } from '@fwd/shared-contracts';
import { ClientResponseError } from 'pocketbase';

/** The shop's settings (public): home currency, our bank account, the smallest top-up. */
export async function getShopSettings(signal: AbortSignal): Promise<SettingsRecord | null> {
  try {
    return await pb
      .collection('settings')
      .getFirstListItem<SettingsRecord>("key = 'default'", { signal, requestKey: null });
  } catch (error) {
    if (error instanceof ClientResponseError && error.status === 404) return null;
    throw error;
  }
}

/** Settings change rarely; events on `settings` still refresh them. */
export function useShopSettings() {
  return useApiQuery(queryKeys.custom('settings', 'default'), getShopSettings, { staleTime: 600_000 });
}
