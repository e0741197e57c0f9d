// Which of the Firestore bridge's numbered batches of events this host has handled, as one number:
// every batch up to it has had all its triggers run. The bridge keeps a batch until it is covered,
// and sends again what is not when the host comes back after dying (at-least-once delivery, as
// Cloud Functions gives; the triggers are idempotent).

export class HandledBatches {
  private readonly running = new Set<number>();
  private highestTaken = -1;

  /** A batch has been taken: its triggers are queued. */
  take(batch: number): void {
    this.running.add(batch);
    this.highestTaken = Math.max(this.highestTaken, batch);
  }

  /** Every trigger of a batch has run (or failed, which Cloud Functions does not retry either). */
  finish(batch: number): void {
    this.running.delete(batch);
  }

  /** The highest batch that it and all below it taken here are handled; -1 before the first. */
  through(): number {
    let lowestRunning = Infinity;
    for (const batch of this.running) lowestRunning = Math.min(lowestRunning, batch);
    return lowestRunning === Infinity ? this.highestTaken : lowestRunning - 1;
  }
}
