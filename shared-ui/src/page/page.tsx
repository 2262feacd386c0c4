import { useMatches, useTranslation, type RouteHandle } from '@fwd/shared-contracts';
import type { ReactNode } from 'react';
import { PageFrame } from './page-frame';

type Crumb = { label: string; to?: string };

function deepestHandle(matches: { handle: unknown }[]): RouteHandle | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle;
  }
  return undefined;
}

/** Where an area starts, for the first breadcrumb. */
function areaRoot(handle: RouteHandle | undefined): Crumb & { key: string } {
  if (handle?.guard === 'admin') return { key: 'common:nav.backOffice', label: '', to: '/admin' };
  if (handle?.guard === 'customer') return { key: 'common:nav.account', label: '', to: '/account/dashboard' };
  return { key: 'common:nav.home', label: '', to: '/' };
}

/**
 * The frame of every page: title, breadcrumbs and primary actions, laid out for a phone and a
 * desktop. The title and breadcrumbs come from the route's handle, so they are written once.
 */
export function Page({ title, actions, children }: { title?: string; actions?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const handle = deepestHandle(useMatches());
  const heading = title ?? (handle ? t(handle.title) : '');
  const root = areaRoot(handle);
  const crumbs: Crumb[] = [{ label: t(root.key), to: root.to }];
  if (handle?.parent) crumbs.push({ label: t(handle.parent.title), to: handle.parent.path });
  if (heading && heading !== crumbs[0]?.label) crumbs.push({ label: heading });
  return (
    <PageFrame title={heading} breadcrumbs={crumbs} actions={actions}>
      {children}
    </PageFrame>
  );
}
