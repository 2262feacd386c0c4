import {
  authStore,
  data,
  loginUrl,
  redirect,
  safeRedirect,
  staffMayAccess,
  type LoaderFunction,
  type Role,
  type RouteHandle,
} from '@fwd/shared-contracts';

export const CUSTOMER_LOGIN = '/login';
export const STAFF_LOGIN = '/admin/login';

/** Signed-in customers only; everyone else goes to /login and comes back afterwards. */
export const customerGuard: LoaderFunction = ({ request }) => {
  if (authStore.getState().kind !== 'customer') throw redirect(loginUrl(CUSTOMER_LOGIN, new URL(request.url)));
  return null;
};

/** Active staff with one of `roles`; a staff member without the role gets a 403. */
export function adminGuard(roles?: Role[]): LoaderFunction {
  return ({ request }) => {
    const state = authStore.getState();
    if (state.kind !== 'staff') throw redirect(loginUrl(STAFF_LOGIN, new URL(request.url)));
    if (!staffMayAccess(state, roles)) {
      const needed = roles && roles.length > 0 ? `the ${roles.join(' or ')} role` : 'an active staff role';
      throw data(`Your staff account cannot open this page: it needs ${needed}.`, {
        status: 403,
        statusText: 'Forbidden',
      });
    }
    return null;
  };
}

/** Sign-in pages: someone already signed in goes on to where they were heading. */
export function guestOnly(kind: 'customer' | 'staff', home: string): LoaderFunction {
  return ({ request }) => {
    if (authStore.getState().kind === kind) {
      throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirect'), home));
    }
    return null;
  };
}

export function guardLoader(handle: RouteHandle): LoaderFunction {
  if (handle.guard === 'customer') return customerGuard;
  if (handle.guard === 'admin') return adminGuard(handle.roles);
  return () => null;
}
