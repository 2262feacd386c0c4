import { CountTile } from '@fwd/shared-ui';
import { countPendingRecharges } from './api/count-pending-recharges';

export function PendingRechargesWidget() {
  return <CountTile load={countPendingRecharges} label="top-ups waiting for approval" />;
}
