import { describe, expect, it } from 'vitest';
import type { TypedPocketBase } from './records';

/* Checked by `tsc -b` (the type errors below are expected); the test only keeps vitest honest. */
function typing(client: TypedPocketBase) {
  // @ts-expect-error an unknown collection name does not compile
  void client.collection('orderz');
  const orders = client.collection('orders');
  return orders;
}

describe('TypedPocketBase', () => {
  it('names only the collections of the schema', () => {
    expect(typeof typing).toBe('function');
  });
});
