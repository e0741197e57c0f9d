// A clock a test moves by hand, for the channel's timers (keepalives, long-poll holds, idle
// timeouts): a timer fires when the test advances past it, never because the machine was slow.
import type { Scheduler } from '../../../src/webchannel/index.js';

interface Timer {
  due: number;
  callback: () => void;
  cancelled: boolean;
}

export class ManualClock implements Scheduler {
  private now = 0;
  private timers: Timer[] = [];

  after(ms: number, callback: () => void): () => void {
    const timer: Timer = { due: this.now + ms, callback, cancelled: false };
    this.timers.push(timer);
    return () => {
      timer.cancelled = true;
    };
  }

  /** Moves time forward, firing every timer due by then, earliest first. */
  advance(ms: number): void {
    const target = this.now + ms;
    for (;;) {
      this.timers = this.timers.filter((timer) => !timer.cancelled);
      const next = this.timers
        .filter((timer) => timer.due <= target)
        .sort((a, b) => a.due - b.due)[0];
      if (!next) break;
      this.now = next.due;
      next.cancelled = true;
      next.callback();
    }
    this.now = target;
  }
}
