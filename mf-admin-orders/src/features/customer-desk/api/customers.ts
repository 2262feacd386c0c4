import { allOf, useList, useRecord, where, type ListParams, type UserRecord } from '@fwd/shared-contracts';

export type CustomerRow = Pick<UserRecord, 'id' | 'code' | 'name' | 'email' | 'phone' | 'balance' | 'created'> & {
  collectionId: string;
  collectionName: string;
  updated: string;
};

export const CUSTOMER_SORTS = ['-created', 'created', 'code', '-code', 'name', '-name', '-balance', 'balance'];

/** Customers matching `q` on code, name, email or phone. */
export function customerSearchParams(q: string, page: number, sort: string): ListParams {
  const text = q.trim();
  return {
    page,
    sort,
    fields: 'id,collectionId,collectionName,code,name,email,phone,balance,created,updated',
    filter: allOf(text && where('code ~ {:q} || name ~ {:q} || email ~ {:q} || phone ~ {:q}', { q: text })),
  };
}

export function useCustomer(id: string) {
  return useRecord<'users', CustomerRow>('users', id, { expand: 'default_address' });
}

/** The newest records of one customer in a collection, 10 a page, without a total. */
export function useCustomerRecords<
  C extends 'orders' | 'parcels' | 'fulfillments' | 'addresses' | 'complaints' | 'wallet_transactions',
>(collection: C, userId: string, page: number, enabled: boolean) {
  return useList(
    collection,
    { page, perPage: 10, skipTotal: true, sort: '-created', filter: where('user = {:user}', { user: userId }) },
    { enabled },
  );
}
