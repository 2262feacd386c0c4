import { where, type ListParams } from '@fwd/shared-contracts';

/** The customer's top-ups, newest first. */
export function rechargeListParams(userId: string, page: number): ListParams {
  return { page, filter: where('user = {:me}', { me: userId }), sort: '-created,-id' };
}
