// @vitest-environment happy-dom
import { allOf, createMemoryRouter, initI18n, loadKit, RouterProvider, where } from '@fwd/shared-contracts';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadControls } from '../../controls-loader';
import { StatusTabs, useListTable } from '../../data-kit-public';
import { loadDataKit } from '../../data-kit-loader';
import '../../i18n/register';
import type { ListTable, ListTableOptions } from '../../list-view/list-table-types';

interface Row {
  id: string;
  code: string;
  status: string;
}

const ROWS: Row[] = [
  { id: 'ord000000000001', code: 'C1', status: 'placed' },
  { id: 'ord000000000002', code: 'C2', status: 'placed' },
];

/** Totals per status for the tabs' one-row count requests. */
const TOTALS: Record<string, number> = { placed: 4, purchased: 1 };

/** The API: every list request is recorded; a one-row page of ids is a count, anything else rows. */
function stubApi(rows: Row[] = ROWS) {
  const requests: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      requests.push(url.searchParams);
      const params = url.searchParams;
      if (params.get('fields') === 'id') {
        const status = /status = "(\w+)"/.exec(params.get('filter') ?? '')?.[1] ?? '';
        return Response.json({ page: 1, perPage: 1, totalItems: TOTALS[status] ?? 0, totalPages: 1, items: [] });
      }
      const perPage = Number(params.get('perPage'));
      const skip = params.get('skipTotal') === 'true';
      return Response.json({
        page: Number(params.get('page')),
        perPage,
        totalItems: skip ? -1 : 61,
        totalPages: skip ? -1 : 3,
        items: rows,
      });
    }),
  );
  const lists = () => requests.filter((params) => params.get('fields') !== 'id');
  const counts = () => requests.filter((params) => params.get('fields') === 'id');
  return { requests, lists, counts };
}

const codeFilter = (filters: Record<string, string>) => allOf(filters.q && where('code ~ {:q}', { q: filters.q }));

const OPTIONS: ListTableOptions = {
  filters: ['q'],
  filter: codeFilter,
  defaultSort: '-created',
  tabs: { machine: 'order', counts: 'totals' },
};

async function setup(url: string, options: ListTableOptions = OPTIONS) {
  const current: { list?: ListTable<Row> } = {};
  function Harness() {
    const list = useListTable<'orders', Row>('orders', options);
    current.list = list;
    return list.tabs ? <StatusTabs {...list.tabs} /> : null;
  }
  const router = createMemoryRouter([{ path: '/orders', element: <Harness /> }], { initialEntries: [url] });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  const list = () => current.list as ListTable<Row>;
  const search = () => Object.fromEntries(new URLSearchParams(router.state.location.search));
  return { list, search };
}

beforeAll(async () => {
  await initI18n('en');
  await Promise.all([loadKit(), loadDataKit(), loadControls()]);
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  (await loadKit()).queryClient.clear();
});

