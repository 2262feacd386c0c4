// @vitest-environment happy-dom
import { ModuleFederation } from '@module-federation/runtime';
import { describe, expect, it } from 'vitest';
import { earlyManifest, noExposePreload, yieldBetweenSteps } from './remote-registry';

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

describe('earlyManifest', () => {
  it('gives the runtime the manifest response the first-paint script asked for, once and for its URL only', async () => {
    const federation = new ModuleFederation({ name: 'shell', remotes: [], plugins: [earlyManifest] });
    const url = 'http://localhost/remotes/mf-account/mf-manifest.json';
    const response = new Response('{"id":"mf_account"}');
    window.__fwdManifest = { url, response: Promise.resolve(response) };
    const fetchHook = federation.loaderHook.lifecycle.fetch;

    expect(await fetchHook.emit('http://localhost/remotes/mf-admin-orders/mf-manifest.json', {})).toBeUndefined();
    expect(await fetchHook.emit(url, {})).toBe(response);
    // A second load (Retry) asks the network again.
    expect(window.__fwdManifest).toBeUndefined();
    expect(await fetchHook.emit(url, {})).toBeUndefined();
  });

  it("hands over the live version's manifest read through the unversioned path, and not a canary's", async () => {
    const federation = new ModuleFederation({ name: 'shell', remotes: [], plugins: [earlyManifest] });
    const fetchHook = federation.loaderHook.lifecycle.fetch;
    const early = 'http://localhost/remotes/mf-account/mf-manifest.json';
    const live = 'http://localhost/remotes/mf-account/v0123456789ab/mf-manifest.json';
    const manifest = JSON.stringify({ metaData: { publicPath: '/remotes/mf-account/v0123456789ab/' } });

    const response = new Response(manifest);
    window.__fwdManifest = { url: early, response: Promise.resolve(response) };
    expect(await fetchHook.emit(live, {})).toBe(response);

    const canary = 'http://localhost/remotes/mf-account/vffffffffffff/mf-manifest.json';
    const fetched = new Response('{}');
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (url: string) => (url === canary ? fetched : new Response('', { status: 404 }))) as never;
    try {
      window.__fwdManifest = { url: early, response: Promise.resolve(new Response(manifest)) };
      expect(await fetchHook.emit(canary, {})).toBe(fetched);
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
