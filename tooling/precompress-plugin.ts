import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Plugin } from 'vite';

/** Which built files get a `.br` copy: the hashed ones under `assets/` (never rewritten after the build). */
export const PRECOMPRESSED = /^assets\/.+\.(js|css|json|svg)$/;
/**
 * nginx gzips nothing smaller (gzip_min_length): such a file is served as it is either way. Every
 * bigger one needs its copy, as brotli_static keeps gzip from a browser that takes br.
 */
const MIN_BYTES = 512;

/** `source` compressed as nginx's brotli_static serves it: Brotli at its best (slowest) quality. */
export function brotli(source: Buffer): Buffer {
  return brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
}

/**
 * Writes `<file>.br` beside every hashed asset of the build, for nginx's brotli_static (when the
 * front door has the module, nginx/render.mjs): about 12% fewer bytes than its gzip on the wire,
 * compressed once at the best quality instead of on every request (docs/first-paint.md).
 */
export function precompressPlugin(): Plugin {
  return {
    name: 'fwd-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!PRECOMPRESSED.test(fileName)) continue;
        const source = readFileSync(join(dir, fileName));
        if (source.length >= MIN_BYTES) writeFileSync(join(dir, `${fileName}.br`), brotli(source));
      }
    },
  };
}
