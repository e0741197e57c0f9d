// A strictly monotonic microsecond clock: every commit gets a time later than the previous one,
// even when the wall clock stands still or steps back, so update times and read times order
// every change.

export class MonotonicClock {
  private last = 0;

  /** A fresh time, strictly later than any returned before. */
  tick(): number {
    const wall = Date.now() * 1000;
    this.last = wall > this.last ? wall : this.last + 1;
    return this.last;
  }

  /** The latest time handed out (without advancing). */
  latest(): number {
    return this.last === 0 ? this.tick() : this.last;
  }

  /** Imported data may carry times from the future of this clock: never go back behind them. */
  observe(micros: number): void {
    if (micros > this.last) this.last = micros;
  }
}
