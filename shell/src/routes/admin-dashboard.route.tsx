import { staffMayAccess, useAuth } from '@fwd/shared-contracts';
import { Alert, Card, EmptyState, Spinner, theme } from '@fwd/shared-ui';
import { useEffect } from 'react';
import styled from 'styled-components';
import { ADMIN_AREAS } from '../layouts/admin-layout';
import { useRemotes } from '../remotes/remote-registry';

/** /admin: tiles contributed by the admin remotes, filtered by the staff member's roles. */
export function Component() {
  const auth = useAuth((s) => s);
  const remotes = useRemotes((s) => s);
  useEffect(() => void (document.title = 'Dashboard · Forwardly back office'), []);

  const settled = ADMIN_AREAS.every((area) => remotes.loaded[area.id] || remotes.failed[area.id]);
  const widgets = ADMIN_AREAS.flatMap((area) => remotes.loaded[area.id]?.app.widgets ?? []).filter((w) =>
    staffMayAccess(auth, w.roles),
  );
  const failed = ADMIN_AREAS.filter((area) => remotes.failed[area.id]);

  return (
    <>
      <h1>Dashboard</h1>
      <p>Welcome, {String(auth.record?.name || auth.record?.email || 'colleague')}.</p>
      {failed.map((area) => (
        <Alert key={area.id} tone="warning">
          {area.title} is unavailable right now; its tiles will come back when it does.
        </Alert>
      ))}
      {!settled && widgets.length === 0 && <Spinner label="Loading dashboard…" />}
      {settled && widgets.length === 0 && <EmptyState title="Nothing to show for your roles yet" />}
      <Tiles>
        {widgets.map(({ id, title, Component: Widget }) => (
          <Card key={id} aria-label={title}>
            <h2>{title}</h2>
            <Widget />
          </Card>
        ))}
      </Tiles>
    </>
  );
}

const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${theme.space(4)};
  margin-top: ${theme.space(4)};
  h2 {
    margin: 0 0 ${theme.space(2)};
    font-size: 1.1rem;
  }
`;
