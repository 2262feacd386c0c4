import { where } from '@fwd/shared-contracts';
import type { ListTableOptions } from '@fwd/shared-ui';

/** The customer's top-ups, newest first (the page's `?page=`, `?id=` the one on screen). */
export function customerRechargeList(userId: string): ListTableOptions {
  return {
    filter: () => where('user = {:me}', { me: userId }),
    defaultSort: '-created',
    tieBreak: 'id',
    query: { enabled: Boolean(userId) },
  };
}
