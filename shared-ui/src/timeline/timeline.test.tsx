// @vitest-environment happy-dom
import { initI18n } from '@fwd/shared-contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { Timeline } from './timeline';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

it('lists the steps in order with their formatted date', () => {
  render(
    <Timeline
      items={[
        { id: '1', at: '2026-11-22 10:00:00.000Z', title: 'Placed' },
        { id: '2', at: '2026-11-23 08:30:00.000Z', title: 'Purchased', body: 'Seller order 123', tone: 'success' },
      ]}
    />,
  );
  const steps = screen.getAllByRole('listitem');
  expect(steps[0]?.textContent).toContain('Placed');
  expect(steps[1]?.textContent).toContain('Purchased');
  const time = steps[0]?.querySelector('time');
  expect(time?.getAttribute('dateTime')).toBe('2026-11-22T10:00:00.000Z');
  expect(time?.textContent).toMatch(/Nov 22, 2026/);
  expect(screen.getByText('Seller order 123')).toBeTruthy();
});
