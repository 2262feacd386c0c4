// Child processes that stop together: Ctrl+C, SIGTERM, SIGHUP, any child dying, a failure of the
// script that started them or its exit stops all of them, each with what it started.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** @type {{ name: string; child: import('node:child_process').ChildProcess }[]} */
const children = [];
/** @type {Promise<never> | null} */
let stopping = null;

/**
 * Starts a child in a process group of its own (so stopping it also stops what it started: npx →
 * vite, nginx → its workers). Its output is passed through; when it stops by itself, everything
 * stops, and the message quotes the last line it wrote to stderr.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 */
export function run(name, command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'], detached: true, ...options });
  children.push({ name, child });
  let lastLine = '';
  child.stderr?.on('data', (chunk) => {
    process.stderr.write(chunk);
    lastLine = lastLineOf(String(chunk)) || lastLine;
  });
  child.on('error', (error) => fail(`${name} could not be started: ${error.message}`));
  child.on('exit', (code, signal) =>
    fail(`${name} stopped (${signal ?? `exit code ${code}`})${lastLine ? `: ${lastLine}` : ''}`),
  );
  return child;
}

/** Says what went wrong (the first failure only) and stops everything with exit code 1. */
export function fail(message) {
  if (stopping) return stopping;
  console.error(`\n${message}\nStopping everything.`);
  return stopAll(1);
}

/**
 * Stops every child and what it started (SIGTERM, then SIGKILL for one still there after
 * `graceSeconds`), waits until they are gone, then exits with `code`.
 * @returns {Promise<never>}
 */
export function stopAll(code = 0, graceSeconds = 10) {
  stopping ??= Promise.all(children.map(({ child }) => stopChild(child, graceSeconds))).then(() => process.exit(code));
  return stopping;
}

/** @param {import('node:child_process').ChildProcess} child */
const alive = (child) => child.pid !== undefined && child.exitCode === null && child.signalCode === null;

/** @param {import('node:child_process').ChildProcess} child @param {NodeJS.Signals} signal */
function signalGroup(child, signal) {
  if (child.pid === undefined) return;
  try {
    // The group too when its leader has gone: what it started may still be running.
    process.kill(-child.pid, signal);
  } catch {
    if (alive(child)) child.kill(signal);
  }
}

/** @param {import('node:child_process').ChildProcess} child @param {number} graceSeconds */
async function stopChild(child, graceSeconds) {
  const exited = alive(child) ? new Promise((resolve) => child.once('exit', resolve)) : Promise.resolve();
  signalGroup(child, 'SIGTERM');
  const kill = setTimeout(() => signalGroup(child, 'SIGKILL'), graceSeconds * 1000);
  await exited;
  clearTimeout(kill);
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => {
    // A second Ctrl+C does not wait for the children.
    if (stopping) for (const { child } of children) signalGroup(child, 'SIGKILL');
    void stopAll(0);
  });
}
// Whatever way this process ends (an uncaught error included), no child outlives it.
process.on('exit', () => {
  for (const { child } of children) if (alive(child)) signalGroup(child, 'SIGTERM');
});

/** @param {string} text */
function lastLineOf(text) {
  const lines = text.split('\n').filter((line) => line.trim());
  return lines.at(-1)?.trim() ?? '';
}

/** The last line of a log file, or '' when there is none. @param {string | undefined} file */
function lastLogLine(file) {
  if (!file) return '';
  try {
    return lastLineOf(readFileSync(file, 'utf8').slice(-4096));
  } catch {
    return '';
  }
}

/** CPU time the process has used so far (Linux), or null where it cannot be read. @param {number} pid */
function cpuTicks(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/** Answers a proxy gives while what is behind it is still starting. */
const STARTING = new Set([502, 503, 504]);

/**
 * Waits until `url` answers 2xx. With `child`, it waits as long as the child runs and keeps
 * working (its CPU time grows), however busy the machine, and gives up when the child stops or has
 * done nothing for `idleSeconds`. Without it, it gives up after `seconds`. Any answer but 2xx or a
 * proxy's 502–504 is an error at once (a 403 will not go away by waiting). Every `reportSeconds`
 * it says what it is still waiting for. Errors and reports quote the last answer and the last line
 * of `log` (nginx's error log: the reason behind a 403).
 * @param {string} url
 * @param {number | { child?: import('node:child_process').ChildProcess; name?: string; log?: string;
 *   seconds?: number; idleSeconds?: number; reportSeconds?: number }} [options] a number: `seconds`
 */
export async function waitForHttp(url, options = {}) {
  const {
    child,
    name = url,
    log,
    seconds = 60,
    idleSeconds = 60,
    reportSeconds = 10,
  } = typeof options === 'number' ? { seconds: options } : options;
  const started = Date.now();
  let reported = started;
  let lastWork = { at: started, ticks: child?.pid === undefined ? null : cpuTicks(child.pid) };
  let last = 'no answer yet';
  const why = () => {
    const line = lastLogLine(log);
    return line ? `${last}; ${log}: ${line}` : last;
  };
  for (;;) {
    if (child && !alive(child)) throw new Error(`${name} stopped before ${url} answered (${why()})`);
    /** @type {Response | null} */
    let response = null;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    } catch (error) {
      const cause = /** @type {{ cause?: { code?: string; message?: string } }} */ (error).cause;
      last = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
    }
    if (response) {
      await response.body?.cancel();
      if (response.ok) return;
      last = `it answered ${response.status} ${response.statusText}`;
      if (!STARTING.has(response.status)) throw new Error(`${url} is not served: ${why()}`);
    }
    const now = Date.now();
    const elapsed = Math.round((now - started) / 1000);
    if (child?.pid !== undefined) {
      const ticks = cpuTicks(child.pid);
      if (ticks === null || ticks !== lastWork.ticks) lastWork = { at: now, ticks };
      else if (now - lastWork.at > idleSeconds * 1000) {
        throw new Error(`${name} has run ${elapsed} s without serving ${url} and is doing nothing (${why()})`);
      }
    } else if (now - started > seconds * 1000) {
      throw new Error(`${url} did not answer within ${seconds} s (${why()})`);
    }
    if (now - reported >= reportSeconds * 1000) {
      reported = now;
      console.log(`Still waiting for ${name} at ${url} (${elapsed} s): ${why()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
