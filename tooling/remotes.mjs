// The one list of remotes (tooling/remotes.json) for Node scripts, the ESLint config and the e2e
// setup. Read with readFileSync rather than a JSON import: JSON modules still warn on Node 20.
import { readFileSync } from 'node:fs';

/**
 * @typedef {{ id: string; folder: string; federationName: string; devPort: number; title: string;
 *   prefixes: string[]; layout: string }} RemoteEntry
 */

/** @type {readonly RemoteEntry[]} */
export const REMOTES = JSON.parse(readFileSync(new URL('./remotes.json', import.meta.url), 'utf8'));

/** Each remote's folder, also its URL segment under /remotes/. */
export const REMOTE_FOLDERS = REMOTES.map((remote) => remote.folder);

/** Every deployable app: the shell first, then the remotes. */
export const APP_FOLDERS = ['shell', ...REMOTE_FOLDERS];
