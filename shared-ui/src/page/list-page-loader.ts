import { loadControls } from '../controls-loader';
import { loadDataKit } from '../data-kit-loader';

/**
 * The route loader of a list page: the data kit (table, list helper, status tabs) and the controls
 * (tabs, dialogs, drawers) load before the first render, so the page never suspends for them.
 * `export const loader = listPageLoader;`
 */
export async function listPageLoader() {
  await Promise.all([loadDataKit(), loadControls()]);
  return null;
}
