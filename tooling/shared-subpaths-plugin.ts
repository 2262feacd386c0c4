import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const contracts = fileURLToPath(new URL('../shared-contracts/src/', import.meta.url));

/**
 * The modules of `@fwd/shared-contracts` that pages import by subpath and bundle
 * (`domains/*`, `files/upload`): each reaches the client, the query cache and the kit through
 * `@fwd/shared-contracts` itself, the singleton.
 */
export const SUBPATH_MODULES = [join(contracts, 'domains') + sep, join(contracts, 'files', 'upload.ts')];

/** The singletons a subpath module may import. */
const SINGLETONS = new Set(['@fwd/shared-contracts', '@fwd/shared-ui']);

/**
 * Module federation keeps an import local when the importing file belongs to the shared package
 * it names, which bundled a second copy of shared-contracts into every page using a domain module:
 * a second PocketBase client and query cache, so a write refreshed nobody's data and a lazy kit
 * never resolved. This resolves those imports as a file of the app would, through the shared
 * module.
 */
export function sharedSubpathsPlugin(root: string): Plugin {
  const appFile = join(root, 'src', 'main.tsx');
  return {
    name: 'fwd-shared-subpaths',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (!importer || !SINGLETONS.has(source)) return null;
      const file = importer.split('?')[0] ?? importer;
      if (!SUBPATH_MODULES.some((module) => file === module || file.startsWith(module))) return null;
      return this.resolve(source, appFile, { ...options, skipSelf: true });
    },
  };
}
