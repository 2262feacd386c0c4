// @vitest-environment happy-dom
import { initI18n } from '@fwd/shared-contracts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../i18n/register';
import { DataTable } from './data-table';
import type { DataColumn, DataTableProps } from './types';

interface Order {
  id: string;
  code: string;
  total: number;
}

const columns: DataColumn<Order>[] = [
  { id: 'code', header: 'Code', cell: (o) => o.code, sortField: 'code' },
  { id: 'total', header: 'Total', cell: (o) => o.total, align: 'end', hideOnPhone: true },
];
const rows: Order[] = [
  { id: 'a', code: 'OD1', total: 100 },
  { id: 'b', code: 'OD2', total: 200 },
];

function renderTable(props: Partial<DataTableProps<Order>> = {}) {
  const all: DataTableProps<Order> = {
    caption: 'Orders',
    columns,
    rows,
    status: 'success',
    empty: <p>No orders yet</p>,
    getRowId: (o) => o.id,
    page: 1,
    perPage: 30,
    onPageChange: vi.fn(),
    ...props,
  };
  return { ...render(<DataTable {...all} />), props: all };
}

function stubPhone(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('states', () => {
  it('shows skeleton rows and a loading status while pending', () => {
    renderTable({ status: 'pending', rows: undefined });
    expect(screen.getByRole('table', { name: 'Orders' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading rows');
    expect(screen.queryByText('OD1')).toBeNull();
  });

  it('shows the empty node when the query found nothing', () => {
    renderTable({ rows: [] });
    expect(screen.getByText('No orders yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the error with a retry button that calls onRetry', () => {
    const onRetry = vi.fn();
    renderTable({ status: 'error', rows: undefined, error: new Error('Server down'), onRetry });
    expect(screen.getByRole('alert').textContent).toContain('Server down');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('renders the rows in a table named by its caption', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('OD2')).toBeTruthy();
  });
});

describe('sorting', () => {
  it.each([
    [undefined, 'code'],
    ['code', '-code'],
    ['-code', null],
  ])('from sort %s a header click asks for %s', (sort, next) => {
    const onSortChange = vi.fn();
    renderTable({ sort, onSortChange });
    fireEvent.click(screen.getByRole('button', { name: 'Code' }));
    expect(onSortChange).toHaveBeenCalledWith(next);
  });

  it('marks the sorted header with aria-sort', () => {
    renderTable({ sort: '-code', onSortChange: vi.fn() });
    expect(screen.getByRole('columnheader', { name: 'Code' }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: 'Total' }).hasAttribute('aria-sort')).toBe(false);
  });
});

describe('selection', () => {
  it('selects one row', () => {
    const onChange = vi.fn();
    renderTable({ selection: { selected: [], onChange, actions: () => null } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    expect(onChange).toHaveBeenCalledWith(['b']);
  });

  it('selects the whole page from the header checkbox, keeping other pages', () => {
    const onChange = vi.fn();
    renderTable({ selection: { selected: ['z'], onChange, actions: () => null } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(onChange.mock.calls[0]?.[0]).toEqual(expect.arrayContaining(['z', 'a', 'b']));
  });

  it('shows a bar with the count, the actions given the ids, and Clear', () => {
    const onChange = vi.fn();
    const onArchive = vi.fn();
    renderTable({
      selection: {
        selected: ['a', 'b'],
        onChange,
        actions: (ids) => (
          <button type="button" onClick={() => onArchive(ids)}>
            Archive
          </button>
        ),
      },
    });
    const bar = screen.getByRole('region', { name: 'Actions on the selected rows' });
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Archive' }));
    expect(onArchive).toHaveBeenCalledWith(['a', 'b']);
    fireEvent.click(within(bar).getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenCalledWith([]);
  });

  it('shows no bar when nothing is selected', () => {
    renderTable({ selection: { selected: [], onChange: vi.fn(), actions: () => null } });
    expect(screen.queryByRole('region', { name: 'Actions on the selected rows' })).toBeNull();
  });
});

describe('pager', () => {
  it('shows page X of Y and moves with Previous and Next', () => {
    const onPageChange = vi.fn();
    renderTable({ page: 2, perPage: 2, totalItems: 5, onPageChange });
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByText('Page 2 of 3')).toBeTruthy();
    fireEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    fireEvent.click(within(nav).getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('shows the page alone without a total and disables Next on the last page', () => {
    renderTable({ page: 3, perPage: 2, hasNextPage: false });
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByText('Page 3')).toBeTruthy();
    expect((within(nav).getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('hides the pager when everything fits on one page', () => {
    renderTable({ totalItems: 2 });
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });
});

describe('opening a row', () => {
  it('opens a row on click and on Enter', () => {
    const onRowClick = vi.fn();
    renderTable({ onRowClick });
    const row = screen.getByText('OD1').closest('tr') as HTMLElement;
    fireEvent.click(row);
    fireEvent.keyDown(row, { key: 'Enter' });
    expect(onRowClick).toHaveBeenCalledTimes(2);
    expect(onRowClick).toHaveBeenCalledWith(rows[0]);
  });

  it('makes the code of a row the button that opens it, one tab stop per row', () => {
    const onRowClick = vi.fn();
    const withOpener = columns.map((column) => (column.id === 'code' ? { ...column, opensRow: true } : column));
    renderTable({ onRowClick, columns: withOpener });
    const open = screen.getByRole('button', { name: 'OD2' });
    fireEvent.click(open);
    expect(onRowClick).toHaveBeenCalledTimes(1);
    expect(onRowClick).toHaveBeenCalledWith(rows[1]);
    expect(open.closest('tr')?.hasAttribute('tabindex')).toBe(false);
    fireEvent.click(screen.getByText('100'));
    expect(onRowClick).toHaveBeenLastCalledWith(rows[0]);
  });

  it('names each row’s checkbox by the row when the page names its rows', () => {
    const onChange = vi.fn();
    renderTable({ rowName: (o) => o.code, selection: { selected: [], onChange, actions: () => null } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select OD2' }));
    expect(onChange).toHaveBeenCalledWith(['b']);
    expect(screen.queryByRole('checkbox', { name: 'Select row 2' })).toBeNull();
  });

  it('does not open the row when its checkbox is clicked', () => {
    const onRowClick = vi.fn();
    renderTable({ onRowClick, selection: { selected: [], onChange: vi.fn(), actions: () => null } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    expect(onRowClick).not.toHaveBeenCalled();
  });
});

describe('on a phone', () => {
  it('renders cards with label/value pairs instead of a table', () => {
    stubPhone(true);
    renderTable();
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Orders' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getAllByText('Code')).toHaveLength(2);
    expect(within(list).queryByText('Total')).toBeNull();
  });

  it('uses renderCard when given and opens a card with Enter', () => {
    stubPhone(true);
    const onRowClick = vi.fn();
    renderTable({ onRowClick, renderCard: (o) => <strong>Order {o.code}</strong> });
    const card = screen.getByText('Order OD2').parentElement as HTMLElement;
    fireEvent.keyDown(card, { key: 'Enter' });
    expect(onRowClick).toHaveBeenCalledWith(rows[1]);
  });

  it('lets the page draw its rows at every width, keeping the pager', () => {
    for (const phone of [false, true]) {
      stubPhone(phone);
      const onPageChange = vi.fn();
      renderTable({
        totalItems: 45,
        onPageChange,
        renderRows: (all) => (
          <ul aria-label="Order cards">
            {all.map((o) => (
              <li key={o.id}>Card {o.code}</li>
            ))}
          </ul>
        ),
      });
      expect(screen.queryByRole('table')).toBeNull();
      const list = screen.getByRole('list', { name: 'Order cards' });
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Card OD1', 'Card OD2']);
      expect(screen.getByText('Page 1 of 2')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(onPageChange).toHaveBeenCalledWith(2);
      cleanup();
    }
  });

  it('offers the sort as a select', () => {
    stubPhone(true);
    const onSortChange = vi.fn();
    renderTable({ onSortChange });
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: '-code' } });
    expect(onSortChange).toHaveBeenCalledWith('-code');
  });
});
