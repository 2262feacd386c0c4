import { describe, expect, it } from 'vitest';
import { runBulk } from './bulk';

describe('a bulk move', () => {
  it('reports each order, the refused ones with the server message, the others done', async () => {
    const progress: number[] = [];
    const results = await runBulk(
      [
        { id: 'a', code: 'O-1' },
        { id: 'b', code: 'O-2' },
        { id: 'c', code: 'O-3' },
      ],
      async (id) => {
        if (id === 'b') throw new Error('Order O-2 is purchased, not placed.');
      },
      (error) => (error as Error).message,
      (done) => progress.push(done),
    );
    expect(results).toEqual([
      { id: 'a', code: 'O-1', ok: true },
      { id: 'b', code: 'O-2', ok: false, message: 'Order O-2 is purchased, not placed.' },
      { id: 'c', code: 'O-3', ok: true },
    ]);
    expect(progress).toEqual([1, 2, 3]);
  });
});
