// How each of our processes (the emulator CLI, the functions host, the launcher) ends on Ctrl-C
// or SIGTERM. Install it before printing a ready line: whoever reads that line may stop us at
// once, and a signal that finds no handler kills the process without saving anything.

/** Stops the process the same way whatever asked: a signal, or a caller such as a closed stdin. */
export type StopProcess = (reason: string) => void;

/**
 * On SIGINT or SIGTERM, runs `stop` once and exits 0; a failed stop is reported and exits 1.
 * `on`, not `once`: Ctrl-C reaches npm's wrapper and us, and a second signal must not kill the
 * process half way through saving. Returns the same stop for other reasons to end.
 */
export function stopOnSignals(stop: (reason: string) => Promise<void>): StopProcess {
  let stopping = false;
  const stopOnce: StopProcess = (reason) => {
    if (stopping) return;
    stopping = true;
    stop(reason).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Stopping after ${reason} failed:`, error);
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopOnce(signal));
  return stopOnce;
}
