import { ModuleFederation } from '@module-federation/runtime';
import { describe, expect, it } from 'vitest';
import { noExposePreload, yieldBetweenSteps } from './remote-registry';

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

describe('yieldBetweenSteps', () => {
  it("lets the browser run its waiting tasks between the runtime's steps of loading a remote", async () => {
    const federation = new ModuleFederation({ name: 'shell', remotes: [], plugins: [yieldBetweenSteps] });
    const steps = [
      federation.loaderHook.lifecycle.beforeInitRemote,
      federation.loaderHook.lifecycle.beforeGetExpose,
      federation.remoteHandler.hooks.lifecycle.onLoad,
    ];
    for (const step of steps) {
      let waitingTaskRan = false;
      setTimeout(() => (waitingTaskRan = true), 0);
      await step.emit({} as never);
      expect(waitingTaskRan).toBe(true);
    }
  });
});
