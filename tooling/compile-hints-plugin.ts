import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chromium 136 and later): every function of the file is compiled
 * with the file, on a background thread when the file is streamed in, instead of on the main
 * thread at its first call. Other browsers read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Puts the compile hint at the top of every JavaScript chunk of a production build (docs/first-paint.md). */
export function compileHintsPlugin(): Plugin {
  return {
    name: 'fwd-compile-hints',
    apply: 'build',
    // After minification, which drops comments, and after Vite puts a chunk's preload list at its
    // top. The file names' hashes, computed before, still change exactly when the code does.
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && !file.code.startsWith(COMPILE_HINT)) file.code = COMPILE_HINT + file.code;
        }
      },
    },
  };
}
