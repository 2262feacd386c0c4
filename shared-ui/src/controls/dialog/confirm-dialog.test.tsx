// @vitest-environment happy-dom
import { initI18n } from '@fwd/shared-contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import '../../i18n/register';
import { ConfirmDialog } from './confirm-dialog';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderDialog(onConfirm: () => Promise<unknown>, onOpenChange = vi.fn()) {
  render(
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title="Pay for order D1001"
      confirmLabel="Pay 120,000 ₫"
      tone="money"
      onConfirm={onConfirm}
    />,
  );
  return { onOpenChange, button: screen.getByRole('button', { name: 'Pay 120,000 ₫' }) };
}

it('runs the action once when confirm is pressed twice in a row, and is busy meanwhile', async () => {
  const pending = deferred();
  const onConfirm = vi.fn(() => pending.promise);
  const { button, onOpenChange } = renderDialog(onConfirm);
  act(() => {
    button.click();
    button.click();
  });
  expect(onConfirm).toHaveBeenCalledTimes(1);
  expect((button as HTMLButtonElement).disabled).toBe(true);
  expect(button.getAttribute('aria-busy')).toBe('true');
  await act(async () => pending.resolve());
  expect(onOpenChange).toHaveBeenCalledWith(false);
});

it('shows the error thrown by the action inside the dialog and stays open', async () => {
  const { button, onOpenChange } = renderDialog(() => Promise.reject(new Error('Insufficient balance')));
  await act(async () => fireEvent.click(button));
  expect(screen.getByRole('alert').textContent).toBe('Insufficient balance');
  expect(onOpenChange).not.toHaveBeenCalled();
  expect((button as HTMLButtonElement).disabled).toBe(false);
});
