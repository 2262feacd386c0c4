import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, expect, it } from 'vitest';
import { PRECOMPRESSED, precompressPlugin } from './precompress-plugin';

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

it('only hashed assets get a copy: entry files may be replaced after the build', () => {
  expect(PRECOMPRESSED.test('assets/index-abc123.js')).toBe(true);
  expect(PRECOMPRESSED.test('assets/logo-abc123.svg')).toBe(true);
  expect(PRECOMPRESSED.test('runtime-config.json')).toBe(false);
  expect(PRECOMPRESSED.test('remoteEntry.js')).toBe(false);
  expect(PRECOMPRESSED.test('assets/picture-abc123.png')).toBe(false);
});

it('writes a Brotli copy beside each hashed asset big enough to gain, which decompresses to the file', () => {
  dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  mkdirSync(join(dir, 'assets'));
  const big = `export const words = ${JSON.stringify('forwarding '.repeat(400))};\n`;
  writeFileSync(join(dir, 'assets/big-1.js'), big);
  writeFileSync(join(dir, 'assets/small-1.js'), 'export {};\n');
  writeFileSync(join(dir, 'remoteEntry.js'), big);
  const bundle = Object.fromEntries(['assets/big-1.js', 'assets/small-1.js', 'remoteEntry.js'].map((f) => [f, {}]));
  const plugin = precompressPlugin() as unknown as { writeBundle: (options: { dir: string }, bundle: object) => void };
  plugin.writeBundle({ dir }, bundle);
  const copy = readFileSync(join(dir, 'assets/big-1.js.br'));
  expect(copy.length).toBeLessThan(big.length / 10);
  expect(brotliDecompressSync(copy).toString()).toBe(big);
  expect(existsSync(join(dir, 'assets/small-1.js.br'))).toBe(false);
  expect(existsSync(join(dir, 'remoteEntry.js.br'))).toBe(false);
});
