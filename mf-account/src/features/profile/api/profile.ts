import { fileUrl, pb, type UserRecord } from '@fwd/shared-contracts';
import { sendWithProgress } from '@fwd/shared-contracts/files/upload';

export interface ProfileChanges {
  name: string;
  /** E.164, or empty to clear it. */
  phone: string;
  /** A new avatar picture, when one was chosen. */
  avatar?: File;
}

/** The avatar's 100×100 thumbnail, or null when the customer has none. */
export function avatarUrl(record: UserRecord | null): string | null {
  return record?.avatar ? fileUrl(record, 'avatar', record.avatar, { thumb: '100x100' }) : null;
}

/**
 * Saves name, phone and (when given) a new avatar. A picture goes up with XMLHttpRequest because
 * the SDK reports no upload progress; `onProgress` gets 0 to 1. The session keeps the saved record,
 * so everything showing the customer follows.
 */
export async function updateProfile(
  id: string,
  changes: ProfileChanges,
  onProgress?: (fraction: number) => void,
): Promise<UserRecord> {
  if (!changes.avatar) {
    // The SDK puts the saved record into the auth store itself when it is the signed-in one.
    return pb.collection('users').update<UserRecord>(id, { name: changes.name, phone: changes.phone });
  }
  const body = new FormData();
  body.append('name', changes.name);
  body.append('phone', changes.phone);
  body.append('avatar', changes.avatar, changes.avatar.name);
  const path = `/api/collections/users/records/${encodeURIComponent(id)}`;
  const record = await sendWithProgress<UserRecord>('PATCH', path, body, onProgress);
  if (pb.authStore.record?.id === record.id) pb.authStore.save(pb.authStore.token, record);
  return record;
}

export interface PasswordChange {
  oldPassword: string;
  password: string;
  passwordConfirm: string;
}

/**
 * Changes the password. The server then refuses the old token, so the customer is signed in again
 * at once with the new password (an error of that second step is `reauth`, the change stands).
 */
export async function changePassword(
  id: string,
  email: string,
  change: PasswordChange,
): Promise<{ reauthenticated: boolean }> {
  await pb.collection('users').update<UserRecord>(id, change);
  try {
    await pb.collection('users').authWithPassword(email, change.password);
    return { reauthenticated: true };
  } catch {
    return { reauthenticated: false };
  }
}

/** Mails a confirmation link to `newEmail`; the address changes only once that link is opened. */
export async function requestEmailChange(newEmail: string): Promise<void> {
  await pb.collection('users').requestEmailChange(newEmail);
}
