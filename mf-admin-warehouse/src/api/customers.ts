import { apiClient, queryKeys, useApiQuery } from '@fwd/shared-contracts';
import { customersByIds, lookupCustomers, type CustomerMatch } from '@fwd/shared-contracts/api';

export type { CustomerMatch };

/**
 * The code and name of the customers behind these rows. The warehouse cannot read customer
 * records (docs/access.md), so names come from the lookup route, not from `expand`.
 */
export function useCustomerNames(ids: readonly (string | undefined)[]): Map<string, CustomerMatch> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))].sort();
  const names = useApiQuery(
    queryKeys.custom('users', 'names', wanted),
    (signal) => customersByIds(apiClient(signal), wanted),
    { enabled: wanted.length > 0, silent: true, staleTime: 60_000 },
  );
  return new Map((names.data?.items ?? []).map((customer) => [customer.id, customer]));
}

/** "C10023 · Lan Nguyen", or an empty string before the names arrive. */
export function customerLabel(names: Map<string, CustomerMatch>, id: string): string {
  const customer = names.get(id);
  return customer ? `${customer.code} · ${customer.name}` : '';
}

/** Customers whose code is `text` or whose name contains it (at least two characters). */
export function useCustomerMatches(text: string) {
  const q = text.trim();
  return useApiQuery(queryKeys.custom('users', 'lookup', q), (signal) => lookupCustomers(apiClient(signal), { q }), {
    enabled: q.length >= 2,
  });
}
