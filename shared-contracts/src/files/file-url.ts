import { getTokenPayload } from 'pocketbase';
import { useSyncExternalStore } from 'react';
import { pb } from '../pocketbase/client';

/**
 * The file fields whose files answer only with a file token of someone the record's view rule lets
 * see them (backend/pb_migrations/1763900700_protected_files.js); `file-url.test.ts` keeps this
 * list and the migration in step.
 */
export const PROTECTED_FILE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  recharges: ['proof'],
  complaints: ['photos'],
  complaint_messages: ['attachments'],
  messages: ['attachments'],
};

export function isProtectedFile(collectionName: string, field: string): boolean {
  return PROTECTED_FILE_FIELDS[collectionName]?.includes(field) ?? false;
}

/** What a file URL needs of its record (a record from the API has all three). */
export interface FileOwner {
  id: string;
  collectionName: string;
  collectionId?: string;
}

export interface FileUrlOptions {
  /** One of the field's declared thumb sizes (`100x100`); the original without it. */
  thumb?: string;
  /** From `useFileToken()` or `fileToken()`; needed by a protected field, left out of a public one. */
  token?: string;
  download?: boolean;
}

/**
 * The one way to address a record's file. A protected field's file needs a token: without one the
 * answer is '' (nothing to load yet) rather than a URL the server answers with 404.
 */
export function fileUrl(record: FileOwner, field: string, filename: string, options: FileUrlOptions = {}): string {
  if (!filename || !record.id) return '';
  const guarded = isProtectedFile(record.collectionName, field);
  if (guarded && !options.token) return '';
  return pb.files.getURL(record, filename, {
    ...(options.thumb ? { thumb: options.thumb } : {}),
    ...(guarded ? { token: options.token } : {}),
    ...(options.download ? { download: true } : {}),
  });
}

/*
 * The signed-in person's file token, one for the whole page (customers and staff alike), renewed
 * half-way through its life while anything shows a protected file, so a picture opened later never
 * carries an expired one. Kept in memory only: it is a credential, not data to keep on the device.
 */
interface Held {
  token: string;
  owner: string;
  renewAt: number;
  expiresAt: number;
}

const RETRY_MS = 15_000;
let held: Held | null = null;
let asking: Promise<string> | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

const owner = () => pb.authStore.record?.id ?? '';
const usable = (now = Date.now()) => (held && held.owner === owner() && now < held.expiresAt ? held : null);

function notify() {
  for (const listener of listeners) listener();
}

function schedule(at: number) {
  clearTimeout(timer);
  if (listeners.size === 0) return;
  timer = setTimeout(
    () => {
      fileToken().catch(() => schedule(Date.now() + RETRY_MS));
    },
    Math.max(0, at - Date.now()),
  );
}

/** A valid file token of the signed-in person, asked for once however many callers want it. */
export function fileToken(): Promise<string> {
  const now = Date.now();
  const current = usable(now);
  if (current && now < current.renewAt) return Promise.resolve(current.token);
  if (!owner()) return Promise.reject(new Error('Sign in to open protected files.'));
  asking ??= pb.files
    .getToken({ requestKey: null })
    .then((token) => {
      const issued = Date.now();
      const exp = Number(getTokenPayload(token).exp) * 1000;
      const expiresAt = Number.isFinite(exp) && exp > issued ? exp : issued + 120_000;
      held = { token, owner: owner(), expiresAt, renewAt: issued + (expiresAt - issued) / 2 };
      schedule(held.renewAt);
      notify();
      return token;
    })
    .finally(() => {
      asking = null;
    });
  return asking;
}

pb.authStore.onChange(() => {
  if (held && held.owner !== owner()) {
    held = null;
    notify();
  }
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  const current = usable();
  if (!current || Date.now() >= current.renewAt) {
    fileToken().catch(() => schedule(Date.now() + RETRY_MS));
  } else if (listeners.size === 1) {
    schedule(current.renewAt);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearTimeout(timer);
  };
}

const noSubscription = () => () => undefined;
const snapshot = () => usable()?.token;
const nothing = () => undefined;

/**
 * The file token while `enabled` (pass whether anything on screen is protected), undefined until
 * it arrives; the component re-renders with the renewed one.
 */
export function useFileToken(enabled = true): string | undefined {
  return useSyncExternalStore(enabled ? subscribe : noSubscription, enabled ? snapshot : nothing, nothing);
}

/** A record's file address for a component, with the token when the field is protected. */
export function useFileUrl(
  record: FileOwner,
  field: string,
  filename: string,
  options: Omit<FileUrlOptions, 'token'> = {},
) {
  const token = useFileToken(Boolean(filename) && isProtectedFile(record.collectionName, field));
  return fileUrl(record, field, filename, { ...options, token });
}

/** Forgets the token (tests). */
export function resetFileToken(): void {
  held = null;
  asking = null;
  clearTimeout(timer);
  listeners.clear();
}
