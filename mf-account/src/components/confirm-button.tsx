import { Button, ConfirmDialog, type ButtonVariant, type ConfirmDialogProps } from '@fwd/shared-ui';
import { useState } from 'react';

export interface ConfirmButtonProps extends Omit<ConfirmDialogProps, 'open' | 'onOpenChange'> {
  /** The button's words (the dialog's are `title`, `confirmLabel`, `cancelLabel`). */
  label: string;
  variant?: ButtonVariant;
  disabled?: boolean;
}

/** A button that asks first: it opens the kit's confirm dialog, which runs `onConfirm`. */
export function ConfirmButton({ label, variant = 'secondary', disabled, ...dialog }: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" $variant={variant} disabled={disabled} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ConfirmDialog {...dialog} open={open} onOpenChange={setOpen} />
    </>
  );
}
