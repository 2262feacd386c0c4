import { pb } from '@fwd/shared-contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countPendingRecharges } from '../features/dashboard/api/count-pending-recharges';
import { pendingRechargesParams } from '../features/wallet-desk/api/wallet-desk';
import { RECHARGES_TO_REVIEW } from './recharges-to-review';

afterEach(() => vi.restoreAllMocks());

describe('the top-ups to review', () => {
  it('include those whose proof has not come yet', () => {
    expect(RECHARGES_TO_REVIEW).toBe("status = 'pending'");
    expect(pendingRechargesParams(1).filter).toBe(RECHARGES_TO_REVIEW);
  });

  it('are the ones the dashboard counts', async () => {
    const getList = vi.fn().mockResolvedValue({ totalItems: 9, items: [] });
    vi.spyOn(pb, 'collection').mockReturnValue({ getList } as never);
    expect(await countPendingRecharges()).toBe(9);
    expect(getList.mock.calls[0]?.[2]).toMatchObject({ filter: pendingRechargesParams(1).filter });
  });
});
