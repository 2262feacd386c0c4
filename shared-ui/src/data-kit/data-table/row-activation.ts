import type { KeyboardEvent, MouseEvent } from 'react';

const INTERACTIVE = 'a, button, input, label, select, textarea, [role="button"], [role="link"]';

/** Click and Enter handlers that open a row, unless the user used a control inside it. */
export function rowActivation(open: (() => void) | undefined) {
  if (!open) return {};
  return {
    tabIndex: 0,
    'data-clickable': true,
    onClick: (event: MouseEvent<HTMLElement>) => {
      const control = (event.target as HTMLElement).closest(INTERACTIVE);
      if (control && control !== event.currentTarget) return;
      open();
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Enter' && event.target === event.currentTarget) {
        event.preventDefault();
        open();
      }
    },
  };
}
