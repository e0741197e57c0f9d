// What a process holds and uses: resident memory and CPU of any process (Linux /proc), and this
// process's heap after a full collection.
import { readFileSync } from 'node:fs';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Clock ticks per second of /proc's CPU times (`getconf CLK_TCK`, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** Resident memory in MB, or 0 when the process is gone. */
export function residentMegabytes(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : 0;
  } catch {
    return 0;
  }
}

/** User and system CPU seconds the process has used, or 0 when it is gone. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * This process's JavaScript heap (MB) after a full collection. The collector is reached through
 * V8's flag at run time, so the run needs no `--expose-gc` on its command line; a collection
 * pauses the emulators (this process) for a moment, once a minute.
 */
export function heapAfterFullCollection(): number {
  v8.setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
  return Math.round(process.memoryUsage().heapUsed / 1024 / 1024);
}
