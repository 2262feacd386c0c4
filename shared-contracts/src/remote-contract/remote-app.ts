import type { RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import type { CatalogLoader } from '../i18n/i18n';

/** Bumped whenever the shape below changes in a way an older shell or remote cannot handle. */
export const CONTRACT_VERSION = 3 as const;

export type Role = 'admin' | 'sales' | 'warehouse' | 'finance';
export const ROLES: readonly Role[] = ['admin', 'sales', 'warehouse', 'finance'];

export type RemoteId = 'account' | 'admin-orders' | 'admin-warehouse' | 'admin-finance';

export type GuardKind = 'customer' | 'admin' | null;
export type LayoutKind = 'default' | 'account' | 'admin' | 'blank';

/** What a route declares it needs; the shell enforces it. */
export interface RouteHandle {
  guard: GuardKind;
  /** Staff roles allowed (admin always passes). Empty or absent: any active staff member. */
  roles?: Role[];
  /** Layout the shell renders the route in. Defaults to the area's layout. */
  layout?: LayoutKind;
  /**
   * Translation key of the page's title (`account:dashboard.title`): the heading, the document
   * title, the last breadcrumb and, with `nav`, the navigation label.
   */
  title: string;
  /** Listed in the area's navigation, in route order. */
  nav?: boolean;
  /** The page above this one, for breadcrumbs (a form under its list). */
  parent?: { path: string; title: string };
}

type WithoutHandle<T> = T extends unknown ? Omit<T, 'handle'> : never;

/** A route as a remote declares it: what it needs is typed, not `any` as in react-router. */
export type RemoteRoute = WithoutHandle<RouteObject> & { handle: RouteHandle };

export interface NavItem {
  to: string;
  /** Translation key. */
  label: string;
  roles?: Role[];
}

export interface WidgetDef {
  id: string;
  /** Translation key. */
  title: string;
  roles?: Role[];
  Component: ComponentType;
}

export interface RemoteApp {
  id: RemoteId;
  contractVersion: typeof CONTRACT_VERSION;
  routes: RemoteRoute[];
  nav: NavItem[];
  widgets?: WidgetDef[];
  /** The remote's translations: one namespace, loaded with the remote for the current language. */
  i18n: { namespace: string; load: CatalogLoader };
  /** The id its build wrote to latest-build.json, for new-deployment detection. */
  buildId?: string;
}

/** The navigation of a remote, derived from its route handles (`nav: true`), in route order. */
export function navFromRoutes(routes: readonly RemoteRoute[]): NavItem[] {
  return routes
    .filter((route) => route.handle.nav && route.path)
    .map((route) => ({ to: `/${route.path}`, label: route.handle.title, roles: route.handle.roles }));
}
