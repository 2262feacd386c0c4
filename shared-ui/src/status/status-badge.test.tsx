// @vitest-environment happy-dom
import { initI18n, setLanguage } from '@fwd/shared-contracts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it } from 'vitest';
import '../i18n/register';
import { StatusBadge } from './status-badge';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

it('shows the translated label of the status', async () => {
  render(<StatusBadge machine="order" status="awaiting_supplement" />);
  expect(screen.getByText('Awaiting supplement')).toBeTruthy();
  await act(() => setLanguage('vi'));
  expect(screen.getByText('Chờ thanh toán bổ sung')).toBeTruthy();
  await act(() => setLanguage('en'));
});

it('shows an unknown status by its raw value instead of a key', () => {
  render(<StatusBadge machine="parcel" status="lost_at_sea" />);
  expect(screen.getByText('Unknown (lost_at_sea)')).toBeTruthy();
});
