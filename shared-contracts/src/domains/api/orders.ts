import { apiClient, type OrderStatus } from '@fwd/shared-contracts';
import { countOrdersByStatus } from '@fwd/shared-contracts/api';

/**
 * Every order counted by status, from the counts route (`GET /api/admin/orders/counts`), under
 * `ordersDomain.keys.staffCounts`. Apart from the domain module, so what imports only the
 * domain's rules (the dashboard's widget) does not load the typed routes.
 */
export async function getStaffOrderCounts(signal?: AbortSignal): Promise<Partial<Record<OrderStatus, number>>> {
  return (await countOrdersByStatus(apiClient(signal))).counts;
}
