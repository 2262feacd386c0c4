export interface BulkResult {
  id: string;
  code: string;
  ok: boolean;
  /** The server's message when it refused this order. */
  message?: string;
}

/**
 * Runs `move` for each order one after another (the server decides each on its own: an order that
 * changed meanwhile is refused, the others go through) and reports every outcome.
 */
export async function runBulk(
  orders: { id: string; code: string }[],
  move: (id: string) => Promise<unknown>,
  describe: (error: unknown) => string,
  onProgress?: (done: number) => void,
): Promise<BulkResult[]> {
  const results: BulkResult[] = [];
  for (const order of orders) {
    try {
      await move(order.id);
      results.push({ id: order.id, code: order.code, ok: true });
    } catch (error) {
      results.push({ id: order.id, code: order.code, ok: false, message: describe(error) });
    }
    onProgress?.(results.length);
  }
  return results;
}