describe('useListTable', () => {
  it('reads filters, tab, sort, page and the open record from the URL and asks for that view', async () => {
    const api = stubApi();
    const { list } = await setup('/orders?q=C1&status=placed&sort=created&page=2&id=ord000000000001');
    await waitFor(() => expect(list().table.status).toBe('success'));
    const asked = api.lists().at(-1);
    expect(asked?.get('filter')).toBe('(code ~ "C1") && (status = "placed")');
    expect(asked?.get('sort')).toBe('created');
    expect(asked?.get('page')).toBe('2');
    expect(list().table).toMatchObject({ page: 2, perPage: 30, sort: 'created', totalItems: 61, rows: ROWS });
    expect(list().tab).toBe('placed');
    expect(list().view.selectedId).toBe('ord000000000001');
    expect(list().filtered).toBe(true);
  });

  it('writes every change back to the URL: tab, filter, sort, page and the open record', async () => {
    stubApi();
    const { list, search } = await setup('/orders?other=kept');
    act(() => list().tabs?.onChange('purchased'));
    expect(search()).toEqual({ other: 'kept', status: 'purchased' });
    act(() => list().table.onPageChange(3));
    expect(search()).toMatchObject({ page: '3' });
    act(() => list().table.onSortChange?.('-total'));
    expect(search()).toEqual({ other: 'kept', status: 'purchased', sort: '-total' });
    act(() => list().table.onRowClick(ROWS[1] as Row));
    expect(search()).toMatchObject({ id: 'ord000000000002' });
    act(() => list().tabs?.onChange(undefined));
    expect(search()).toEqual({ other: 'kept', sort: '-total', id: 'ord000000000002' });
  });

  it("links a row's detail to this view with its id", async () => {
    stubApi();
    const { list } = await setup('/orders?q=C1&status=placed&page=2&id=ord000000000001');
    expect(list().detailHref('ord000000000002')).toBe('?q=C1&status=placed&page=2&id=ord000000000002');
  });

  it('goes back to page 1 and clears the selection when a filter or the tab changes', async () => {
    stubApi();
    const { list, search } = await setup('/orders?page=2');
    await waitFor(() => expect(list().table.status).toBe('success'));
    act(() =>
      list()
        .selection(() => null)
        .onChange(['ord000000000001']),
    );
    expect(list().selected).toEqual(['ord000000000001']);
    act(() => list().view.setFilter('q', 'C2'));
    expect(search()).toEqual({ q: 'C2' });
    expect(list().table.page).toBe(1);
    expect(list().selected).toEqual([]);
    act(() =>
      list()
        .selection(() => null)
        .onChange(['ord000000000002']),
    );
    act(() => list().tabs?.onChange('placed'));
    expect(list().selected).toEqual([]);
  });

  it('ignores a sort the list does not offer and a status the machine does not have', async () => {
    const api = stubApi();
    const { list } = await setup('/orders?sort=password&status=nonsense');
    await waitFor(() => expect(list().table.status).toBe('success'));
    expect(api.lists().at(-1)?.get('sort')).toBe('-created');
    expect(api.lists().at(-1)?.get('filter')).toBeNull();
    expect(list().tab).toBeUndefined();
  });

  it("reverses the default sort when a header's cycle reaches none, and clears the filters", async () => {
    stubApi();
    const { list, search } = await setup('/orders?q=C&status=placed');
    act(() => list().table.onSortChange?.(null));
    expect(search()).toEqual({ q: 'C', status: 'placed', sort: 'created' });
    act(() => list().table.onSortChange?.(null));
    expect(search()).toEqual({ q: 'C', status: 'placed' });
    act(() => list().clearFilters());
    expect(search()).toEqual({});
    expect(list().filtered).toBe(false);
  });

  it('counts each status under the other filters (not the tab) and shows them on the tabs', async () => {
    const api = stubApi();
    const { list } = await setup('/orders?q=C&status=purchased');
    await waitFor(() => expect(list().tabs?.counts).toBeDefined());
    expect(list().tabs?.counts).toMatchObject({ placed: 4, purchased: 1, cancelled: 0 });
    const filters = api.counts().map((params) => params.get('filter'));
    expect(filters).toContain('(code ~ "C") && (status = "placed")');
    expect(filters).toHaveLength(7);
    expect(api.counts().every((params) => params.get('perPage') === '1')).toBe(true);
    expect(screen.getByRole('tab', { name: /All/ }).textContent).toBe('All5');
    expect(screen.getByRole('tab', { name: /Purchased/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: /Placed/ }).textContent).toBe('Placed4');
  });

  it('without a total, offers a next page while the page is full', async () => {
    const full = Array.from({ length: 2 }, (_, n) => ({ id: `ord00000000001${n}`, code: `C${n}`, status: 'placed' }));
    const api = stubApi(full);
    const { list } = await setup('/orders', { ...OPTIONS, skipTotal: true, perPage: 2, tabs: undefined });
    await waitFor(() => expect(list().table.status).toBe('success'));
    expect(api.lists().at(-1)?.get('skipTotal')).toBe('true');
    expect(list().table.totalItems).toBeUndefined();
    expect(list().table.hasNextPage).toBe(true);
    expect(list().tabs).toBeUndefined();
  });

  it('hands bulk actions the selected rows of the page', async () => {
    stubApi();
    const { list } = await setup('/orders');
    await waitFor(() => expect(list().table.status).toBe('success'));
    const seen: Row[][] = [];
    const selection = list().selection((rows) => {
      seen.push(rows);
      return null;
    });
    selection.actions(['ord000000000002']);
    expect(seen).toEqual([[ROWS[1]]]);
  });

  it('exports pages of the same view (filter, tab and sort) for the CSV', async () => {
    const api = stubApi();
    const { list } = await setup('/orders?q=C2&status=placed&sort=created&page=2');
    const page = await list().exportPage(1, 500);
    expect(page.items).toEqual(ROWS);
    const asked = api.lists().at(-1);
    expect(asked?.get('filter')).toBe('(code ~ "C2") && (status = "placed")');
    expect(asked?.get('sort')).toBe('created');
    expect(asked?.get('page')).toBe('1');
    expect(asked?.get('perPage')).toBe('500');
  });
  it("asks the server for a tie-break in the sort's direction, leaving the URL and the table's sort alone", async () => {
    const api = stubApi();
    const { list, search } = await setup('/orders?sort=created', { ...OPTIONS, tieBreak: 'id' });
    await waitFor(() => expect(list().table.status).toBe('success'));
    expect(api.lists().at(-1)?.get('sort')).toBe('created,id');
    expect(list().table.sort).toBe('created');
    act(() => list().table.onSortChange?.('-created'));
    await waitFor(() => expect(api.lists().at(-1)?.get('sort')).toBe('-created,-id'));
    expect(search()).toEqual({});
  });

  it('opens on its initial tab while the URL names none, keeps it out of the URL and offers no "All"', async () => {
    const api = stubApi();
    const { list, search } = await setup('/orders', { ...OPTIONS, tabs: { machine: 'order', initial: 'placed' } });
    await waitFor(() => expect(list().table.status).toBe('success'));
    expect(api.lists().at(-1)?.get('filter')).toBe('status = "placed"');
    expect(screen.getByRole('tab', { selected: true }).textContent).toMatch(/^Placed/);
    expect(screen.queryByRole('tab', { name: /^All/ })).toBeNull();
    act(() => list().tabs?.onChange('purchased'));
    expect(search()).toEqual({ status: 'purchased' });
    await waitFor(() => expect(api.lists().at(-1)?.get('filter')).toBe('status = "purchased"'));
    act(() => list().tabs?.onChange('placed'));
    expect(search()).toEqual({});
  });
});
