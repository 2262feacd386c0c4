// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { FilterForm } from './filter-form';

afterEach(cleanup);

const FIELDS = [
  { name: 'customer', label: 'Customer code' },
  { name: 'code', label: 'Order code' },
];

function setup(values: Record<string, string>) {
  const onApply = vi.fn();
  const view = (next: Record<string, string>) => (
    <FilterForm label="Filter" fields={FIELDS} values={next} onApply={onApply} applyLabel="Apply" />
  );
  const page = render(view(values));
  return { page, onApply, rerender: (next: Record<string, string>) => page.rerender(view(next)) };
}

it('applies every typed filter at once, trimmed, only when submitted', () => {
  const { page, onApply } = setup({});
  fireEvent.change(page.getByLabelText('Customer code'), { target: { value: ' kh001 ' } });
  fireEvent.change(page.getByLabelText('Order code'), { target: { value: 'DH1' } });
  expect(onApply).not.toHaveBeenCalled();
  fireEvent.click(page.getByRole('button', { name: 'Apply' }));
  expect(onApply).toHaveBeenCalledWith({ customer: 'kh001', code: 'DH1' });
});

it('shows the filters of the URL and follows them when the URL changes', () => {
  const { page, rerender } = setup({ customer: 'KH001' });
  expect((page.getByLabelText('Customer code') as HTMLInputElement).value).toBe('KH001');
  fireEvent.change(page.getByLabelText('Order code'), { target: { value: 'typed' } });
  act(() => rerender({}));
  expect((page.getByLabelText('Customer code') as HTMLInputElement).value).toBe('');
  expect((page.getByLabelText('Order code') as HTMLInputElement).value).toBe('');
});

it('offers a day picker for a date filter and, with a clear label, empties every filter at once', () => {
  const onApply = vi.fn();
  const page = render(
    <FilterForm
      label="Filter"
      fields={[...FIELDS, { name: 'from', label: 'From', type: 'date' }]}
      values={{ customer: 'KH001', from: '2026-11-01' }}
      onApply={onApply}
      applyLabel="Apply"
      clearLabel="Clear"
    />,
  );
  expect((page.getByLabelText('From') as HTMLInputElement).type).toBe('date');
  expect((page.getByLabelText('Customer code') as HTMLInputElement).type).toBe('text');
  fireEvent.click(page.getByRole('button', { name: 'Clear' }));
  expect(onApply).toHaveBeenCalledWith({ customer: '', code: '', from: '' });
});
