/*
 * The customers domain: the staff's customer desk (find a customer, open their records). Imported
 * as `@fwd/shared-contracts/domains/customers`.
 */
import { allOf, where, type ListParams, type UserRecord } from '@fwd/shared-contracts';

export type CustomerRow = Pick<UserRecord, 'id' | 'code' | 'name' | 'email' | 'phone' | 'balance' | 'created'> & {
  collectionId: string;
  collectionName: string;
  updated: string;
};

/** The collections of a customer's records the desk shows, newest first. */
export type CustomerRecordsCollection =
  'orders' | 'parcels' | 'fulfillments' | 'addresses' | 'complaints' | 'wallet_transactions';

export const customersDomain = {
  collection: 'users',
  staff: {
    /** The desk's list: searched by `q`, `tab` the open customer's tab. */
    filters: ['q', 'tab'],
    defaultSort: '-created',
    sorts: ['-created', 'created', 'code', '-code', 'name', '-name', '-balance', 'balance'],
    fields: 'id,collectionId,collectionName,code,name,email,phone,balance,created,updated',
    /** A customer's records shown a page at a time. */
    recordsPerPage: 10,
  },
} as const;

/** Customers matching `q` on code, name, email or phone (the tab is not a filter). */
export function customerSearchFilter(filters: Record<string, string>): string {
  const text = filters.q?.trim();
  return allOf(text && where('code ~ {:q} || name ~ {:q} || email ~ {:q} || phone ~ {:q}', { q: text }));
}

/** One page of a customer's records in a collection, newest first, without a total. */
export function customerRecordsParams(userId: string, page: number): ListParams {
  return {
    page,
    perPage: customersDomain.staff.recordsPerPage,
    skipTotal: true,
    sort: '-created',
    filter: where('user = {:user}', { user: userId }),
  };
}
