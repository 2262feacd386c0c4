import remotes from './remotes.json';

/** One remote as tooling/remotes.json lists it. */
export interface RemoteEntry {
  id: string;
  /** Folder name, also the URL segment under /remotes/. */
  folder: string;
  /** Federation container name (snake_case). */
  federationName: string;
  devPort: number;
  title: string;
  prefixes: string[];
  layout: string;
  /**
   * Paths (prefixes) of the area whose pages use another layout, for the frame painted before
   * the remote loads (shell/src/prerender). A test in the remote checks it against its routes.
   */
  otherLayouts?: Record<string, string>;
}

/** The one list of remotes, for TypeScript tooling (Vite configs, tests). */
export const REMOTES: readonly RemoteEntry[] = remotes;

export function remoteByFolder(folder: string): RemoteEntry {
  const remote = REMOTES.find((entry) => entry.folder === folder);
  if (!remote) throw new Error(`${folder} is not listed in tooling/remotes.json`);
  return remote;
}
