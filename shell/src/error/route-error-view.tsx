import { findRemoteArea, useLocation, useNavigate, useRouteError, useTranslation } from '@fwd/shared-contracts';
import { showToast } from '@fwd/shared-ui';
import { useEffect, useState } from 'react';
import { reloadOnce } from '../chunk-reload/reload-guard';
import { RemoteUnavailableError } from '../remotes/remote-errors';
import { resetRemote } from '../remotes/remote-registry';
import { ErrorView } from './error-view';
import { normalizeError } from './normalize-error';

export const NOT_FOUND_REDIRECT_MS = 3000;

/** errorElement of every layout: renders the error in place and offers the right way out. */
export function RouteErrorView() {
  // Subscribes to language changes: the view below is rebuilt in the new language.
  const { t } = useTranslation('shell');
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const [retrying, setRetrying] = useState(false);
  const view = normalizeError(error, location.pathname);

  useEffect(() => {
    if (view.kind !== 'not-found') return;
    const timer = setTimeout(() => {
      showToast(t('error.redirected', { message: view.message }), { tone: 'info' });
      void navigate('/', { replace: true });
    }, NOT_FOUND_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [view.kind, view.message, navigate, t]);

  useEffect(() => {
    if (view.kind === 'chunk') reloadOnce();
  }, [view.kind]);

  const canRetry = view.kind === 'remote' || view.kind === 'chunk';
  const retry = () => {
    setRetrying(true);
    const area = error instanceof RemoteUnavailableError ? error.area : findRemoteArea(location.pathname);
    if (area) resetRemote(area);
    void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
  };

  return (
    <ErrorView
      error={view}
      onClear={() => void navigate('/', { replace: true })}
      onRetry={canRetry ? retry : undefined}
      retrying={retrying}
      note={view.kind === 'not-found' ? t('error.redirecting') : undefined}
    />
  );
}
