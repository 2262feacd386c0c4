import { pb, readOptions, where, type SettingsRecord } from '@fwd/shared-contracts';

/**
 * The shop's settings (the record with `key = 'default'`, readable by anyone), or null while none
 * is saved. A list of one, so a missing record is an answer and not a 404.
 */
export async function getShopSettings(signal?: AbortSignal): Promise<SettingsRecord | null> {
  const page = await pb.collection('settings').getList<SettingsRecord>(1, 1, {
    filter: where('key = {:key}', { key: 'default' }),
    skipTotal: true,
    ...readOptions(signal),
  });
  return page.items[0] ?? null;
}
