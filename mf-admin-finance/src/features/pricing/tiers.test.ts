import { describe, expect, it } from 'vitest';
import { readTiers, tierDrafts } from './tiers';

describe('service fee tiers', () => {
  it('reads increasing tiers ending without a limit', () => {
    expect(
      readTiers([
        { upTo: '10000000', percent: '5' },
        { upTo: '', percent: '3,5' },
      ]),
    ).toEqual({
      tiers: [
        { upTo: 10_000_000, percent: 5 },
        { upTo: null, percent: 3.5 },
      ],
      problem: null,
    });
  });

  it('refuses overlapping or backwards tiers, naming the tier', () => {
    expect(
      readTiers([
        { upTo: '5000', percent: '5' },
        { upTo: '5000', percent: '3' },
      ]).problem,
    ).toEqual({
      key: 'pricing.tiers.overlap',
      values: { tier: 2, previous: 5000 },
    });
    expect(
      readTiers([
        { upTo: '', percent: '5' },
        { upTo: '9000', percent: '3' },
      ]).problem?.key,
    ).toBe('pricing.tiers.openNotLast');
  });

  it('refuses a percent outside 0-100, a limit of 0 and an empty list', () => {
    expect(readTiers([{ upTo: '', percent: '120' }]).problem?.key).toBe('pricing.tiers.percent');
    expect(readTiers([{ upTo: '0', percent: '5' }]).problem?.key).toBe('pricing.tiers.upToInvalid');
    expect(readTiers([]).problem?.key).toBe('pricing.tiers.count');
  });

  it('turns stored tiers back into form rows', () => {
    expect(
      tierDrafts([
        { upTo: 100, percent: 5 },
        { upTo: null, percent: 2 },
      ]),
    ).toEqual([
      { upTo: '100', percent: '5' },
      { upTo: '', percent: '2' },
    ]);
  });
});
