// npm test: every check, in the order that fails fastest. Runs all steps and exits non-zero if any failed.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const STEPS = [
  // First: the PocketBase typings it writes are what the hooks are type-checked against.
  ['backend build', 'node', ['scripts/build-backend.mjs']],
  ['backend Go tests', 'go', ['-C', 'backend', 'test', './...']],
  ['types', 'npx', ['tsc', '-b']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['unit tests', 'npx', ['vitest', 'run', '--project', 'unit']],
  ['backend integration tests', 'npx', ['vitest', 'run', '--project', 'backend']],
  ['app builds', 'npm', ['run', 'build']],
  ['end-to-end journeys', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']],
];

const only = process.argv.slice(2);
const results = [];
for (const [name, command, args] of STEPS) {
  if (only.length > 0 && !only.some((o) => name.startsWith(o))) continue;
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  results.push({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? 'pass' : 'FAIL'}  ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
