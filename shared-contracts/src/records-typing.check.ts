/*
 * Type checks of the typed client, run by `tsc -b` (this file has no runtime part, and no test:
 * a vitest test here could only check that it ran). An unknown collection must not compile, and a
 * known one answers its own record type.
 */
import type { TypedPocketBase } from './records';

const settled = <T>(promise: Promise<T>): T => promise as unknown as T;

export function typedClientChecks(client: TypedPocketBase): string {
  // @ts-expect-error an unknown collection name does not compile
  void client.collection('orderz');
  const order = settled(client.collection('orders').getOne('order0000000001'));
  // @ts-expect-error an order has no tracking code (a parcel's field): the answer is the order's type
  void order.tracking_code;
  return order.code;
}
