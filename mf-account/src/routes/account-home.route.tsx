import { redirect } from '@fwd/shared-contracts';

/** `/account` is not a page of its own: old links and bookmarks land on the dashboard. */
export function loader() {
  return redirect('/account/dashboard');
}
