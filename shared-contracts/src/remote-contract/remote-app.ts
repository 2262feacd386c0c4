import type { RouteObject } from 'react-router';
import type { ComponentType } from 'react';

/** Bumped whenever the shape below changes in a way an older shell or remote cannot handle. */
export const CONTRACT_VERSION = 1 as const;

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
  title?: string;
}

type WithoutHandle<T> = T extends unknown ? Omit<T, 'handle'> : never;

/** A route as a remote declares it: what it needs is typed, not `any` as in react-router. */
export type RemoteRoute = WithoutHandle<RouteObject> & { handle: RouteHandle };

export interface NavItem {
  to: string;
  label: string;
  roles?: Role[];
}

export interface WidgetDef {
  id: string;
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
  /** The id its build wrote to latest-build.json, for new-deployment detection. */
  buildId?: string;
}
