// Runs scheduled functions on their schedule (when the host is asked to) and on demand.
import { Cron } from 'croner';
import type { FunctionEndpoint } from './endpoints.js';
import { describe, type Logger } from './document-events.js';

type ScheduledFunction = Extract<FunctionEndpoint, { kind: 'schedule' }>;

/** Cloud Scheduler's "every N minutes|hours" form, turned into cron; cron passes through. */
export function toCron(schedule: string): string | undefined {
  const every = /^every (\d+) (minute|minutes|hour|hours)$/i.exec(schedule.trim());
  if (every) {
    const count = Number(every[1]);
    return every[2]?.toLowerCase().startsWith('minute')
      ? `*/${count} * * * *`
      : `0 */${count} * * *`;
  }
  return schedule.trim().split(/\s+/).length >= 5 ? schedule.trim() : undefined;
}

export class ScheduledFunctions {
  private readonly byName: Map<string, ScheduledFunction>;
  private readonly timers: Cron[] = [];

  constructor(
    endpoints: FunctionEndpoint[],
    private readonly log: Logger,
  ) {
    this.byName = new Map(
      endpoints
        .filter((endpoint): endpoint is ScheduledFunction => endpoint.kind === 'schedule')
        .map((endpoint) => [endpoint.name, endpoint]),
    );
  }

  names(): string[] {
    return [...this.byName.keys()];
  }

  /**
   * Runs one scheduled function now, as Cloud Scheduler would for `scheduleTime` (its due time,
   * which the function reads; now by default); false when there is none by that name.
   */
  async runNow(name: string, scheduleTime: Date = new Date()): Promise<boolean> {
    const job = this.byName.get(name);
    if (!job) return false;
    try {
      await job.run({ scheduleTime: scheduleTime.toISOString(), jobName: name });
    } catch (error) {
      this.log(`function ${name} failed: ${describe(error)}`);
    }
    return true;
  }

  /** Starts every job's timer. */
  start(): void {
    for (const job of this.byName.values()) {
      const pattern = toCron(job.schedule);
      if (!pattern) {
        this.log(
          `function ${job.name}: schedule "${job.schedule}" is not understood; run it on demand`,
        );
        continue;
      }
      this.timers.push(
        new Cron(pattern, { timezone: job.timeZone }, () => void this.runNow(job.name)),
      );
    }
  }

  stop(): void {
    for (const timer of this.timers.splice(0)) timer.stop();
  }
}
