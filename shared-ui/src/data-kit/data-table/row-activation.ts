import type { KeyboardEvent, MouseEvent } from 'react';

const INTERACTIVE = 'a, button, input, label, select, textarea, [role="button"], [role="link"]';

/**
 * Click and Enter handlers that open a row, unless the user used a control inside it. With a cell
 * that opens the row (`opensRow`), that button is the keyboard's way in and the row takes a click
 * only, so the tab order has one stop per row.
 */
export function rowActivation(open: (() => void) | undefined, { hasOpener = false } = {}) {
  if (!open) return {};
  const click = (event: MouseEvent<HTMLElement>) => {
    const control = (event.target as HTMLElement).closest(INTERACTIVE);
    if (control && control !== event.currentTarget) return;
    open();
  };
  if (hasOpener) return { 'data-clickable': true, onClick: click };
  return {
    tabIndex: 0,
    'data-clickable': true,
    onClick: click,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Enter' && event.target === event.currentTarget) {
        event.preventDefault();
        open();
      }
    },
  };
}
