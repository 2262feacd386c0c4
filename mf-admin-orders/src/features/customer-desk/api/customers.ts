import { useList, useRecord } from '@fwd/shared-contracts';
import {
  customerRecordsParams,
  type CustomerRecordsCollection,
  type CustomerRow,
} from '@fwd/shared-contracts/domains/customers';

export function useCustomer(id: string) {
  return useRecord<'users', CustomerRow>('users', id, { expand: 'default_address' });
}

/** The newest records of one customer in a collection, a page at a time, without a total. */
export function useCustomerRecords(collection: CustomerRecordsCollection, userId: string, page: number) {
  return useList(collection, customerRecordsParams(userId, page));
}
