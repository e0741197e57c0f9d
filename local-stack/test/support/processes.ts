// Waiting on the processes a suite spawns: a line of their output, their exit. Each wait ends
// on the condition or on the child's exit, never after a guessed time; the hook or test that
// waits gives the ceiling.
import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { stripVTControlCharacters } from 'node:util';

export interface OutputWatch {
  /** Every line so far, stdout and stderr, colour codes stripped (CI sets FORCE_COLOR). */
  readonly lines: string[];
  /** The match of the first line, past or future, matching `pattern`; rejects if the child exits first. */
  line(pattern: RegExp): Promise<RegExpMatchArray>;
}

/** Records a child's output from now on; call it right after spawning, before any await. */
export function watchOutput(child: ChildProcess): OutputWatch {
  const lines: string[] = [];
  // Each waiter is told every new line, then null once the output has ended.
  const waiters = new Set<(line: string | null) => void>();
  let ended = false;
  // 'close', not 'exit': the last lines are read after the process has exited.
  child.once('close', () => {
    ended = true;
    for (const waiter of waiters) waiter(null);
  });
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (raw) => {
      const line = stripVTControlCharacters(raw);
      lines.push(line);
      for (const waiter of waiters) waiter(line);
    });
  }
  return {
    lines,
    line(pattern) {
      for (const line of lines) {
        const match = line.match(pattern);
        if (match) return Promise.resolve(match);
      }
      return new Promise((resolve, reject) => {
        const waiter = (line: string | null) => {
          const match = line?.match(pattern);
          if (match) resolve(match);
          else if (line === null) {
            reject(new Error(`ended (${describeEnd(child)}) before printing ${pattern}`));
          } else return;
          waiters.delete(waiter);
        };
        if (ended) waiter(null);
        else waiters.add(waiter);
      });
    },
  };
}

/**
 * Resolves with the child's exit code (null when a signal ended it) once it has exited and its
 * output has been read.
 */
export function exitOf(child: ChildProcess): Promise<number | null> {
  const exited = child.exitCode !== null || child.signalCode !== null;
  if (exited && (child.stdout?.destroyed ?? true)) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('close', (code) => resolve(code)));
}

const describeEnd = (child: ChildProcess) => child.signalCode ?? `code ${String(child.exitCode)}`;
