import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { type OutputOptions, rolldown } from 'rolldown';
import type { Plugin } from 'vite';
import { routeModules } from './route-chunks-plugin';

const ENTRY = '\0fwd-route-data';

/**
 * The entry of `route-data.js`: for each route path of the remote whose route module has a data
 * module beside it (`routes/<name>.data.ts` for `routes/<name>.route.tsx`), that module's default
 * export, by path.
 */
export function routeDataEntry(
  routes: { path: string; module: string }[],
  dataFile: (module: string) => string | null,
): string {
  const found = routes.flatMap(({ path, module }) => {
    const file = dataFile(module);
    return file ? [{ path, file }] : [];
  });
  const imports = found.map(({ file }, i) => `import d${i} from ${JSON.stringify(file)};`);
  const entries = found.map(({ path }, i) => `${JSON.stringify(path)}: d${i}`);
  return `${imports.join('\n')}\nexport default { ${entries.join(', ')} };\n`;
}

/** The global the classic copy of `route-data.js` defines (shell/src/prerender/first-paint.js reads it). */
export const ROUTE_DATA_GLOBAL = '__fwdRouteData';

/**
 * `route-data.js` of the remote at `root`: its route data modules bundled into one file that
 * imports nothing (`module`), and the same code as a classic script that defines
 * `ROUTE_DATA_GLOBAL` (`classic`), which nginx writes into the app document. Refuses a data module
 * that imports a package or the shared contract (other than its plain `api/terms`): the file must
 * stay small enough to come first.
 */
export async function bundleRouteData(
  root: string,
  routesFile = 'src/remote-app.ts',
): Promise<{ module: string; classic: string }> {
  const routes = routeModules(readFileSync(resolve(root, routesFile), 'utf8'));
  const source = routeDataEntry(routes, (module) => {
    const file = resolve(root, 'src/routes', `${module.replace(/\.route$/, '.data')}.ts`);
    return existsSync(file) ? file : null;
  });
  const bundle = await rolldown({
    input: ENTRY,
    platform: 'browser',
    plugins: [
      {
        name: 'fwd-route-data-entry',
        resolveId: (id) => (id === ENTRY ? id : null),
        load: (id) => (id === ENTRY ? source : null),
      },
    ],
  });
  try {
    const one = async (options: OutputOptions) => {
      const [chunk, ...more] = (await bundle.generate({ ...options, minify: true })).output;
      if (!chunk || chunk.type !== 'chunk' || more.length > 0) throw new Error('route-data.js must be one file');
      return chunk;
    };
    const chunk = await one({ format: 'esm' });
    const heavy = chunk.moduleIds.find(
      (id) =>
        id !== ENTRY &&
        (id.includes('/node_modules/') || (/\/shared-contracts\//.test(id) && !id.endsWith('/api/terms.ts'))),
    );
    if (heavy) throw new Error(`route-data.js may import only plain modules, not ${relative(root, heavy)}`);
    const classic = (await one({ format: 'iife', name: ROUTE_DATA_GLOBAL, exports: 'default' })).code;
    // It goes inside a <script> element as it is: nothing in it may end that element.
    if (/<\/script|<!--/i.test(classic)) throw new Error('route-data.js may not contain "</script" or "<!--"');
    return { module: chunk.code, classic };
  } finally {
    await bundle.close();
  }
}

/**
 * Writes `route-data.js` beside the remote's manifest: one small module, with nothing to import,
 * that says what each page asks the API for first (shared-contracts' early-answers.ts), and its
 * classic copy `route-data.inline.js`. nginx writes the copy into the app document of the remote's
 * paths; the shell's first-paint script takes it from there, or else imports the module, and asks
 * for those answers while the app starts (docs/first-paint.md, "A page's data").
 */
export function routeDataPlugin(routesFile = 'src/remote-app.ts'): Plugin {
  let root = '.';
  return {
    name: 'fwd-route-data',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      const { module, classic } = await bundleRouteData(root, routesFile);
      this.emitFile({ type: 'asset', fileName: 'route-data.js', source: module });
      this.emitFile({ type: 'asset', fileName: 'route-data.inline.js', source: classic });
    },
  };
}
