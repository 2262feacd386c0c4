import { useList } from '@fwd/shared-contracts';
import type { AuditStaff } from './list-audit-logs';

/** Every staff member, by name, for the staff filter. */
export function useStaffOptions() {
  return useList<'staff', AuditStaff>(
    'staff',
    { perPage: 200, sort: 'name', fields: 'id,name,email' },
    { staleTime: 5 * 60_000 },
  );
}
