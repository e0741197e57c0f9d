// Starts a child process of the stack, prefixes its output, resolves once it prints its ready
// line, and stops it (and its own children) on request: SIGTERM, then SIGKILL if it lingers.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { stripVTControlCharacters } from 'node:util';

export interface RunningChild {
  name: string;
  /** The ready line's match: captures tell, for example, the port a child chose. */
  ready: RegExpMatchArray;
  readonly pid: number;
  /** Resolves when the process ends, however it ends: its exit code, or the signal that ended it. */
  readonly exited: Promise<number | NodeJS.Signals | null>;
  stop(): Promise<void>;
}

/** Process groups still running; the launcher must never leave them behind. */
const runningGroups = new Set<number>();
process.on('exit', () => {
  for (const pid of runningGroups) killGroup(pid);
});

/**
 * How long a child has to stop after SIGTERM before its group is killed: a functions host waits
 * for its running triggers, and one that never ends would hold Ctrl-C forever.
 */
const STOP_GRACE_MS = 5_000;

function killGroup(pid: number, signal: NodeJS.Signals = 'SIGTERM'): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false; // already gone
  }
}

export interface ChildOptions {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** The child is ready when a line of its output matches. */
  readyWhen: RegExp;
  /** Lines matching this are not echoed (noise such as npm's banner). */
  quiet?: RegExp;
}

export function startChild(options: ChildOptions): Promise<RunningChild> {
  const child: ChildProcess = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    // stdin stays an open pipe we never write: it closes when the launcher dies, however it
    // dies, which tells the child to stop too (the functions host, and Vite with its preload,
    // vite-stops-with-launcher.ts).
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true, // its own process group, so stop() reaches npm's and vite's children too
  });
  const pid = child.pid as number;
  runningGroups.add(pid);
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once('exit', (code, signal) => {
      runningGroups.delete(pid);
      resolve(signal ?? code);
    }),
  );
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const overdue = setTimeout(() => killGroup(pid, 'SIGKILL'), STOP_GRACE_MS);
      const stopped = () => {
        clearTimeout(overdue);
        resolve();
      };
      child.once('exit', stopped);
      if (!killGroup(pid)) stopped();
    });
  return new Promise((resolve, reject) => {
    let ready = false;
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream! }).on('line', (line) => {
        if (!options.quiet?.test(line)) console.log(`[${options.name}] ${line}`);
        const match = ready ? null : stripVTControlCharacters(line).match(options.readyWhen);
        if (match) {
          ready = true;
          resolve({ name: options.name, ready: match, pid, exited, stop });
        }
      });
    }
    child.once('error', reject);
    child.once('exit', (code) => {
      if (!ready) reject(new Error(`${options.name} exited with code ${code} before it was ready`));
    });
  });
}
