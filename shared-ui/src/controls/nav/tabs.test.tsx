// @vitest-environment happy-dom
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { Tabs } from './tabs';

afterEach(cleanup);

const TABS = [
  { id: 'placed', label: 'Placed', count: 3 },
  { id: 'purchased', label: 'Purchased', count: 0 },
  { id: 'shipped', label: 'Shipped' },
];

function Harness() {
  const [value, setValue] = useState('placed');
  return <Tabs label="Order status" tabs={TABS} value={value} onChange={setValue} />;
}

it('moves to the next and previous tab with the arrow keys', async () => {
  render(<Harness />);
  const placed = screen.getByRole('tab', { name: /Placed/ });
  const purchased = screen.getByRole('tab', { name: /Purchased/ });
  act(() => placed.focus());
  fireEvent.keyDown(placed, { key: 'ArrowRight' });
  await waitFor(() => expect(purchased.getAttribute('aria-selected')).toBe('true'));
  expect(document.activeElement).toBe(purchased);
  fireEvent.keyDown(purchased, { key: 'ArrowLeft' });
  await waitFor(() => expect(placed.getAttribute('aria-selected')).toBe('true'));
});

it('names the tab list and shows counts; without a panel no tab points at a missing element', () => {
  render(<Harness />);
  expect(screen.getByRole('tablist', { name: 'Order status' })).toBeTruthy();
  const placed = screen.getByRole('tab', { name: /Placed/ });
  expect(placed.textContent).toBe('Placed3');
  expect(placed.hasAttribute('aria-controls')).toBe(false);
});
