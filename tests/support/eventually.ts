// Waiting for a condition in suites that watch live data: polls until it holds, and on time-out
// fails with what it waited for and the last thing seen, never a bare time-out.

/**
 * Resolves once `condition` returns true; rejects after `timeoutMs` with `what` and the
 * condition's last error, if it threw.
 */
export async function eventually(
  what: string,
  condition: () => boolean | Promise<boolean>,
  { timeoutMs = 10_000, intervalMs = 25 } = {},
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
