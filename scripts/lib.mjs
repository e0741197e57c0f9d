// Helpers for the root scripts. Node built-ins only: these run before `npm install`.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Runs a command in the repo root, inheriting stdio, and says how long it took (the whole suite
 * must stay within 15 minutes on two cores); exits this process if it fails.
 */
export function run(command, args, options = {}) {
  const line = [command, ...args].join(' ');
  console.log(`\n> ${line}`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
  console.log(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${line}`);
  if (result.status !== 0) {
    const reason = result.error ? result.error.message : `exit code ${result.status}`;
    console.error(`\n✖ ${command} ${args.join(' ')} failed (${reason})`);
    process.exit(result.status || 1);
  }
}
