import {
  authStore,
  data,
  i18n,
  loadKit,
  loginUrl,
  redirect,
  safeRedirect,
  staffMayAccess,
  type MiddlewareFunction,
  type Role,
  type RouteHandle,
} from '@fwd/shared-contracts';

export const CUSTOMER_LOGIN = '/login';
export const STAFF_LOGIN = '/admin/login';

/*
 * Guards are route middleware: they run before any loader of the page, so a page's API call
 * never fires for a visitor the guard sends away. A page that passes gets the data kit loaded
 * (with the user's cached data) before it renders.
 */

/** Signed-in customers only; everyone else goes to /login and comes back afterwards. */
export const customerGuard: MiddlewareFunction = async ({ request }, next) => {
  if (authStore.getState().kind !== 'customer') throw redirect(loginUrl(CUSTOMER_LOGIN, new URL(request.url)));
  await loadKit();
  return next();
};

/** Active staff with one of `roles`; a staff member without the role gets a 403. */
export function adminGuard(roles?: Role[]): MiddlewareFunction {
  return async ({ request }, next) => {
    const state = authStore.getState();
    if (state.kind !== 'staff') throw redirect(loginUrl(STAFF_LOGIN, new URL(request.url)));
    if (!staffMayAccess(state, roles)) {
      const needed = roles && roles.length > 0 ? roles.join(' / ') : '—';
      throw data(i18n.t('shell:guard.forbidden', { roles: needed }), { status: 403, statusText: 'Forbidden' });
    }
    await loadKit();
    return next();
  };
}

/** Public pages of a remote: nobody is turned away; the kit is loaded before they render. */
export const publicPage: MiddlewareFunction = async (_args, next) => {
  await loadKit();
  return next();
};

/** Sign-in pages: someone already signed in goes on to where they were heading. */
export function guestOnly(kind: 'customer' | 'staff', home: string): MiddlewareFunction {
  return ({ request }, next) => {
    if (authStore.getState().kind === kind) {
      throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirect'), home));
    }
    return next();
  };
}

export function guardMiddleware(handle: RouteHandle): MiddlewareFunction {
  if (handle.guard === 'customer') return customerGuard;
  if (handle.guard === 'admin') return adminGuard(handle.roles);
  return publicPage;
}
