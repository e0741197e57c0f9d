// Pessimistic per-document locks, as production takes them for read-write transactions: a
// transaction locks each document it reads; writers wait for the lock; a wait that would close a
// cycle (deadlock) or lasts too long fails with ABORTED, which the SDKs retry.
import { Code, RpcError } from '../rpc/contract.js';

/** Whoever holds locks: a transaction, or one non-transactional commit. */
export type LockOwner = object;

interface Waiter {
  owner: LockOwner;
  grant: () => void;
  fail: (error: RpcError) => void;
}

export class LockManager {
  private readonly holders = new Map<string, LockOwner>();
  private readonly held = new Map<LockOwner, Set<string>>();
  private readonly queues = new Map<string, Waiter[]>();
  private readonly waitingFor = new Map<LockOwner, string>();

  constructor(private readonly waitTimeoutMs: number) {}

  /** Takes the lock now if it is free (or already ours); never waits. */
  tryAcquire(owner: LockOwner, key: string): boolean {
    const holder = this.holders.get(key);
    if (holder === owner) return true;
    if (holder !== undefined || (this.queues.get(key)?.length ?? 0) > 0) return false;
    this.grant(owner, key);
    return true;
  }

  /** Takes the lock, waiting behind its holder; ABORTED on deadlock or timeout. */
  async acquire(owner: LockOwner, key: string): Promise<void> {
    if (this.tryAcquire(owner, key)) return;
    if (this.wouldDeadlock(owner, key)) {
      throw new RpcError(Code.ABORTED, 'Transaction lock contention (deadlock); retry.');
    }
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.dequeue(key, waiter);
        this.waitingFor.delete(owner);
        reject(new RpcError(Code.ABORTED, 'Too much contention on these documents; retry.'));
      }, this.waitTimeoutMs);
      const waiter: Waiter = {
        owner,
        grant: () => {
          clearTimeout(timer);
          resolve();
        },
        fail: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      let queue = this.queues.get(key);
      if (!queue) this.queues.set(key, (queue = []));
      queue.push(waiter);
      this.waitingFor.set(owner, key);
    });
  }

  /** Takes several locks in a fixed order (so commits never deadlock each other). */
  async acquireAll(owner: LockOwner, keys: Iterable<string>): Promise<void> {
    for (const key of [...new Set(keys)].sort()) await this.acquire(owner, key);
  }

  /** Releases every lock of `owner` and cancels its waits. */
  releaseAll(owner: LockOwner): void {
    const waitedKey = this.waitingFor.get(owner);
    if (waitedKey !== undefined) {
      const queue = this.queues.get(waitedKey) ?? [];
      for (const waiter of queue.filter((candidate) => candidate.owner === owner)) {
        this.dequeue(waitedKey, waiter);
        waiter.fail(new RpcError(Code.ABORTED, 'The transaction ended while waiting.'));
      }
      this.waitingFor.delete(owner);
    }
    for (const key of this.held.get(owner) ?? []) {
      this.holders.delete(key);
      this.handOver(key);
    }
    this.held.delete(owner);
  }

  holds(owner: LockOwner, key: string): boolean {
    return this.holders.get(key) === owner;
  }

  private grant(owner: LockOwner, key: string): void {
    this.holders.set(key, owner);
    let keys = this.held.get(owner);
    if (!keys) this.held.set(owner, (keys = new Set()));
    keys.add(key);
  }

  private handOver(key: string): void {
    const queue = this.queues.get(key);
    const next = queue?.shift();
    if (queue && queue.length === 0) this.queues.delete(key);
    if (!next) return;
    this.waitingFor.delete(next.owner);
    this.grant(next.owner, key);
    next.grant();
  }

  private dequeue(key: string, waiter: Waiter): void {
    const queue = this.queues.get(key);
    if (!queue) return;
    const index = queue.indexOf(waiter);
    if (index >= 0) queue.splice(index, 1);
    if (queue.length === 0) this.queues.delete(key);
  }

  /** Whether waiting for `key` would close a cycle of owners waiting on each other. */
  private wouldDeadlock(owner: LockOwner, key: string): boolean {
    const seen = new Set<LockOwner>();
    let holder = this.holders.get(key);
    while (holder !== undefined && !seen.has(holder)) {
      if (holder === owner) return true;
      seen.add(holder);
      const waited = this.waitingFor.get(holder);
      holder = waited === undefined ? undefined : this.holders.get(waited);
    }
    return false;
  }
}
