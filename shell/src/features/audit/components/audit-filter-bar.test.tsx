// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setUpShellComponents } from '../../../testing/component-setup';
import en from '../i18n/en.json';
import { AuditFilterBar } from './audit-filter-bar';

vi.mock('../api/list-staff', () => ({
  useStaffOptions: () => ({
    isError: false,
    data: {
      items: [
        { id: 'st_fin', name: 'Fiona Finance', email: 'fin@example.com' },
        { id: 'st_nameless', name: '', email: 'ops@example.com' },
      ],
    },
  }),
}));

describe('AuditFilterBar', () => {
  setUpShellComponents(en);

  it('offers every staff member by name, else email, and applies a choice at once', () => {
    const onChange = vi.fn();
    render(<AuditFilterBar filters={{}} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Staff member' });
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'All staff',
      'Fiona Finance',
      'ops@example.com',
    ]);
    fireEvent.change(select, { target: { value: 'st_fin' } });
    expect(onChange).toHaveBeenCalledWith({ staff: 'st_fin' });
  });

  it('applies the typed action on Enter, not on each letter', () => {
    const onChange = vi.fn();
    render(<AuditFilterBar filters={{}} onChange={onChange} />);
    const action = screen.getByRole('textbox', { name: 'Action' });
    fireEvent.change(action, { target: { value: ' wallet ' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.submit(action.closest('form') as HTMLFormElement);
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ action: 'wallet' });
  });

  it('shows the values of a new URL in the text fields', () => {
    const { rerender } = render(<AuditFilterBar filters={{ record: 'u1' }} onChange={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Record ID' })).toHaveProperty('value', 'u1');
    rerender(<AuditFilterBar filters={{}} onChange={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Record ID' })).toHaveProperty('value', '');
  });

  it('clears every filter, and offers to only when one is set', () => {
    const onChange = vi.fn();
    const { rerender } = render(<AuditFilterBar filters={{}} onChange={onChange} />);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    rerender(<AuditFilterBar filters={{ collection: 'users', from: '2025-01-01' }} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onChange).toHaveBeenLastCalledWith({
      staff: '',
      action: '',
      collection: '',
      record: '',
      from: '',
      to: '',
    });
  });
});
