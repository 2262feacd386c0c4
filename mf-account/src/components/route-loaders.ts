import { loadControls, loadDataKit } from '@fwd/shared-ui';

/**
 * The loader of a list page with a drawer: the table, the tabs, the drawer and its dialogs arrive
 * with the page, so it never suspends for them.
 */
export async function loadListPage() {
  await Promise.all([loadDataKit(), loadControls()]);
  return null;
}

/** The loader of a page of forms or dialogs: the kit's controls arrive with it. */
export async function loadControlsPage() {
  await loadControls();
  return null;
}
