// Waiting in tests for what a server does asynchronously: one polling helper, and a recorder of
// pushed values (listener snapshots) to wait on. Both fail with what they waited for and what
// they saw, never a bare test time-out. Test support, not the emulator's runtime: the package
// exports this source as `@salon/emulator/testing` for the project's suites (loaded by Vitest,
// never built into dist/), and the emulator's own suites import it from here.

const describe = (condition: (...args: never[]) => unknown) =>
  condition.toString().replace(/\s+/g, ' ');

/**
 * Resolves once `condition` holds; otherwise rejects after `timeoutMs` naming `what` (by default
 * the condition's own source) and the condition's last error, if it threw. The default ceiling
 * leaves room for a loaded 2-core machine, under the suites' 20 s test time-out.
 */
export async function eventually(
  condition: () => boolean | Promise<boolean>,
  { what = describe(condition), timeoutMs = 15_000, intervalMs = 5 } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      if (await condition()) return;
      lastError = undefined;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() >= deadline) {
      const cause = lastError instanceof Error ? `; last error: ${lastError.message}` : '';
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}${cause}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * Values pushed by a callback (a listener's snapshots), and a wait until they satisfy a
 * predicate; the wait rejects after `timeoutMs` with the predicate and every value seen.
 */
export function recorded<T>(): {
  push(value: T): void;
  until(predicate: (values: T[]) => boolean, timeoutMs?: number): Promise<T[]>;
} {
  const values: T[] = [];
  let waiters: { predicate: (values: T[]) => boolean; resolve: (values: T[]) => void }[] = [];
  return {
    push(value) {
      values.push(value);
      waiters = waiters.filter((waiter) => {
        if (!waiter.predicate(values)) return true;
        waiter.resolve(values);
        return false;
      });
    },
    until(predicate, timeoutMs = 10_000) {
      if (predicate(values)) return Promise.resolve(values);
      return new Promise((resolve, reject) => {
        const waiter = { predicate, resolve };
        waiters.push(waiter);
        setTimeout(() => {
          if (!waiters.includes(waiter)) return;
          waiters = waiters.filter((other) => other !== waiter);
          reject(
            new Error(
              `Timed out after ${timeoutMs} ms waiting for ${describe(predicate)}; ` +
                `seen: ${JSON.stringify(values)}`,
            ),
          );
        }, timeoutMs);
      });
    },
  };
}
