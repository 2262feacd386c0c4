import type { AddressInput } from '@fwd/shared-contracts/schemas';
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

/** Returns the draft once and forgets it. */
export function takeDraft(): AddressDraft | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return raw ? (JSON.parse(raw) as AddressDraft) : null;
  } catch {
    return null;
  }
}
