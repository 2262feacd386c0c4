import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHintsPlugin } from './compile-hints-plugin';

let root = '';

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'fwd-hints-'));
  // The page shares a module with a second page, so Vite lists its preloads at the top of main.
  await writeFile(
    join(root, 'main.js'),
    "export const load = (n) => (n ? import('./page.js') : import('./other.js')).then((m) => m.page());\n",
  );
  await writeFile(join(root, 'shared.js'), "export function word(w) { return w + '!'; }\n");
  await writeFile(
    join(root, 'page.js'),
    "import { word } from './shared.js';\nexport function page() { return word('page'); }\n",
  );
  await writeFile(
    join(root, 'other.js'),
    "import { word } from './shared.js';\nexport function page() { return word('other'); }\n",
  );
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function chunks(withHints: boolean) {
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: withHints ? [compileHintsPlugin()] : [],
    build: {
      write: false,
      minify: true,
      rollupOptions: { input: join(root, 'main.js'), preserveEntrySignatures: 'strict' },
    },
  })) as Rolldown.RolldownOutput;
  return output.output.filter((file) => file.type === 'chunk');
}

describe('compileHintsPlugin', () => {
  it('starts every minified chunk with the hint, once, ahead of what Vite itself prepends', async () => {
    const built = await chunks(true);
    expect(built.length).toBeGreaterThanOrEqual(4);
    expect(built.some((chunk) => chunk.code.includes('__vite__mapDeps'))).toBe(true);
    for (const chunk of built) {
      expect(chunk.code.startsWith(COMPILE_HINT)).toBe(true);
      expect(chunk.code.split('allFunctionsCalledOnLoad')).toHaveLength(2);
    }
  });

  it('is what puts it there: the minifier drops comments of its own accord', async () => {
    const built = await chunks(false);
    for (const chunk of built) expect(chunk.code).not.toContain('allFunctionsCalledOnLoad');
    expect(built.some((chunk) => chunk.code.startsWith('const __vite__mapDeps'))).toBe(true);
  });
});
