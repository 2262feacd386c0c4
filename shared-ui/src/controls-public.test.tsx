// @vitest-environment happy-dom
import { createRef, Suspense } from 'react';
import { initI18n } from '@fwd/shared-contracts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it } from 'vitest';
import './i18n/register';
import { PhoneInput, Tabs } from './controls-public';
import { loadControls } from './controls-loader';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

it('renders a kit component once its lazy chunk has arrived', async () => {
  await act(async () => {
    render(
      <Suspense fallback={null}>
        <Tabs label="Order status" tabs={[{ id: 'all', label: 'All' }]} value="all" onChange={() => undefined} />
      </Suspense>,
    );
  });
  await act(() => loadControls());
  expect(screen.getByRole('tablist', { name: 'Order status' })).toBeTruthy();
});

it('passes a ref through to the input, as register(...) needs', async () => {
  await loadControls();
  const ref = createRef<HTMLInputElement>();
  render(<PhoneInput ref={ref} label="Phone" value="" onChange={() => undefined} />);
  expect(ref.current).toBe(screen.getByLabelText('Phone'));
});
