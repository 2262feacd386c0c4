import { describe, expect, it } from 'vitest';
import { runnableFiles } from './build-info-plugin';

type Bundle = Parameters<typeof runnableFiles>[0];

const chunk = (imports: string[] = [], dynamicImports: string[] = [], css: string[] = []) => ({
  type: 'chunk',
  imports,
  dynamicImports,
  viteMetadata: { importedCss: new Set(css), importedAssets: new Set<string>() },
});
const asset = { type: 'asset' };

const BUNDLE = {
  'remoteEntry.js': chunk(['assets/runtime.js'], ['assets/remote-app.js']),
  'assets/runtime.js': chunk(),
  'assets/remote-app.js': chunk(['assets/runtime.js'], ['assets/page.js'], ['assets/page.css']),
  'assets/page.js': chunk(),
  'assets/page.css': asset,
  'assets/logo.svg': asset,
  'index.html': asset,
  'assets/index.js': chunk(['assets/react-dom.js']),
  'assets/react-dom.js': chunk(),
  'assets/index.js.map': asset,
  'mf-stats.json': asset,
  'mf-manifest.json': asset,
} as unknown as Bundle;

describe('runnableFiles', () => {
  it("lists what the entry reaches and the other assets, not the standalone page's chunks", () => {
    expect(runnableFiles(BUNDLE, 'remoteEntry.js')).toEqual([
      'assets/logo.svg',
      'assets/page.css',
      'assets/page.js',
      'assets/remote-app.js',
      'assets/runtime.js',
      'mf-manifest.json',
      'remoteEntry.js',
    ]);
  });

  it('lists every file but maps and stats without an entry', () => {
    expect(runnableFiles(BUNDLE)).toHaveLength(10);
  });
});
