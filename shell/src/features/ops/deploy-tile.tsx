import { useTranslation } from '@fwd/shared-contracts';
import { Alert, Button, Card, EmptyState, Muted, Skeleton, Spinner, theme } from '@fwd/shared-ui';
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { remoteAreaTitle } from '../../remotes/remote-errors';
import { useDeployStatus } from './deploy-status';

// With its form schema (zod): loaded when an admin asks for it, not with the dashboard.
const PreviewForm = lazy(() => import('./preview-form').then(({ PreviewForm }) => ({ default: PreviewForm })));

/** /admin, for admins: each remote's live version, canary and last deploy, and a preview of another. */
export function DeployTile() {
  const { t, i18n } = useTranslation('shell');
  const status = useDeployStatus();
  const [previewing, setPreviewing] = useState(false);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card aria-labelledby="deploy-tile-title">
      <h2 id="deploy-tile-title">{t('release.tile.title')}</h2>
      {status.state === 'loading' && <Spinner label={t('release.tile.loading')} />}
      {status.state === 'failed' && <Alert tone="error">{t('release.tile.failed')}</Alert>}
      {status.state === 'empty' && <EmptyState title={t('release.tile.empty')} />}
      {status.state === 'ready' && (
        <List>
          {status.remotes.map(({ area, status: remote }) => (
            <li key={area.id}>
              <strong>{remoteAreaTitle(area)}</strong>
              <span>{t('release.tile.live', { version: remote.live ?? '–' })}</span>
              <span>
                {remote.canary
                  ? t('release.tile.canary', { version: remote.canary.version, percent: remote.canary.percent })
                  : t('release.tile.noCanary')}
              </span>
              <Muted>
                {remote.lastDeploy
                  ? t('release.tile.lastDeploy', {
                      action: remote.lastDeploy.action,
                      version: remote.lastDeploy.version,
                      at: date.format(new Date(remote.lastDeploy.at)),
                    })
                  : t('release.tile.never')}
              </Muted>
            </li>
          ))}
        </List>
      )}
      {previewing ? (
        <Suspense fallback={<Skeleton lines={4} />}>
          <PreviewForm />
        </Suspense>
      ) : (
        <Button type="button" $variant="secondary" onClick={() => setPreviewing(true)}>
          {t('release.preview.title')}
        </Button>
      )}
    </Card>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0 0 ${theme.space(3)};
  padding: 0;
  display: grid;
  gap: ${theme.space(2)};
  li {
    display: grid;
    gap: ${theme.space(1)};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
`;
