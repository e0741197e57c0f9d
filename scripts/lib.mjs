// Helpers for the root scripts. Node built-ins only: these run before `npm install`.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Linux reports CPU time in clock ticks of 1/100 s (USER_HZ, on x86 and Arm alike). */
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds (user and system) used so far by this process's finished children and everything
 * they waited for, from /proc/self/stat; null where there is no /proc. What a command's
 * processes used in all, whatever ran side by side: divided by the cores, the least wall time a
 * command could take on them.
 */
export function finishedChildrenCpuSeconds() {
  let stat;
  try {
    stat = readFileSync('/proc/self/stat', 'utf8');
  } catch {
    return null;
  }
  // Fields after the command name, which may hold spaces: state is field 3, cutime 16, cstime 17.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
}

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
 * Starts a command in the repo root with its output held until it ends (so commands run side by
 * side do not interleave), then printed with how long it took. `done` resolves whether it
 * succeeded and its seconds. With `ownGroup` it runs in a process group of its own, which a
 * terminal's Ctrl-C does not reach, and `interrupt()` sends the whole group SIGINT as Ctrl-C would,
 * so a command such as Playwright can stop what it started; otherwise it interrupts the command.
 */
export function startQuietly(command, args, { ownGroup = false } = {}) {
  const line = [command, ...args].join(' ');
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: ownGroup,
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const done = new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      console.log(`\n> ${line}\n${Buffer.concat(output).toString().trim()}`);
      console.log(`[${seconds.toFixed(1)} s] ${line}`);
      resolve({ ok: code === 0, seconds });
    });
  });
  return {
    done,
    interrupt() {
      if (child.exitCode === null && child.signalCode === null) {
        process.kill(ownGroup ? -child.pid : child.pid, 'SIGINT');
      }
    },
  };
}

/** `startQuietly`, resolving whether the command succeeded. */
export async function runQuietly(command, args) {
  return (await startQuietly(command, args).done).ok;
}
