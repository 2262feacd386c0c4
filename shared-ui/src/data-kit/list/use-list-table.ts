import {
  allOf,
  countEach,
  listPage,
  queryKeys,
  useApiQuery,
  useList,
  useLive,
  useSearchParams,
  where,
  type CollectionName,
  type CollectionRecords,
} from '@fwd/shared-contracts';
import { useCallback, useMemo, useState } from 'react';
import { PHONE_QUERY, useMediaQuery } from '../../hooks/use-media-query';
import type { ListTable, ListTableOptions, ListTabsOptions, StatusCounts } from '../../list-view/list-table-types';
import { useListView } from '../../list-view/use-list-view';
import { MACHINE_STATUSES } from '../../status/status-tones';

const reverse = (sort: string) => (sort.startsWith('-') ? sort.slice(1) : `-${sort}`);

/** The tab's counts: PocketBase totals per status under the other filters, or the page's own query. */
function useTabCounts(collection: CollectionName, tabs: ListTabsOptions | undefined, base: string) {
  const source = tabs?.counts;
  const field = tabs?.field ?? 'status';
  const statuses: readonly string[] = tabs ? MACHINE_STATUSES[tabs.machine] : [];
  const totals = source === 'totals';
  const custom = typeof source === 'object' ? source : undefined;
  const query = useApiQuery<StatusCounts>(
    custom ? custom.key : queryKeys.custom(collection, 'counts', field, base),
    custom
      ? custom.fetch
      : (signal) =>
          countEach(
            collection,
            Object.fromEntries(
              statuses.map((status) => [status, allOf(base, where(`${field} = {:status}`, { status }))]),
            ),
            signal,
          ),
    { enabled: totals || custom !== undefined, dependsOn: custom?.dependsOn, silent: true },
  );
  return query.data;
}

/**
 * A server-paged list bound to the URL in one call: its filters, sort, page, status tab and open
 * detail live in the URL (`useListView`), its query asks PocketBase for that view, and it hands
 * back the props of `DataTable` and `StatusTabs`, a selection for bulk actions and the pages of
 * a CSV export. A change of filter, sort or tab goes back to page 1 and clears the selection.
 */
export function useListTable<C extends CollectionName, Row extends { id: string } = CollectionRecords[C]>(
  collection: C,
  options: ListTableOptions,
): ListTable<Row> {
  const { defaultSort, tabs: tabsOptions, skipTotal = false } = options;
  const field = tabsOptions?.field ?? 'status';
  // A key of the names, so a new array of the same names is the same list.
  const nameKey = [...(options.filters ?? []), ...(tabsOptions ? [field] : [])].join('\n');
  const names = useMemo(() => (nameKey ? nameKey.split('\n') : []), [nameKey]);
  const view = useListView({ filters: names, defaultSort, perPage: options.perPage });

  const statuses: readonly string[] = tabsOptions ? MACHINE_STATUSES[tabsOptions.machine] : [];
  const rawTab = tabsOptions ? view.filters[field] : undefined;
  const initial = tabsOptions?.initial;
  const tab = rawTab && statuses.includes(rawTab) ? rawTab : initial;
  const others = useMemo(() => {
    const rest = { ...view.filters };
    if (tabsOptions) delete rest[field];
    return rest;
  }, [view.filters, tabsOptions, field]);

  const sorts = options.sorts ?? [defaultSort, reverse(defaultSort)];
  const sort = view.sort && sorts.includes(view.sort) ? view.sort : defaultSort;
  const base = options.filter ? options.filter(others) : '';
  const filter = allOf(base, tab && where(`${field} = {:tab}`, { tab }));
  const asked = options.tieBreak ? `${sort},${sort.startsWith('-') ? '-' : ''}${options.tieBreak}` : sort;
  const params = { filter, sort: asked, expand: options.expand, fields: options.fields };

  const query = useList<C, Row>(
    collection,
    { ...params, page: view.page, perPage: view.perPage, skipTotal: skipTotal || undefined },
    options.query,
  );
  const counts = useTabCounts(collection, tabsOptions, base);
  useLive(options.live ?? null);

  const phone = useMediaQuery(PHONE_QUERY);
  const [searchParams] = useSearchParams();
  const viewKey = JSON.stringify([filter, sort, view.page]);
  const [picked, setPicked] = useState<{ key: string; ids: string[] }>({ key: viewKey, ids: [] });
  const selected = picked.key === viewKey ? picked.ids : [];
  const rows = query.data?.items;

  const { setFilters, setSort } = view;
  const clearFilters = useCallback(
    () => setFilters(Object.fromEntries(names.map((name) => [name, '']))),
    [setFilters, names],
  );
  const onSortChange = useCallback(
    // A header cycles ascending, descending, none; from the default, "none" would change
    // nothing, so it reverses the default. A phone's select means the default by none.
    (next: string | null) => setSort(phone || next !== null || sort !== defaultSort ? next : reverse(defaultSort)),
    [setSort, phone, sort, defaultSort],
  );

  return {
    view,
    query,
    params,
    tab,
    filtered: Object.keys(view.filters).length > 0,
    clearFilters,
    selected,
    clearSelection: () => setPicked({ key: viewKey, ids: [] }),
    selection: (actions) => ({
      selected,
      onChange: (ids) => setPicked({ key: viewKey, ids }),
      actions: (ids) => actions((rows ?? []).filter((row) => ids.includes(row.id))),
    }),
    table: {
      rows,
      status: query.status,
      error: query.error,
      onRetry: () => void query.refetch(),
      getRowId: (row) => row.id,
      page: view.page,
      perPage: view.perPage,
      totalItems: skipTotal ? undefined : query.data?.totalItems,
      hasNextPage: skipTotal ? (rows?.length ?? 0) === view.perPage : undefined,
      onPageChange: view.setPage,
      sort,
      onSortChange,
      onRowClick: (row) => view.open(row.id),
    },
    tabs: tabsOptions && {
      machine: tabsOptions.machine,
      value: tab,
      counts: tabsOptions.counts ? (counts ?? null) : undefined,
      onChange: (status) => view.setFilter(field, status === undefined || status === initial ? '' : status),
      ...(initial ? { withAll: false } : {}),
    },
    exportPage: (page, perPage, signal) => listPage<C, Row>(collection, page, perPage, params, signal),
    detailHref: (id) => {
      const next = new URLSearchParams(searchParams);
      next.set('id', id);
      return `?${next.toString()}`;
    },
  };
}
