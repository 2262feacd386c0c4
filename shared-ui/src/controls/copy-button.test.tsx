// @vitest-environment happy-dom
import { initI18n } from '@fwd/shared-contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import '../i18n/register';
import { CopyButton } from './copy-button';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it('copies the value and announces "Copied" politely', async () => {
  const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  render(<CopyButton value="C10023" label="Copy your customer code" />);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy your customer code' })));
  expect(writeText).toHaveBeenCalledWith('C10023');
  const status = screen.getByRole('status');
  expect(status.getAttribute('aria-live')).toBe('polite');
  expect(status.textContent).toBe('Copied');
});

it('selects the text for a manual copy when the clipboard is refused', async () => {
  vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
  render(<CopyButton value="C10023" label="Copy your customer code" />);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy your customer code' })));
  const box = screen.getByRole('textbox', { name: 'Copy your customer code' }) as HTMLInputElement;
  expect(box.value).toBe('C10023');
  expect(document.activeElement).toBe(box);
  expect(box.selectionStart).toBe(0);
  expect(box.selectionEnd).toBe('C10023'.length);
  expect(screen.getByRole('status').textContent).not.toBe('Copied');
});
