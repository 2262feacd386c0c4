import { loadControls } from '@fwd/shared-ui';

/** The loader of a page of forms or dialogs: the kit's controls arrive with it. */
export async function loadControlsPage() {
  await loadControls();
  return null;
}
