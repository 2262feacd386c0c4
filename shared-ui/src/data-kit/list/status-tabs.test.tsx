// @vitest-environment happy-dom
import { initI18n } from '@fwd/shared-contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { loadControls } from '../../controls-loader';
import '../../i18n/register';
import type { StatusTabsProps } from '../../list-view/list-table-types';
import { StatusTabs } from './status-tabs';

beforeAll(async () => {
  await Promise.all([initI18n('en'), loadControls()]);
});
afterEach(cleanup);

type HarnessProps = Omit<StatusTabsProps, 'value' | 'onChange'> & { initial: string; seen: (string | undefined)[] };

function Harness({ initial, seen, ...props }: HarnessProps) {
  const [value, setValue] = useState<string | undefined>(initial);
  return (
    <StatusTabs
      {...props}
      value={value}
      onChange={(status) => {
        seen.push(status);
        setValue(status);
      }}
    />
  );
}

it('offers "All" then the statuses asked for, in that order, without counts until they are known', async () => {
  await act(async () => {
    render(<Harness machine="order" statuses={['placed', 'cancelled']} counts={null} initial="placed" seen={[]} />);
  });
  expect(screen.getByRole('tablist', { name: 'Status' })).toBeTruthy();
  const tabs = screen.getAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent?.trim())).toEqual(['All', 'Placed', 'Cancelled']);
  // Each keeps an empty badge's room meanwhile: the counts arriving do not move the tabs.
  expect(tabs.map((tab) => tab.querySelectorAll('[aria-hidden="true"]').length)).toEqual([1, 1, 1]);
});

it('reports the status chosen, and no status for "All"', async () => {
  const seen: (string | undefined)[] = [];
  await act(async () => {
    render(
      <Harness machine="parcel" label="Parcels by status" counts={{ received: 2 }} initial="received" seen={seen} />,
    );
  });
  expect(screen.getByRole('tablist', { name: 'Parcels by status' })).toBeTruthy();
  expect(screen.getByRole('tab', { name: /^Received/ }).getAttribute('aria-selected')).toBe('true');
  const all = screen.getByRole('tab', { name: /^All/ });
  expect(all.textContent).toBe('All2');
  fireEvent.mouseDown(all, { button: 0, ctrlKey: false });
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.every((status) => status === undefined)).toBe(true);
  expect(all.getAttribute('aria-selected')).toBe('true');
  const expected = screen.getByRole('tab', { name: /^Expected/ });
  fireEvent.mouseDown(expected, { button: 0, ctrlKey: false });
  expect(seen.at(-1)).toBe('expected');
  expect(expected.getAttribute('aria-selected')).toBe('true');
});

it('draws no badges for a list whose tabs have no counts', async () => {
  await act(async () => {
    render(<Harness machine="order" statuses={['placed']} initial="placed" seen={[]} />);
  });
  expect(screen.getAllByRole('tab').map((tab) => tab.querySelectorAll('span').length)).toEqual([0, 0]);
});
