import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Button, type ButtonVariant } from '../../primitives/button';
import { BusyMark } from './busy-mark';

export interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** True while the form is being sent: the button is disabled and announces it is busy. */
  busy: boolean;
  children: ReactNode;
  variant?: ButtonVariant;
  block?: boolean;
}

/** The submit button of a form, with a spinner beside its label while busy. */
export function SubmitButton({ busy, children, variant = 'primary', block, disabled, ...button }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      $variant={variant}
      $block={block}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      {...button}
    >
      {busy && <BusyMark />}
      {children}
    </Button>
  );
}
