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

/** Why a finished command failed, or null when it succeeded. */
function failureOf(result) {
  if (result.error) return result.error.message;
  return result.status === 0 ? null : `exit code ${result.status}`;
}

/**
 * Runs a command in the repo root, inheriting stdio, and says how long it took (the whole suite
 * must stay within 15 minutes on two cores); exits this process if it fails. Returns the seconds.
 * Blocks the event loop: `runStep` is the same for a script with other work under way.
 */
export function run(command, args, options = {}) {
  const line = [command, ...args].join(' ');
  console.log(`\n> ${line}`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
  return finishStep(line, started, failureOf(result), result.status);
}

/**
 * `run` without blocking: a command started by `startQuietly` keeps having its output read and
 * its end seen (with its true time) while this one runs. Resolves the seconds.
 */
export async function runStep(command, args) {
  const line = [command, ...args].join(' ');
  console.log(`\n> ${line}`);
  const started = performance.now();
  const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit' });
  // A step beside others outlives this script if another's failure ends it: interrupt it then.
  const interrupt = () => child.kill('SIGINT');
  process.on('exit', interrupt);
  const result = await new Promise((resolve) => {
    child.on('error', (error) => resolve({ error, status: null }));
    child.on('close', (status) => resolve({ error: null, status }));
  });
  process.off('exit', interrupt);
  return finishStep(line, started, failureOf(result), result.status);
}

function finishStep(line, started, failure, status) {
  const seconds = (performance.now() - started) / 1000;
  console.log(`[${seconds.toFixed(1)} s] ${line}`);
  if (failure !== null) {
    console.error(`\n✖ ${line} failed (${failure})`);
    process.exit(status || 1);
  }
  return seconds;
}

/**
 * Starts a command in the repo root with its output held until it ends (so commands run side by
 * side do not interleave). `done` resolves whether it succeeded, its seconds (measured when it
 * ended, whenever that is awaited) and `print()`, which shows its output and time. With `ownGroup` it runs in a process group of its own, which a
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
      const print = () => {
        console.log(`\n> ${line}\n${Buffer.concat(output).toString().trim()}`);
        console.log(`[${seconds.toFixed(1)} s] ${line}`);
      };
      resolve({ ok: code === 0, seconds, print });
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

/** `startQuietly`, printing its output once it ends; resolves whether the command succeeded. */
export async function runQuietly(command, args) {
  const { ok, print } = await startQuietly(command, args).done;
  print();
  return ok;
}
