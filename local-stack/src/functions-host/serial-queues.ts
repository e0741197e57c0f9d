// Runs tasks one at a time per key, so events for one document arrive in commit order, while
// different documents proceed independently.

export class SerialQueues {
  private readonly tails = new Map<string, Promise<void>>();

  /** Queues `task` behind earlier tasks of the same key; a failing task never blocks the next. */
  enqueue(key: string, task: () => Promise<void>): Promise<void> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const next = previous.then(task).catch(() => undefined);
    this.tails.set(key, next);
    void next.then(() => {
      if (this.tails.get(key) === next) this.tails.delete(key);
    });
    return next;
  }

  /** Resolves once every queued task has finished. */
  async idle(): Promise<void> {
    while (this.tails.size > 0) await Promise.all(this.tails.values());
  }
}
