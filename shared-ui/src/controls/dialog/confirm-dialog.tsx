import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { toFormErrors } from '@fwd/shared-contracts';
import { Button } from '../../primitives/button';
import { Alert } from '../../primitives/feedback';
import { theme } from '../../theme/theme';
import { Dialog } from './dialog';
import { BusyMark } from '../form/busy-mark';

export type ConfirmTone = 'danger' | 'money' | 'default';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  /** Defaults to "Cancel" in the current language. */
  cancelLabel?: string;
  /** `danger` for destructive actions, `money` when confirming moves money. */
  tone?: ConfirmTone;
  /** May return a promise: the button is busy until it settles; a rejection is shown in the dialog. */
  onConfirm: () => Promise<unknown> | void;
}

/**
 * Asks before an action. The action runs once however often the button is pressed, the dialog
 * stays open (and cannot be dismissed) while it runs, closes when it succeeds and shows why it failed.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation('ui');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  // A ref, not state: a second click in the same frame must see the first one.
  const running = useRef(false);

  async function confirm() {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(undefined);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch (thrown) {
      setError(toFormErrors(thrown, t('dialog.failed')).message);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  function change(next: boolean) {
    if (!next && running.current) return;
    if (!next) setError(undefined);
    onOpenChange(next);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={title}
      description={description}
      footer={
        <>
          <Button type="button" $variant="secondary" onClick={() => change(false)} disabled={busy}>
            {cancelLabel ?? t('dialog.cancel')}
          </Button>
          <ConfirmButton
            type="button"
            $variant={tone === 'danger' ? 'danger' : 'primary'}
            $money={tone === 'money'}
            onClick={confirm}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy && <BusyMark />}
            {confirmLabel}
          </ConfirmButton>
        </>
      }
    >
      {error && <Alert tone="error">{error}</Alert>}
    </Dialog>
  );
}

const ConfirmButton = styled(Button)<{ $money: boolean }>`
  ${({ $money }) => ($money ? `background: ${theme.color.success}; color: ${theme.color.primaryText};` : '')}
`;
