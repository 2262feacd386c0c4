import { pb } from '../../pocketbase/client';
import { where } from '../../query/query-keys';
import type { SettingsRecord } from '../../records';
import { readOptions } from './client';

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
