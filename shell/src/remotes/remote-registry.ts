import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/runtime';
import {
  checkRemoteApp,
  ContractMismatchError,
  registerNamespace,
  REMOTE_AREAS,
  type RemoteApp,
  type RemoteArea,
  type RemoteId,
  type RuntimeConfig,
} from '@fwd/shared-contracts';
import { createStore, useStore } from 'zustand';
import { precacheRemoteWhenIdle } from '../pwa/precache-remote';
import { showPreviewBanner } from '../deploy/preview-banner';
import { runningRemotes, setRunningRemote } from '../runtime-config/load-runtime-config';
import { RemoteOriginError, RemoteUnavailableError } from './remote-errors';

interface LoadedRemote {
  app: RemoteApp;
  /** Folder the remote is served from, ending with '/'. */
  base: string;
}

interface RemoteState {
  loaded: Partial<Record<RemoteId, LoadedRemote>>;
  failed: Partial<Record<RemoteId, Error>>;
}

export const remoteStore = createStore<RemoteState>(() => ({ loaded: {}, failed: {} }));

export function useRemotes<T>(selector: (state: RemoteState) => T): T {
  return useStore(remoteStore, selector);
}

let entries: Record<RemoteId, string> | null = null;
const pending = new Map<RemoteId, Promise<RemoteApp>>();

function remoteDefinitions(force = false, only?: RemoteId) {
  if (!entries) throw new Error('Remotes are used before the runtime config was read.');
  const map = entries;
  return REMOTE_AREAS.filter((area) => !only || area.id === only)
    .map((area) => {
      const entry = new URL(map[area.id], window.location.href).href;
      return entry.endsWith('.js')
        ? { name: area.federationName, entry, type: 'module' as const }
        : { name: area.federationName, entry };
    })
    .map((remote) => ({ remote, force }));
}

/**
 * Loading a remote through its manifest makes the runtime also add a `<link rel=modulepreload>`
 * for each file of the exposed module: about 100 ms of a phone's main thread at 4× CPU, for files
 * the remote's entry asks for itself, all at once, a moment later. This app never preloads a
 * remote by hand (`preloadRemote`), so every preload request the runtime makes is that one.
 */
export const noExposePreload = {
  name: 'fwd-no-expose-preload',
  beforePreloadRemote({ preloadOps }: { preloadOps: unknown[] }) {
    preloadOps.length = 0;
  },
};

declare global {
  interface Window {
    /** The remote manifest the document's first-paint script asked for before the app started. */
    __fwdManifest?: { url: string; response: Promise<Response> };
  }
}

/**
 * Hands the runtime the manifest response the first-paint script asked for
 * (shell/src/prerender/first-paint.js), once: asking again would wait on the network a second time.
 * A later load (Retry) fetches afresh.
 */
export const earlyManifest = {
  name: 'fwd-early-manifest',
  fetch(url: string): Promise<Response> | undefined {
    const early = window.__fwdManifest;
    if (!early) return undefined;
    if (early.url === url) {
      delete window.__fwdManifest;
      return early.response;
    }
    // A versioned remote (scripts/deploy.mjs): the script read the live version through the
    // remote's unversioned path; it serves if it is the version this device runs (not a canary's).
    const folder = new URL('./', url).href;
    if (!VERSION_FOLDER.test(folder) || early.url !== `${folder.replace(VERSION_FOLDER, '/')}mf-manifest.json`) {
      return undefined;
    }
    delete window.__fwdManifest;
    return early.response
      .then(async (response) => {
        const manifest = (await response.clone().json()) as { metaData?: { publicPath?: string } };
        const path = manifest.metaData?.publicPath;
        return path && new URL(path, url).href === folder ? response : fetch(url);
      })
      .catch(() => fetch(url));
  },
};

const VERSION_FOLDER = /\/v[0-9a-f]{12}\/$/;

/** Resolves in a new task, after whatever the browser has waiting (a paint, a tap). */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The runtime runs a remote's entry, its init (registering the remote's shared packages) and the
 * loading of its exposed module as one chain of promises: whatever of it is ready runs as one long
 * task (40 ms without throttling, 150 ms on a phone at 4× CPU). Between those steps the browser
 * now gets its turn, so a tap on the page is answered and the steps count as short tasks.
 */
export const yieldBetweenSteps = {
  name: 'fwd-yield-between-steps',
  beforeInitRemote: nextTask,
  beforeGetExpose: nextTask,
  onLoad: nextTask,
};

export function configureRemotes(config: RuntimeConfig): void {
  entries = config.REMOTES;
  registerPlugins([earlyManifest, noExposePreload, yieldBetweenSteps]);
  registerRemotes(remoteDefinitions().map(({ remote }) => remote));
}

export function remoteBase(id: RemoteId): string {
  if (!entries) return '/';
  return new URL('./', new URL(entries[id], window.location.href)).href;
}

/** Loads (once) a remote's `./app` module and checks it speaks our contract version. */
export function loadRemoteApp(area: RemoteArea): Promise<RemoteApp> {
  const existing = pending.get(area.id);
  if (existing) return existing;
  const refused = runningRemotes().blocked[area.id];
  if (refused) {
    const failure = new RemoteOriginError(area, refused);
    remoteStore.setState((s) => ({ failed: { ...s.failed, [area.id]: failure } }));
    return Promise.reject(failure);
  }
  const promise = loadRemote<unknown>(`${area.federationName}/app`)
    .then(async (exported) => {
      const app = checkRemoteApp(area.id, exported);
      // The remote's words arrive with it, before any of its pages or nav items render.
      await registerNamespace(app.i18n.namespace, app.i18n.load);
      remoteStore.setState((s) => ({
        loaded: { ...s.loaded, [area.id]: { app, base: remoteBase(area.id) } },
        failed: { ...s.failed, [area.id]: undefined },
      }));
      // Which version of the area this page runs, for tests, the deploy gate and devtools.
      document.documentElement.setAttribute(`data-remote-${area.id}`, entries?.[area.id] ?? '');
      document.documentElement.removeAttribute(`data-remote-${area.id}-failed`);
      if (runningRemotes().previews.includes(area.id)) showPreviewBanner(area, entries?.[area.id] ?? '');
      precacheRemoteWhenIdle(remoteBase(area.id));
      return app;
    })
    .catch((error: unknown) => {
      pending.delete(area.id);
      const failure = error instanceof ContractMismatchError ? error : new RemoteUnavailableError(area, error);
      document.documentElement.setAttribute(`data-remote-${area.id}-failed`, failure.message);
      remoteStore.setState((s) => ({ failed: { ...s.failed, [area.id]: failure } }));
      throw failure;
    });
  pending.set(area.id, promise);
  return promise;
}

/** Forgets a failed remote so the next load fetches its entry again, without a page reload. */
export function resetRemote(area: RemoteArea): void {
  pending.delete(area.id);
  const [definition] = remoteDefinitions(true, area.id);
  if (definition) registerRemotes([definition.remote], { force: true });
}

/** Points an area at another version in this page: the next load of it fetches that entry. */
export function switchRemote(area: RemoteArea, entry: string): void {
  if (!entries) throw new Error('Remotes are used before the runtime config was read.');
  entries = { ...entries, [area.id]: entry };
  setRunningRemote(area.id, entry);
  resetRemote(area);
}

export function loadedRemoteApps(): RemoteApp[] {
  return Object.values(remoteStore.getState().loaded).map((r) => r.app);
}
