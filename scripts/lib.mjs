// Helpers for the root scripts. Node built-ins only: these run before `npm install`.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Runs a command in the repo root, inheriting stdio, and says how long it took (the whole suite
 * must stay within 15 minutes on two cores); exits this process if it fails. Returns the seconds.
 */
export function run(command, args, options = {}) {
  const line = [command, ...args].join(' ');
  console.log(`\n> ${line}`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
  const seconds = (performance.now() - started) / 1000;
  console.log(`[${seconds.toFixed(1)} s] ${line}`);
  if (result.status !== 0) {
    const reason = result.error ? result.error.message : `exit code ${result.status}`;
    console.error(`\n✖ ${command} ${args.join(' ')} failed (${reason})`);
    process.exit(result.status || 1);
  }
  return seconds;
}

/**
 * Runs a command in the repo root with its output held until it ends (so commands run side by side
 * do not interleave), then prints it with how long it took. Resolves whether it succeeded.
 */
export function runQuietly(command, args) {
  const line = [command, ...args].join(' ');
  const started = performance.now();
  const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `\n> ${line}\n${Buffer.concat(output).toString().trim()}\n[${seconds} s] ${line}`,
      );
      resolve(code === 0);
    });
  });
}
