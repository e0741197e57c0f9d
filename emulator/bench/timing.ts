// What the benches measure with: sequential rounds timed one by one, and their percentiles.

export function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? NaN;
}

/** Latencies of `rounds` sequential runs of `run`. */
export async function timeRounds(rounds: number, run: (round: number) => Promise<unknown>) {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    await run(round);
    times.push(performance.now() - started);
  }
  return times;
}
