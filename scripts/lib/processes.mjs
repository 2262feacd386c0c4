// Child processes that stop together: Ctrl+C (or any child dying) stops all of them.
import { spawn } from 'node:child_process';

const children = [];
let stopping = false;

export function run(name, command, args, options = {}) {
  // Each child leads its own process group, so stopping it also stops what it started (npx → vite).
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], detached: true, ...options });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`\n${name} stopped (${signal ?? `exit code ${code}`}); stopping everything.`);
    stopAll(1);
  });
  return child;
}

export function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
  setTimeout(() => process.exit(code), 1500).unref();
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

export async function waitForHttp(url, seconds = 60) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${seconds} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
