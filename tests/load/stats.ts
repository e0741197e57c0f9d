// The load run's figures, kept apart from the run so they can be tested without a stack: each
// operation's outcomes, the write-to-listener latencies, percentiles, and the printed report.

/** How one operation ended: acknowledged, refused by a rate limit, or failed (by kind). */
interface OperationTally {
  ok: number;
  rateLimited: number;
  /** Failures other than rate limits, by kind (the error's code and words). */
  errors: Record<string, number>;
}

/** What a worker has counted since its last message: added into the run's totals. */
export interface Tallies {
  readonly operations: Record<string, OperationTally>;
  /** Milliseconds from a write being sent to another member's listener showing it, by kind. */
  readonly latencies: Record<string, number[]>;
  /** Milliseconds from an operation's start to its acknowledgement, by operation. */
  readonly durations: Record<string, number[]>;
  /** Snapshots the members' listeners delivered. */
  listenerUpdates: number;
}

export function emptyTallies(): Tallies {
  return { operations: {}, latencies: {}, durations: {}, listenerUpdates: 0 };
}

export function countOutcome(
  tallies: Tallies,
  operation: string,
  outcome: { ok: true } | { rateLimited: true } | { error: string },
): void {
  const tally = (tallies.operations[operation] ??= { ok: 0, rateLimited: 0, errors: {} });
  if ('ok' in outcome) tally.ok += 1;
  else if ('rateLimited' in outcome) tally.rateLimited += 1;
  else tally.errors[outcome.error] = (tally.errors[outcome.error] ?? 0) + 1;
}

export function addTallies(into: Tallies, from: Tallies): void {
  for (const [operation, tally] of Object.entries(from.operations)) {
    const total = (into.operations[operation] ??= { ok: 0, rateLimited: 0, errors: {} });
    total.ok += tally.ok;
    total.rateLimited += tally.rateLimited;
    for (const [kind, count] of Object.entries(tally.errors)) {
      total.errors[kind] = (total.errors[kind] ?? 0) + count;
    }
  }
  for (const field of ['latencies', 'durations'] as const) {
    for (const [kind, values] of Object.entries(from[field])) {
      const list = (into[field][kind] ??= []);
      for (const value of values) list.push(value);
    }
  }
  into.listenerUpdates += from.listenerUpdates;
}

/** The nearest-rank percentile (`p` from 0 to 100) of `values`; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export interface LatencySummary {
  readonly count: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
}

export function summarize(values: readonly number[]): LatencySummary {
  return {
    count: values.length,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    p99: percentile(values, 99),
    max: values.length === 0 ? Number.NaN : Math.max(...values),
  };
}

/** The reads and writes of the run's operations: which names count as which. */
interface OperationKinds {
  readonly writes: readonly string[];
  readonly reads: readonly string[];
}

/**
 * A process's resident memory (MB) before the load, at its peak and after the triggers drained,
 * and at the end of each whole minute of the window: over a long run, whether it levels off.
 */
export interface MemoryFigures {
  readonly before: number;
  readonly peak: number;
  readonly after: number;
  readonly byMinute: readonly number[];
}

