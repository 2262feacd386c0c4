import type { RecordModel, UnsubscribeFunc } from 'pocketbase';
import { readOptions } from '../../domains/api/client';
import { pb } from '../../pocketbase/client';

type AuthCollection = 'users' | 'staff';

/** Asks the server for a fresh token and record (roles, `active`, balance as they are now). */
export async function refreshAuth(collection: AuthCollection): Promise<void> {
  await pb.collection(collection).authRefresh(readOptions());
}

/** Keeps the signed-in record live: its record topic only, never the whole collection. */
export function watchOwnRecord(
  collection: AuthCollection,
  id: string,
  onChange: (action: string, record: RecordModel) => void,
): Promise<UnsubscribeFunc> {
  return pb.collection(collection).subscribe(id, (event) => onChange(event.action, event.record));
}
