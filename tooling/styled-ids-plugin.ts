import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

const SOURCE = /\.(tsx?|jsx?)$/;

/**
 * Gives every styled component an id from its package, file and position
 * (babel-plugin-styled-components), instead of styled-components' default: a counter that
 * depends on the order modules happen to run in. The pre-rendered pages are built apart from the
 * browser bundle and hydrated by it, so both must name each class the same way.
 */
export function styledIdsPlugin(): Plugin {
  return {
    name: 'fwd-styled-ids',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!SOURCE.test(file) || file.includes('/node_modules/') || !code.includes('styled-components')) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [
          [
            'babel-plugin-styled-components',
            {
              ssr: true,
              displayName: false,
              fileName: false,
              minify: false,
              transpileTemplateLiterals: false,
              pure: true,
            },
          ],
        ],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
