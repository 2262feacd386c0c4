import PocketBase, { LocalAuthStore, type RecordModel } from 'pocketbase';
import type { TypedPocketBase } from '../records';

/**
 * The SDK's store of the session, refusing a session without a token. The SDK reads an answer
 * whose body could not be read (the page reloading or navigating while a sign-in or session
 * refresh was in flight) as `{}` and would save `{token: undefined, record: {}}`: the visitor
 * signed out by a reload. Such a save keeps the session as it was.
 */
export class SessionStore extends LocalAuthStore {
  override save(token: string, record?: RecordModel | null): void {
    if (!token) return;
    super.save(token, record);
  }
}

/**
 * The one PocketBase client of the whole app (this package is a federation singleton).
 * The session lives in localStorage under `pocketbase_auth`, the SDK default, which the SDK also
 * keeps in sync across tabs through `storage` events.
 */
export const pb = new PocketBase('/', new SessionStore()) as TypedPocketBase;
pb.autoCancellation(false);

/*
 * Counts evaluations of this module on the page. Module federation must hand every remote the
 * shell's copy; an end-to-end test reads this to prove there is exactly one client.
 */
const diagnostics = globalThis as { __fwdPocketBaseClients?: number };
diagnostics.__fwdPocketBaseClients = (diagnostics.__fwdPocketBaseClients ?? 0) + 1;

/** Points the client at the API from the runtime config; empty means same origin. */
export function configureApi(apiUrl: string): void {
  pb.baseURL = apiUrl.trim() === '' ? '/' : apiUrl.replace(/\/+$/, '');
}

/** True for errors caused by an aborted request (a newer request with the same key). */
export function isAbortError(error: unknown): boolean {
  return Boolean(error && typeof error === 'object' && (error as { isAbort?: boolean }).isAbort);
}
