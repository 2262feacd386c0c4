import { errorMessage, toFormErrors, useApiMutation, useTranslation } from '@fwd/shared-contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { cartDomain } from '@fwd/shared-contracts/domains/cart';
import { updateCartItem, type CartItemPatch, type CartItemRow } from '../api/cart';
import { NOTE_MAX, parseQty } from '../cart-rules';

/** Waiting for the user to pause, on its way, done, or refused (the input stays as typed). */
export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

export interface ItemDraft {
  qty: string;
  note: string;
}

export interface ItemErrors {
  qty?: string;
  note?: string;
  /** A refusal that is about no one field (the product is gone, the connection dropped). */
  item?: string;
}

type Stored = { qty: number; note: string };

/** How long the user may pause typing before the change is saved. */
export const SAVE_DELAY_MS = 500;

const storedOf = (item: Pick<CartItemRow, 'qty' | 'note'>): Stored => ({ qty: item.qty, note: item.note });
const isDirty = (draft: ItemDraft, stored: Stored) =>
  parseQty(draft.qty) !== stored.qty || draft.note.trim() !== stored.note.trim();

/**
 * The quantity and note of one cart item, saved as they change: a pause of SAVE_DELAY_MS sends
 * what differs from the server's copy (one PATCH at a time; an edit made while one is on its way
 * is sent after it). A refused value keeps what the user typed and shows the server's message.
 * Edits left waiting are sent when the item leaves the screen; `flush` sends them now.
 */
export function useItemAutosave(item: CartItemRow) {
  const { t } = useTranslation('account');
  const mutation = useApiMutation({
    mutationFn: (patch: CartItemPatch) => updateCartItem(item.id, patch),
    invalidates: cartDomain.refreshes.items,
    form: true,
  });
  // Stable: TanStack Query binds it to the mutation's observer once.
  const saveItem = mutation.mutateAsync;

  const [draft, setDraft] = useState<ItemDraft>(() => ({ qty: String(item.qty), note: item.note }));
  const latest = useRef(draft);
  const stored = useRef<Stored>(storedOf(item));
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [errors, setErrors] = useState<ItemErrors>({});
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef<Promise<boolean> | null>(null);

  const localProblems = useCallback(
    (next: ItemDraft): ItemErrors => ({
      qty: parseQty(next.qty) === null ? t('cart.item.qtyInvalid') : undefined,
      note: next.note.length > NOTE_MAX ? t('cart.item.noteTooLong') : undefined,
    }),
    [t],
  );

  const flush = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    timer.current = undefined;
    while (running.current) await running.current;
    const current = latest.current;
    const problems = localProblems(current);
    const patch: CartItemPatch = {};
    const qty = parseQty(current.qty);
    if (qty !== null && qty !== stored.current.qty) patch.qty = qty;
    if (!problems.note && current.note.trim() !== stored.current.note.trim()) patch.note = current.note.trim();
    const blocked = Boolean(problems.qty || problems.note);
    if (Object.keys(patch).length === 0) {
      // Nothing to send: either the value cannot be sent, or it is what the server holds already.
      setErrors(blocked ? problems : {});
      setStatus((previous) => (blocked ? 'failed' : previous === 'saved' ? 'saved' : 'idle'));
      return !blocked;
    }
    const run = (async () => {
      setStatus('saving');
      try {
        const record = await saveItem(patch);
        stored.current = storedOf(record);
        setErrors(problems);
        setStatus(blocked ? 'failed' : isDirty(latest.current, stored.current) ? 'pending' : 'saved');
        return !blocked;
      } catch (error) {
        const { fields } = toFormErrors(error);
        const onField = Boolean(fields.qty || fields.note);
        setErrors({
          qty: fields.qty ?? problems.qty,
          note: fields.note ?? problems.note,
          item: onField ? undefined : errorMessage(error),
        });
        setStatus('failed');
        return false;
      }
    })();
    running.current = run;
    try {
      return await run;
    } finally {
      running.current = null;
    }
  }, [localProblems, saveItem]);

  /** The user changed a field: shown at once, saved after a pause. */
  const change = useCallback(
    (field: keyof ItemDraft, value: string) => {
      const next = { ...latest.current, [field]: value };
      latest.current = next;
      setDraft(next);
      // Its message goes while the user types; a pause shows it again if it still applies.
      setErrors((previous) => ({ ...previous, [field]: undefined, item: undefined }));
      setStatus('pending');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), SAVE_DELAY_MS);
    },
    [flush],
  );

  // A change made elsewhere (another tab) replaces what is shown, unless the user is editing.
  useEffect(() => {
    const server = { qty: item.qty, note: item.note };
    if (server.qty === stored.current.qty && server.note === stored.current.note) return;
    const editing = isDirty(latest.current, stored.current) || running.current !== null || timer.current;
    stored.current = server;
    if (editing) return;
    latest.current = { qty: String(server.qty), note: server.note };
    setDraft(latest.current);
    setErrors({});
  }, [item.qty, item.note]);

  // Nothing typed is lost: a waiting edit is sent when the item leaves the screen...
  useEffect(
    () => () => {
      if (timer.current) void flush();
    },
    [flush],
  );
  // ...and the browser asks before a tab with unsent edits is closed.
  const unsent = status === 'pending' || status === 'saving';
  useEffect(() => {
    if (!unsent) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsent]);

  return { draft, status, errors, change, flush };
}
