import type { AddressInput } from '../address-schema';
import type { AreaChoice } from './area-picker';

/** What a signed-out visitor typed, kept in this tab while they sign in. */
export interface AddressDraft {
  values: AddressInput;
  choice: AreaChoice;
}

const KEY = 'fwd-address-draft';

export function saveDraft(draft: AddressDraft): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage may be full or blocked; the visitor then types again after signing in.
  }
}

/**
 * The kept draft, if any. Reading does not remove it: the form may suspend and start again
 * before it is on screen; `clearDraft` runs once it is.
 */
export function readDraft(): AddressDraft | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as AddressDraft) : null;
  } catch {
    return null;
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
