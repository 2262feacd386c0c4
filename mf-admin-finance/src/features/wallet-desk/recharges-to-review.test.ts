import { pb } from '@fwd/shared-contracts';
import { countRechargesToReview, RECHARGES_TO_REVIEW } from '@fwd/shared-contracts/domains/wallet';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_LIST } from './api/wallet-desk';

afterEach(() => vi.restoreAllMocks());

describe('the top-ups to review', () => {
  it('include those whose proof has not come yet', () => {
    expect(RECHARGES_TO_REVIEW).toBe("status = 'pending'");
    expect(REVIEW_LIST.filter?.({})).toBe(RECHARGES_TO_REVIEW);
  });

  it('are the ones the dashboard counts', async () => {
    const getList = vi.fn().mockResolvedValue({ totalItems: 9, items: [] });
    vi.spyOn(pb, 'collection').mockReturnValue({ getList } as never);
    expect(await countRechargesToReview()).toBe(9);
    expect(getList.mock.calls[0]?.[2]).toMatchObject({ filter: REVIEW_LIST.filter?.({}) });
  });
});
