/** What the adjustment form holds: a direction, an amount (home currency, > 0) and a reason. */
export interface AdjustmentDraft {
  direction: 'credit' | 'debit';
  amount: number | null;
  reason: string;
}

export type AdjustmentErrors = Partial<Record<'amount' | 'reason', string>>;

/** Catalog keys of what is wrong with the draft (the server checks again). */
export function adjustmentErrors(draft: AdjustmentDraft): AdjustmentErrors {
  const errors: AdjustmentErrors = {};
  if (draft.amount === null || !Number.isInteger(draft.amount) || draft.amount <= 0) {
    errors.amount = 'walletDesk.adjust.amountRequired';
  }
  if (!draft.reason.trim()) errors.reason = 'walletDesk.adjust.reasonRequired';
  else if (draft.reason.trim().length > 500) errors.reason = 'walletDesk.adjust.reasonTooLong';
  return errors;
}

/** The signed amount the route books. */
export function signedAmount(draft: AdjustmentDraft): number {
  return draft.direction === 'debit' ? -(draft.amount ?? 0) : (draft.amount ?? 0);
}
