import { Link } from '@fwd/shared-contracts';
import { Drawer, ErrorState, Skeleton } from '@fwd/shared-ui';
import type { ReactNode } from 'react';

/** What a drawer needs of the query of the record it shows. */
export interface RecordQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A `?id=` detail: the drawer, a skeleton of `lines` while its record loads, the error with a retry
 * when it does not, and `children` (drawn by the caller once the record is there).
 */
export function RecordDrawer({
  query,
  title,
  lines,
  onClose,
  children,
}: {
  query: RecordQuery;
  title: string;
  lines: number;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer open onOpenChange={(open) => !open && onClose()} title={title}>
      {query.isPending && <Skeleton lines={lines} />}
      {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      {children}
    </Drawer>
  );
}

/** The customer a record belongs to, "code name" once expanded, linked to their page on the customer desk. */
export function CustomerLink({ id, user }: { id: string; user?: { code: string; name: string } }) {
  return <Link to={`/admin/customer?id=${id}`}>{user ? `${user.code} ${user.name}` : id}</Link>;
}
