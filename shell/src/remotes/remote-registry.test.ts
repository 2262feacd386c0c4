import { ModuleFederation } from '@module-federation/runtime';
import { describe, expect, it } from 'vitest';
import { noExposePreload } from './remote-registry';

describe('noExposePreload', () => {
  it('drops the preload of an exposed module that loading a remote through its manifest asks for', async () => {
    const federation = new ModuleFederation({ name: 'shell', remotes: [], plugins: [noExposePreload] });
    // What the runtime's snapshot plugin emits after reading a remote's manifest.
    const preloadOps = [{ nameOrAlias: 'mf_account', exposes: ['./app'], resourceCategory: 'sync' as const }];
    await federation.remoteHandler.hooks.lifecycle.beforePreloadRemote.emit({
      preloadOps,
      options: federation.options,
      origin: federation,
    });
    expect(preloadOps).toEqual([]);
  });
});
