import { describe, expect, it } from 'vitest';
import { groupByOrder, matchLines, parsePaste } from './paste';

describe('pasted tracking codes', () => {
  it('read one pair per line, upper-cased, flagging malformed lines and repeats', () => {
    const lines = parsePaste(
      'O2611-000001 yt123456789\n\n O2611-000002\tSF-998877 \nO2611-000003\nO2611-000001 YT123456789\nO2611-000004 a b\nO2611-000005 !!',
    );
    expect(lines).toEqual([
      { line: 1, orderCode: 'O2611-000001', trackingCode: 'YT123456789' },
      { line: 3, orderCode: 'O2611-000002', trackingCode: 'SF-998877' },
      { line: 4, orderCode: 'O2611-000003', trackingCode: '', problem: 'format' },
      { line: 5, orderCode: 'O2611-000001', trackingCode: 'YT123456789', problem: 'duplicate' },
      { line: 6, orderCode: 'O2611-000004', trackingCode: '', problem: 'format' },
      { line: 7, orderCode: 'O2611-000005', trackingCode: '!!', problem: 'badCode' },
    ]);
  });

  it('match lines to purchased orders and group the ready ones per order', () => {
    const lines = parsePaste('O-1 AAA111\nO-1 BBB222\nO-2 CCC333\nO-9 DDD444');
    const orders = new Map([
      ['O-1', { id: 'a', status: 'purchased' }],
      ['O-2', { id: 'b', status: 'placed' }],
    ]);
    const matched = matchLines(lines, orders);
    expect(matched.map((l) => l.state)).toEqual(['ready', 'ready', 'wrongStatus', 'unknownOrder']);
    expect(groupByOrder(matched)).toEqual([{ orderId: 'a', orderCode: 'O-1', codes: ['AAA111', 'BBB222'] }]);
  });
});
