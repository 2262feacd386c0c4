import { i18n, initI18n, loadKit, type Catalog } from '@fwd/shared-contracts';
import { loadControls } from '@fwd/shared-ui';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';

/**
 * For a component test of the shell (call it at the top of the file or of a `describe`): i18n
 * started in English with `words` in the `shell` namespace, the kit (`'kit'`) or the UI kit's
 * controls (`'controls'`) loaded when asked for, and after each test the DOM cleaned up and every
 * stub and spy undone.
 */
export function setUpShellComponents(words: Catalog, load?: 'kit' | 'controls') {
  beforeAll(async () => {
    await Promise.all([initI18n('en'), load === 'kit' ? loadKit() : load === 'controls' ? loadControls() : null]);
    i18n.addResourceBundle('en', 'shell', words, true, true);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
