// A real S3-compatible object store on 127.0.0.1 for development, tests and the restore drill:
// versitygw (its POSIX backend) in a temporary folder. Built once into backend/bin by `go install`
// from the Go module proxy (Go's build cache keeps reruns fast); stopped on stop(), on exit and
// on Ctrl+C, and its folder removed. Why versitygw: docs/operations.md.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './ports.mjs';

export const VERSITYGW = 'github.com/versity/versitygw/cmd/versitygw@v1.8.0';
const bin = fileURLToPath(new URL('../../backend/bin', import.meta.url));
const binary = join(bin, 'versitygw-v1.8.0');

/** Builds the object store's binary unless it is there already (a few minutes the first time). */
export function buildObjectStore() {
  if (existsSync(binary)) return binary;
  const scratch = mkdtempSync(join(tmpdir(), 'fwd-gobin-'));
  try {
    execFileSync('go', ['install', VERSITYGW], { env: { ...process.env, GOBIN: scratch }, stdio: 'inherit' });
    mkdirSync(bin, { recursive: true });
    execFileSync('mv', [join(scratch, 'versitygw'), binary]);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return binary;
}

/**
 * Starts the object store with one bucket and waits until it answers.
 * @param {{ bucket?: string }} [options]
 * @returns {Promise<{ url: string, bucket: string, env: Record<string, string>, dir: string, stop: () => Promise<void> }>}
 *   `env`: the backend's variables that point it at this store (OBJECT_STORE_*).
 */
export async function startObjectStore({ bucket = 'forwardly' } = {}) {
  buildObjectStore();
  const dir = mkdtempSync(join(tmpdir(), 'fwd-s3-'));
  const root = join(dir, 'data');
  // A bucket of the POSIX backend is a folder; its metadata lives in the sidecar folder, so the
  // temporary folder's file system needs no extended attributes.
  mkdirSync(join(root, bucket), { recursive: true });
  mkdirSync(join(dir, 'meta'), { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const access = 'fwd-dev-access';
  const secret = 'fwd-dev-secret-key-not-for-production';
  let output = '';
  const child = spawn(
    binary,
    ['--port', `127.0.0.1:${port}`, '--quiet', 'posix', '--sidecar', join(dir, 'meta'), root],
    {
      env: { PATH: process.env.PATH ?? '', ROOT_ACCESS_KEY: access, ROOT_SECRET_KEY: secret },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));

  const stopNow = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  const onSignal = () => {
    stopNow();
    process.exit(130);
  };
  process.once('exit', stopNow);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const stop = async () => {
    process.off('exit', stopNow);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    await waitUntilListening(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    pid: child.pid,
    bucket,
    dir,
    env: {
      OBJECT_STORE_URL: url,
      OBJECT_STORE_BUCKET: bucket,
      OBJECT_STORE_ACCESS_KEY: access,
      OBJECT_STORE_SECRET_KEY: secret,
    },
    stop,
  };
}

async function waitUntilListening(url, child, output) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`versitygw exited with ${child.exitCode}:\n${output()}`);
    try {
      // Any HTTP answer (an unsigned request is refused with 403) means it is serving.
      await fetch(url);
      return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`versitygw did not answer within 30 s:\n${output()}`);
}
