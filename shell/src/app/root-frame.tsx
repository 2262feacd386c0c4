import { Outlet, ScrollRestoration, useMatches, useTranslation, type RouteHandle } from '@fwd/shared-contracts';
import { Spinner } from '@fwd/shared-ui';
import { Suspense, useEffect } from 'react';
import { NavigationProgress } from '../layouts/navigation-progress';
import { PageReady } from './page-ready';

/** The deepest route's page title key, if a route names its page. */
export function pageTitleKey(handles: unknown[]): string | undefined {
  return (
    [...handles].reverse().find((handle) => (handle as RouteHandle | undefined)?.title) as RouteHandle | undefined
  )?.title;
}

/** "Page · Forwardly", or the brand alone. */
export function documentTitle(key: string | undefined, t: (key: string) => string): string {
  const brand = t('shell:brand');
  return key ? `${t(key)} · ${brand}` : brand;
}

/** The document title, from the deepest route that names its page. */
function useDocumentTitle(): void {
  const matches = useMatches();
  const { t, i18n } = useTranslation();
  const key = pageTitleKey(matches.map((m) => m.handle));
  useEffect(() => {
    document.title = documentTitle(key, t);
  }, [key, t, i18n.language]);
}

export function RootFrame() {
  useDocumentTitle();
  return (
    <>
      <NavigationProgress />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** Where a page waits for the kit chunks it uses the first time. */
export function PageSuspense({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Spinner label={t('shell:loadingPage')} />}>
      {children}
      <PageReady />
    </Suspense>
  );
}

/** A layout's content: the error view it was given, or the current page (waiting for its kit chunks). */
export function PageOutlet({ children }: { children?: React.ReactNode }) {
  return children ? (
    <>
      {children}
      <PageReady />
    </>
  ) : (
    <PageSuspense>
      <Outlet />
    </PageSuspense>
  );
}
