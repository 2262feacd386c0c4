// @vitest-environment happy-dom
import { initI18n } from '@fwd/shared-contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import '../i18n/register';
import { ErrorState } from './error-state';
import { Skeleton } from './skeleton';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

it('ErrorState shows a default title, the error message and a retry', () => {
  const onRetry = vi.fn();
  render(<ErrorState error={new Error('Timed out')} onRetry={onRetry} />);
  const alert = screen.getByRole('alert');
  expect(alert.textContent).toContain('Something went wrong');
  expect(alert.textContent).toContain('Timed out');
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(onRetry).toHaveBeenCalledOnce();
});

it('ErrorState has no retry button without onRetry', () => {
  render(<ErrorState title="Could not load orders" />);
  expect(screen.getByRole('alert').textContent).toContain('Could not load orders');
  expect(screen.queryByRole('button')).toBeNull();
});

it('Skeleton hides its lines and announces one loading status', () => {
  const { container } = render(<Skeleton lines={4} />);
  expect(screen.getByRole('status').textContent).toBe('Loading…');
  const hidden = container.querySelector('[aria-hidden="true"]');
  expect(hidden?.children).toHaveLength(4);
});
