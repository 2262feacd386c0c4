import { fireEvent, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Presses a pay button the way an impatient user does (click, click, double click), waits until
 * it reads `busyName` and is disabled, and presses that once more: the page must send one request.
 */
export async function pressAgainAndAgain(
  page: { getByRole: (role: 'button', options: { name: string }) => HTMLElement },
  button: HTMLElement,
  busyName = 'Paying…',
): Promise<void> {
  fireEvent.click(button);
  fireEvent.click(button);
  fireEvent.dblClick(button);
  await waitFor(() => expect((page.getByRole('button', { name: busyName }) as HTMLButtonElement).disabled).toBe(true));
  fireEvent.click(page.getByRole('button', { name: busyName }));
}
