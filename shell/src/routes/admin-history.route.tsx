import {
  formatDateTime,
  isAbortError,
  useLoaderData,
  useSearchParams,
  type LoaderFunctionArgs,
} from '@fwd/shared-contracts';
import { Button, EmptyState, Row, theme } from '@fwd/shared-ui';
import { useEffect } from 'react';
import styled from 'styled-components';
import { listAuditLogs } from '../features/audit/api/list-audit-logs';

export async function loader({ request }: LoaderFunctionArgs) {
  const page = Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1);
  try {
    return await listAuditLogs(page);
  } catch (error) {
    if (isAbortError(error)) return null;
    throw error;
  }
}

/** /admin/history: what staff changed, newest first. */
export function Component() {
  const result = useLoaderData<typeof loader>();
  const [, setParams] = useSearchParams();
  useEffect(() => void (document.title = 'History · Forwardly back office'), []);
  if (!result) return null;
  return (
    <>
      <h1>History</h1>
      {result.items.length === 0 ? (
        <EmptyState title="No staff actions recorded yet" />
      ) : (
        <Table>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">Action</th>
              <th scope="col">Record</th>
            </tr>
          </thead>
          <tbody>
            {result.items.map((row) => (
              <tr key={row.id}>
                <td>{formatDateTime(row.created)}</td>
                <td>{row.expand?.staff?.name || row.expand?.staff?.email || '—'}</td>
                <td>{row.action}</td>
                <td>
                  {row.collection} · {row.record}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {result.totalPages > 1 && (
        <Row>
          <Button
            $variant="secondary"
            disabled={result.page <= 1}
            onClick={() => setParams({ page: String(result.page - 1) })}
          >
            Previous
          </Button>
          <span>
            Page {result.page} of {result.totalPages}
          </span>
          <Button
            $variant="secondary"
            disabled={result.page >= result.totalPages}
            onClick={() => setParams({ page: String(result.page + 1) })}
          >
            Next
          </Button>
        </Row>
      )}
    </>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${theme.color.surface};
  th,
  td {
    text-align: left;
    padding: ${theme.space(2)} ${theme.space(3)};
    border-bottom: 1px solid ${theme.color.border};
  }
  @media (max-width: ${theme.breakpoint.sm}) {
    font-size: 0.875rem;
  }
`;
