// The load run's figures without a run: percentiles, the tallies the workers send, the printed
// report, and what counts as a rate limit's refusal rather than an error.
import { describe, expect, it } from 'vitest';
import { RATE_LIMIT_TOAST } from '@salon/domain';
import { AppError } from '../../web/src/lib/app-error';
import { outcomeOf } from './member.js';
import {
  addTallies,
  countOutcome,
  emptyTallies,
  formatReport,
  percentile,
  summarize,
  type LoadReport,
} from './stats.js';

describe('percentile', () => {
  it('takes the nearest rank, whatever the order', () => {
    const values = [50, 10, 40, 20, 30, 60, 70, 80, 90, 100];
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(100);
    expect(percentile(values, 10)).toBe(10);
    expect(percentile(values, 0)).toBe(10);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('summarizes p50, p95, p99 and the maximum of a hundred values', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(summarize(values)).toEqual({ count: 100, p50: 50, p95: 95, p99: 99, max: 100 });
  });
});

describe('tallies', () => {
  it('add up outcomes, rate limits apart from errors, and latencies by kind', () => {
    const worker = emptyTallies();
    countOutcome(worker, 'postReply', { ok: true });
    countOutcome(worker, 'postReply', { rateLimited: true });
    countOutcome(worker, 'postReply', { error: 'unknown: deadline' });
    worker.latencies['reply'] = [120];
    worker.durations['postReply'] = [80];
    worker.listenerUpdates = 3;
    const total = emptyTallies();
    addTallies(total, worker);
    addTallies(total, worker);
    expect(total.operations['postReply']).toEqual({
      ok: 2,
      rateLimited: 2,
      errors: { 'unknown: deadline': 2 },
    });
    expect(total.latencies).toEqual({ reply: [120, 120] });
    expect(total.durations).toEqual({ postReply: [80, 80] });
    expect(total.listenerUpdates).toBe(6);
  });

  it('count the rate limit’s own refusal apart from every other failure', () => {
    expect(outcomeOf(new AppError('rejected', 'Slow down', RATE_LIMIT_TOAST))).toEqual({
      rateLimited: true,
    });
    expect(outcomeOf(new AppError('permissionDenied', 'Missing or insufficient'))).toEqual({
      error: 'permissionDenied: Missing or insufficient',
    });
  });
});

describe('the report', () => {
  const tallies = emptyTallies();
  countOutcome(tallies, 'postReply', { ok: true });
  countOutcome(tallies, 'postReply', { ok: true });
  countOutcome(tallies, 'castVote', { rateLimited: true });
  countOutcome(tallies, 'fetchThreadPage', { ok: true });
  countOutcome(tallies, 'fetchThreadPage', { error: 'unknown: deadline-exceeded' });
  tallies.latencies['reply'] = [100, 200, 300];
  tallies.latencies['thread'] = [400];
  tallies.durations['postReply'] = [50, 150];
  const report: LoadReport = {
    profile: 'everyday',
    members: 500,
    workers: 4,
    seconds: 2,
    rampSeconds: 30,
    tallies,
    kinds: { writes: ['postReply', 'castVote'], reads: ['fetchThreadPage'] },
    memory: { 'functions host': { before: 100, peak: 300, after: 200, byMinute: [250, 280] } },
    emulatorHeapByMinute: [60, 61],
    cpuSeconds: { 'functions host': 1.5 },
    backlog: { peak: 42, drainSeconds: 3.25 },
    workerLoopDelayP99: 55,
    checks: {
      writesChecked: 10,
      writesMissing: ['threads/t1/replies/r1 is missing'],
      countersChecked: 5,
      countersWrong: ['threads/t1 replyCount: shows 3, counts 2'],
    },
  };

  it('prints throughput, latencies, errors by kind, memory, backlog and the checks', () => {
    const lines = formatReport(report);
    expect(lines).toContain(
      'writes acknowledged: 2 (1.0/s); reads: 1 (0.5/s); listener updates: 0 (0.0/s)',
    );
    expect(lines).toContain(
      "write to another member's listener (all, 4 sightings): p50 200 ms, p95 400 ms, p99 400 ms, max 400 ms",
    );
    expect(lines).toContain(
      "write to another member's listener (reply, 3 sightings): p50 200 ms, p95 300 ms, p99 300 ms, max 300 ms",
    );
    expect(lines).toContain('  castVote: 0 / 1 / 0; p50 -, p95 -');
    expect(lines).toContain('  fetchThreadPage: 1 / 0 / 1; p50 -, p95 -');
    expect(lines).toContain('  postReply: 2 / 0 / 0; p50 50 ms, p95 150 ms');
    expect(lines).toContain('    1 x unknown: deadline-exceeded');
    expect(lines).toContain('rate-limit refusals: 1');
    expect(lines).toContain('functions host RSS: 100 MB before, 300 MB at peak, 200 MB after');
    expect(lines).toContain('  at each minute of the window: 250, 280 MB');
    expect(lines).toContain("emulators' heap after a full collection, at each minute: 60, 61 MB");
    expect(lines).toContain('trigger backlog: peak 42 commits, drained 3.3 s after the stop');
    expect(lines).toContain('acknowledged writes present: 9 of 10');
    expect(lines).toContain('  missing: threads/t1/replies/r1 is missing');
    expect(lines).toContain("counters equal to their documents' count: 4 of 5");
    expect(lines).toContain('  wrong: threads/t1 replyCount: shows 3, counts 2');
  });
});
