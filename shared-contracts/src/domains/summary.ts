/*
 * The customer's summary (`GET /api/shop/summary`): counts of orders, parcels and shipments by
 * status and the storage warnings, in one request. The dashboard and the customer's list tabs
 * read it through here: one key, one fetcher, refreshed by events on what it counts.
 */
import { apiClient, queryKeys, useApiQuery } from '@fwd/shared-contracts';
import { getCustomerSummary, type CustomerSummary } from '@fwd/shared-contracts/api';

export const summaryDomain = {
  key: queryKeys.custom('summary', 'customer'),
  /** The collections it counts: an event on any of them asks again. */
  dependsOn: ['orders', 'parcels', 'fulfillments', 'settings'],
} as const;

export function getSummary(signal?: AbortSignal): Promise<CustomerSummary> {
  return getCustomerSummary(apiClient(signal));
}

/** The signed-in customer's summary, as a query. */
export function useCustomerSummary() {
  return useApiQuery(summaryDomain.key, getSummary, { dependsOn: [...summaryDomain.dependsOn] });
}
