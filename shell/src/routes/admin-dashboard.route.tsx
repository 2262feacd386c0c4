import { staffMayAccess, useAuth, useTranslation } from '@fwd/shared-contracts';
import { Alert, Card, EmptyState, Page, Spinner, theme } from '@fwd/shared-ui';
import styled from 'styled-components';
import { WidgetBoundary } from '../features/dashboard/widget-boundary';
import { ReplicationTile } from '../features/ops/replication-tile';
import { DeployTile } from '../features/ops/deploy-tile';
import { ADMIN_AREAS } from '../layouts/admin-layout';
import { useRemotes } from '../remotes/remote-registry';

/** /admin: tiles contributed by the admin remotes, filtered by the staff member's roles. */
export function Component() {
  const { t } = useTranslation();
  const auth = useAuth((s) => s);
  const remotes = useRemotes((s) => s);

  const settled = ADMIN_AREAS.every((area) => remotes.loaded[area.id] || remotes.failed[area.id]);
  const widgets = ADMIN_AREAS.flatMap((area) => remotes.loaded[area.id]?.app.widgets ?? []).filter((w) =>
    staffMayAccess(auth, w.roles),
  );
  const failed = ADMIN_AREAS.filter((area) => remotes.failed[area.id]);
  const isAdmin = staffMayAccess(auth, ['admin']);

  return (
    <Page>
      <p>{t('shell:dashboard.welcome', { name: String(auth.record?.name || auth.record?.email || '') })}</p>
      {failed.map((area) => (
        <Alert key={area.id} tone="warning">
          {t('shell:dashboard.areaUnavailable', { area: t(`shell:areas.${area.id}`) })}
        </Alert>
      ))}
      {!settled && widgets.length === 0 && <Spinner label={t('shell:dashboard.loading')} />}
      {settled && widgets.length === 0 && <EmptyState title={t('shell:dashboard.empty')} />}
      <Tiles>
        {isAdmin && <DeployTile />}
        {staffMayAccess(auth, ADMINS) && (
          <Card aria-label={t('shell:replication.title')}>
            <h2>{t('shell:replication.title')}</h2>
            <WidgetBoundary>
              <ReplicationTile />
            </WidgetBoundary>
          </Card>
        )}
        {widgets.map(({ id, title, Component: Widget }) => (
          <Card key={id} aria-label={t(title)}>
            <h2>{t(title)}</h2>
            <WidgetBoundary>
              <Widget />
            </WidgetBoundary>
          </Card>
        ))}
      </Tiles>
    </Page>
  );
}

const ADMINS = ['admin'] as const;

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