export interface LoadReport {
  readonly profile: string;
  readonly members: number;
  readonly workers: number;
  readonly seconds: number;
  /** Seconds the members took to sign up before the measured window. */
  readonly rampSeconds: number;
  readonly tallies: Tallies;
  readonly kinds: OperationKinds;
  readonly memory: Record<string, MemoryFigures>;
  /**
   * The emulators' JavaScript heap (MB) after a full collection at the end of each minute: what
   * they keep, without the garbage RSS also counts, so a leak shows as a rise the data does not
   * explain.
   */
  readonly emulatorHeapByMinute: readonly number[];
  /** CPU seconds each process used in the measured window and the drain. */
  readonly cpuSeconds: Record<string, number>;
  readonly backlog: { readonly peak: number; readonly drainSeconds: number };
  /** The workers' worst event-loop delay (p99, ms): time the members' own process added. */
  readonly workerLoopDelayP99: number;
  readonly checks: {
    readonly writesChecked: number;
    readonly writesMissing: readonly string[];
    readonly countersChecked: number;
    readonly countersWrong: readonly string[];
  };
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function totals(report: LoadReport, names: readonly string[]) {
  const tallies = names.map((name) => report.tallies.operations[name]);
  return {
    ok: sum(tallies.map((tally) => tally?.ok ?? 0)),
    rateLimited: sum(tallies.map((tally) => tally?.rateLimited ?? 0)),
  };
}

const ms = (value: number) => (Number.isNaN(value) ? '-' : `${Math.round(value)} ms`);

/** Each operation's outcomes and time to acknowledgement, and the failures by kind. */
export function formatOperations(tallies: Tallies): string[] {
  const lines = ['operations (ok / rate-limited / failed; time to acknowledgement):'];
  for (const [name, tally] of Object.entries(tallies.operations).sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    const failed = sum(Object.values(tally.errors));
    const { p50, p95 } = summarize(tallies.durations[name] ?? []);
    lines.push(
      `  ${name}: ${tally.ok} / ${tally.rateLimited} / ${failed}; p50 ${ms(p50)}, p95 ${ms(p95)}`,
    );
    for (const [kind, count] of Object.entries(tally.errors).sort(([, a], [, b]) => b - a)) {
      lines.push(`    ${count} x ${kind}`);
    }
  }
  return lines;
}

/** The report as printed: one figure a line, as the benches print theirs. */
export function formatReport(report: LoadReport): string[] {
  const perSecond = (count: number) => (count / report.seconds).toFixed(1);
  const writes = totals(report, report.kinds.writes);
  const reads = totals(report, report.kinds.reads);
  const lines = [
    `profile ${report.profile}: ${report.members} members in ${report.workers} worker processes, ` +
      `${report.seconds.toFixed(1)} s measured after ${report.rampSeconds.toFixed(1)} s of sign-ups`,
    `writes acknowledged: ${writes.ok} (${perSecond(writes.ok)}/s); ` +
      `reads: ${reads.ok} (${perSecond(reads.ok)}/s); ` +
      `listener updates: ${report.tallies.listenerUpdates} ` +
      `(${perSecond(report.tallies.listenerUpdates)}/s)`,
  ];
  const allLatencies = Object.values(report.tallies.latencies).flat();
  for (const [kind, values] of [
    ['all', allLatencies] as const,
    ...Object.entries(report.tallies.latencies).sort(([a], [b]) => a.localeCompare(b)),
  ]) {
    const { count, p50, p95, p99, max } = summarize(values);
    lines.push(
      `write to another member's listener (${kind}, ${count} sightings): ` +
        `p50 ${ms(p50)}, p95 ${ms(p95)}, p99 ${ms(p99)}, max ${ms(max)}`,
    );
  }
  lines.push(...formatOperations(report.tallies));
  lines.push(`rate-limit refusals: ${writes.rateLimited + reads.rateLimited}`);
  for (const [process, memory] of Object.entries(report.memory)) {
    lines.push(
      `${process} RSS: ${memory.before} MB before, ${memory.peak} MB at peak, ${memory.after} MB after`,
    );
    if (memory.byMinute.length > 1) {
      lines.push(`  at each minute of the window: ${memory.byMinute.join(', ')} MB`);
    }
  }
  if (report.emulatorHeapByMinute.length > 1) {
    lines.push(
      `emulators' heap after a full collection, at each minute: ` +
        `${report.emulatorHeapByMinute.join(', ')} MB`,
    );
  }
  lines.push(
    `CPU in the window and the drain: ${Object.entries(report.cpuSeconds)
      .map(([process, seconds]) => `${process} ${seconds.toFixed(1)} s`)
      .join(', ')}`,
  );
  lines.push(
    `trigger backlog: peak ${report.backlog.peak} commits, drained ` +
      `${report.backlog.drainSeconds.toFixed(1)} s after the stop`,
  );
  lines.push(`workers' event-loop delay p99: ${ms(report.workerLoopDelayP99)}`);
  const { checks } = report;
  lines.push(
    `acknowledged writes present: ${checks.writesChecked - checks.writesMissing.length} of ` +
      `${checks.writesChecked}`,
  );
  for (const missing of checks.writesMissing.slice(0, 20)) lines.push(`  missing: ${missing}`);
  lines.push(
    `counters equal to their documents' count: ${checks.countersChecked - checks.countersWrong.length} of ` +
      `${checks.countersChecked}`,
  );
  for (const wrong of checks.countersWrong.slice(0, 20)) lines.push(`  wrong: ${wrong}`);
  return lines;
}
