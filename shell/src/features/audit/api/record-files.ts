import { pb, queryKeys, useApiQuery } from '@fwd/shared-contracts';

/** PocketBase's thumbnail size for a grid (declared in the schema's `thumbs`). */
export const THUMB_SIZE = '100x100';

/**
 * The address of a file of a record, by collection name; `token` (from `useFileToken`) opens a
 * protected file and is ignored for a public one.
 */
export function getFileUrl(
  collection: string,
  recordId: string,
  filename: string,
  options: { thumb?: string; token?: string } = {},
): string {
  const { thumb, token } = options;
  return pb.files.getURL({ collectionName: collection, id: recordId }, filename, {
    ...(thumb ? { thumb } : {}),
    ...(token ? { token } : {}),
  });
}

/**
 * A short-lived file token of the signed-in staff member, for protected files (recharge proofs,
 * complaint photos, chat attachments); renewed when older than a minute, well within its life.
 */
export function useFileToken() {
  return useApiQuery(queryKeys.custom('files', 'token'), (signal) => pb.files.getToken({ signal, requestKey: null }), {
    staleTime: 60_000,
    silent: true,
  });
}
