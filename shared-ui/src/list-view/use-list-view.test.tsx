// @vitest-environment happy-dom
import { createMemoryRouter, RouterProvider } from '@fwd/shared-contracts';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { useListView, type ListView, type ListViewOptions } from './use-list-view';

afterEach(cleanup);

function setup(url: string, options: ListViewOptions = { filters: ['status', 'q'], defaultSort: '-created' }) {
  const current: { view?: ListView } = {};
  function Harness() {
    current.view = useListView(options);
    return null;
  }
  const router = createMemoryRouter([{ path: '/orders', element: <Harness /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  const view = () => current.view as ListView;
  const search = () => new URLSearchParams(router.state.location.search);
  return { router, view, search };
}

it('reads page, sort, filters and the open record from the URL', () => {
  const { view } = setup('/orders?page=3&sort=code&status=placed&id=abc&other=1');
  expect(view().page).toBe(3);
  expect(view().sort).toBe('code');
  expect(view().filters).toEqual({ status: 'placed' });
  expect(view().selectedId).toBe('abc');
  expect(view().perPage).toBe(30);
});

it('falls back to page 1 and the default sort', () => {
  const { view } = setup('/orders?page=oops');
  expect(view().page).toBe(1);
  expect(view().sort).toBe('-created');
  expect(view().selectedId).toBeUndefined();
});

it('keeps a filter in the URL, resets the page and keeps unrelated params', () => {
  const { view, search } = setup('/orders?page=4&other=1');
  act(() => view().setFilter('status', 'purchased'));
  expect(search().get('status')).toBe('purchased');
  expect(search().get('page')).toBeNull();
  expect(search().get('other')).toBe('1');
  expect(view().filters).toEqual({ status: 'purchased' });
  expect(view().page).toBe(1);
});

it('removes a filter set to the empty string', () => {
  const { view, search } = setup('/orders?status=placed&q=ab');
  act(() => view().setFilter('status', ''));
  expect(search().has('status')).toBe(false);
  expect(view().filters).toEqual({ q: 'ab' });
});

it('sets several filters at once', () => {
  const { view, search } = setup('/orders?page=2');
  act(() => view().setFilters({ status: 'placed', q: 'C100' }));
  expect(search().toString()).toBe('status=placed&q=C100');
});

it('pushes page changes to history so Back returns to the previous page', async () => {
  const { router, view } = setup('/orders?page=2');
  act(() => view().setPage(3));
  expect(view().page).toBe(3);
  await act(() => router.navigate(-1));
  expect(view().page).toBe(2);
});

it('changes the sort, resets the page, and goes back to the default on null', () => {
  const { view, search } = setup('/orders?page=5');
  act(() => view().setSort('code'));
  expect(search().get('sort')).toBe('code');
  expect(search().has('page')).toBe(false);
  act(() => view().setSort(null));
  expect(search().has('sort')).toBe(false);
  expect(view().sort).toBe('-created');
});

it('opens and closes a record with ?id= without losing the filters', () => {
  const { view, search } = setup('/orders?status=placed&page=2');
  act(() => view().open('rec1'));
  expect(search().get('id')).toBe('rec1');
  expect(view().selectedId).toBe('rec1');
  expect(search().get('page')).toBe('2');
  act(() => view().close());
  expect(search().has('id')).toBe(false);
  expect(search().get('status')).toBe('placed');
});
