// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpShellComponents } from '../../../testing/component-setup';
import en from '../i18n/en.json';
import { AuditDiff } from './audit-diff';

const before = { status: 'requested', amount: 5000, note: null, meta: { by: 'ops' } };
const after = { status: 'approved', amount: 5000, note: null, meta: { by: 'finance', tags: ['late'] } };

function bodyRows() {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('rowheader')[0]?.textContent);
}

describe('AuditDiff', () => {
  setUpShellComponents(en);

  it('shows only the changed fields, marked as changed, until asked for the rest', () => {
    render(<AuditDiff before={before} after={after} />);
    expect(bodyRows()).toEqual(['status (changed)', 'meta (changed)']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show unchanged fields (2)' }));
    expect(bodyRows()).toEqual(['status (changed)', 'meta (changed)', 'amount', 'note']);
  });

  it('shows nested values as formatted JSON and no value as an em dash', () => {
    render(<AuditDiff before={null} after={{ meta: { tags: ['late'] }, note: 'hi' }} />);
    const meta = screen.getByRole('row', { name: /meta/ });
    expect(within(meta).getByText('no value').previousSibling?.textContent).toBe('—');
    expect(meta.querySelector('pre')?.textContent).toBe(JSON.stringify({ tags: ['late'] }, null, 2));
  });

  it('says so when nothing changed', () => {
    render(<AuditDiff before={{ a: 1 }} after={{ a: 1 }} />);
    expect(screen.getByText('No field changed.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
