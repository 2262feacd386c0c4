import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const contracts = fileURLToPath(new URL('../shared-contracts/src/', import.meta.url));
const ui = fileURLToPath(new URL('../shared-ui/src/', import.meta.url));

/**
 * The modules of `@fwd/shared-contracts` that pages import by subpath and bundle
 * (`domains/*`, `files/upload`): each reaches the client, the query cache and the kit through
 * `@fwd/shared-contracts` itself, the singleton.
 */
export const SUBPATH_MODULES = [join(contracts, 'domains') + sep, join(contracts, 'files', 'upload.ts')];

/** The singletons a subpath module may import. */
const SINGLETONS = new Set(['@fwd/shared-contracts', '@fwd/shared-ui']);

/** The main entries of the singletons: a build that bundles one has a second copy of its state. */
export const SINGLETON_ENTRIES = [join(contracts, 'index.ts'), join(ui, 'index.ts')];

const PROXY = '\0fwd-singleton:';

const isSubpathModule = (file: string) => SUBPATH_MODULES.some((module) => file === module || file.startsWith(module));

/**
 * Module federation keeps an import local when the importing file belongs to the shared package
 * it names, which bundled a second copy of shared-contracts into every page using a domain module:
 * a second PocketBase client and query cache, so a write refreshed nobody's data and a lazy kit
 * never resolved. Such an import is answered here with a one-line module of no package
 * (`export * from '@fwd/shared-contracts'`), whose own import federation routes through the shared
 * module like any file of the app's. (This first asked federation's resolver from within this hook,
 * as if from the app's entry file; some clean builds still bundled the copy: docs/decisions.md.)
 */
export function sharedSubpathsPlugin(): Plugin {
  return {
    name: 'fwd-shared-subpaths',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !SINGLETONS.has(source)) return null;
      const file = importer.split('?')[0] ?? importer;
      return isSubpathModule(file) ? PROXY + source : null;
    },
    load(id) {
      if (!id.startsWith(PROXY)) return null;
      return `export * from ${JSON.stringify(id.slice(PROXY.length))};`;
    },
  };
}

/** The singleton entries among a bundle's modules (absolute file paths, queries dropped). */
export function bundledSingletons(moduleIds: Iterable<string>): string[] {
  const files = new Set([...moduleIds].map((id) => id.split('?')[0] ?? id));
  return SINGLETON_ENTRIES.filter((entry) => files.has(entry));
}

/**
 * Fails a remote's build that bundles a copy of a singleton (its main entry) instead of taking
 * the shell's: such a remote would run with its own PocketBase client and query cache, and a
 * write on its pages would refresh nothing the page shows. Better no deploy than that one.
 */
export function noSingletonCopyPlugin(): Plugin {
  return {
    name: 'fwd-no-singleton-copy',
    apply: 'build',
    generateBundle(_options, bundle) {
      const ids = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? Object.keys(output.modules) : [],
      );
      const copies = bundledSingletons(ids);
      if (copies.length > 0) {
        this.error(
          `this build bundles its own copy of ${copies.join(', ')}: a shared package must come from the shell (see tooling/shared-subpaths-plugin.ts)`,
        );
      }
    },
  };
}
