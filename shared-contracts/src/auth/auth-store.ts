import type { RecordModel } from 'pocketbase';
import { createStore, useStore } from 'zustand';
import { pb } from '../pocketbase/client';
import type { Role } from '../remote-contract/remote-app';

export type AuthKind = 'customer' | 'staff';

export interface AuthState {
  token: string;
  record: RecordModel | null;
  kind: AuthKind | null;
  /** The token exists and has not expired. */
  isValid: boolean;
}

function readAuth(): AuthState {
  const record = pb.authStore.record;
  const isValid = pb.authStore.isValid && record !== null;
  const kind: AuthKind | null = !isValid
    ? null
    : record?.collectionName === 'staff'
      ? 'staff'
      : record?.collectionName === 'users'
        ? 'customer'
        : null;
  return { token: pb.authStore.token, record: isValid ? record : null, kind, isValid };
}

/** Vanilla store mirroring `pb.authStore`: usable in loaders and outside React. */
export const authStore = createStore<AuthState>(() => readAuth());

pb.authStore.onChange(() => authStore.setState(readAuth()), false);

export function useAuth<T>(selector: (state: AuthState) => T): T {
  return useStore(authStore, selector);
}

export function signOut(): void {
  pb.authStore.clear();
}

export function staffRoles(record: RecordModel | null): Role[] {
  const roles: unknown = record?.roles;
  return Array.isArray(roles) ? (roles.filter((r) => typeof r === 'string') as Role[]) : [];
}

/** An active staff member with one of `roles` (admins pass every check). */
export function staffMayAccess(state: AuthState, roles: readonly Role[] | undefined): boolean {
  if (state.kind !== 'staff' || state.record?.active !== true) return false;
  const mine = staffRoles(state.record);
  if (mine.includes('admin')) return true;
  if (!roles || roles.length === 0) return mine.length > 0;
  return roles.some((role) => mine.includes(role));
}
