// Pessimistic per-document locks, as production takes them for read-write transactions: a
// transaction's reads take shared locks, so any number of transactions may read one document at
// once; a commit takes exclusive locks on what it writes, waiting until no one else holds them.
// Waiters are served in arrival order (a reader behind a waiting writer waits too, so a stream of
// readers never starves a writer). A wait that would close a cycle (deadlock, such as two readers
// of one document both wanting to write it) or lasts too long fails with ABORTED, which the SDKs
// retry.
import { Code, RpcError } from '../rpc/contract.js';

/** Whoever holds locks: a transaction, or one non-transactional commit. */
export type LockOwner = object;

export type LockMode = 'shared' | 'exclusive';

interface Waiter {
  owner: LockOwner;
  mode: LockMode;
  grant: () => void;
  fail: (error: RpcError) => void;
}

/** Who holds one document's lock: one exclusive owner, or any number of shared ones. */
interface Holding {
  mode: LockMode;
  owners: Set<LockOwner>;
}

export class LockManager {
  private readonly holdings = new Map<string, Holding>();
  private readonly held = new Map<LockOwner, Set<string>>();
  private readonly queues = new Map<string, Waiter[]>();
  private readonly waitingFor = new Map<LockOwner, string>();

  constructor(private readonly waitTimeoutMs: number) {}

  /** Takes the lock now if it can be had (or is already ours in a mode at least as strong). */
  tryAcquire(owner: LockOwner, key: string, mode: LockMode = 'exclusive'): boolean {
    if (!this.grantable(owner, key, mode, { behindQueue: true })) return false;
    this.grant(owner, key, mode);
    return true;
  }

  /** Takes the lock, waiting behind its holders and earlier waiters; ABORTED on deadlock or timeout. */
  acquire(owner: LockOwner, key: string, mode: LockMode = 'exclusive'): Promise<void> {
    if (this.tryAcquire(owner, key, mode)) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const leave = () => {
        this.dequeue(key, waiter);
        this.waitingFor.delete(owner);
        // Those queued behind it may be free to go now (readers behind a writer that gave up).
        this.handOver(key);
      };
      const waiter: Waiter = {
        owner,
        mode,
        grant: () => {
          clearTimeout(timer);
          resolve();
        },
        fail: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      this.enqueue(key, waiter);
      this.waitingFor.set(owner, key);
      if (this.wouldDeadlock(owner, key)) {
        leave();
        reject(new RpcError(Code.ABORTED, 'Transaction lock contention (deadlock); retry.'));
        return;
      }
      const timer = setTimeout(() => {
        leave();
        reject(new RpcError(Code.ABORTED, 'Too much contention on these documents; retry.'));
      }, this.waitTimeoutMs);
    });
  }

  /** Takes several exclusive locks in a fixed order (so commits never deadlock each other). */
  async acquireAll(owner: LockOwner, keys: Iterable<string>): Promise<void> {
    for (const key of [...new Set(keys)].sort()) await this.acquire(owner, key, 'exclusive');
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
      // The waiter may have been all that held the queue back.
      this.handOver(waitedKey);
    }
    for (const key of this.held.get(owner) ?? []) {
      const holding = this.holdings.get(key);
      holding?.owners.delete(owner);
      if (holding?.owners.size === 0) this.holdings.delete(key);
      this.handOver(key);
    }
    this.held.delete(owner);
  }

  /** Whether `owner` holds `key` in `mode` (exclusive also answers a shared question). */
  holds(owner: LockOwner, key: string, mode: LockMode = 'exclusive'): boolean {
    const holding = this.holdings.get(key);
    if (!holding?.owners.has(owner)) return false;
    return mode === 'shared' || holding.mode === 'exclusive';
  }

  /**
   * Whether `owner` may have `key` in `mode` now. A shared lock needs no other owner holding it
   * exclusively; an exclusive one needs no other owner at all (a sole reader upgrades at once,
   * as every waiter behind it waits for it anyway). Newcomers also wait behind an existing queue.
   */
  private grantable(
    owner: LockOwner,
    key: string,
    mode: LockMode,
    { behindQueue }: { behindQueue: boolean },
  ): boolean {
    const holding = this.holdings.get(key);
    const mine = holding?.owners.has(owner) ?? false;
    if (mine && (mode === 'shared' || holding!.mode === 'exclusive')) return true;
    const others = (holding?.owners.size ?? 0) - (mine ? 1 : 0);
    const compatible =
      mode === 'shared' ? holding === undefined || holding.mode === 'shared' : others === 0;
    if (!compatible) return false;
    if (mine || !behindQueue) return true;
    return (this.queues.get(key)?.length ?? 0) === 0;
  }

  private grant(owner: LockOwner, key: string, mode: LockMode): void {
    const holding = this.holdings.get(key);
    if (holding) {
      holding.owners.add(owner);
      if (mode === 'exclusive') holding.mode = 'exclusive';
    } else {
      this.holdings.set(key, { mode, owners: new Set([owner]) });
    }
    let keys = this.held.get(owner);
    if (!keys) this.held.set(owner, (keys = new Set()));
    keys.add(key);
  }

  /** Grants the queue's head while it can be granted: one writer, or a run of readers. */
  private handOver(key: string): void {
    const queue = this.queues.get(key);
    while (queue && queue.length > 0) {
      const next = queue[0]!;
      if (!this.grantable(next.owner, key, next.mode, { behindQueue: false })) break;
      queue.shift();
      this.waitingFor.delete(next.owner);
      this.grant(next.owner, key, next.mode);
      next.grant();
    }
    if (queue && queue.length === 0) this.queues.delete(key);
  }

  /**
   * Queues a wait. A holder asking for more (a reader that would write) goes before the waiters
   * who hold nothing: they wait for it anyway, and behind them it would wait for itself.
   */
  private enqueue(key: string, waiter: Waiter): void {
    let queue = this.queues.get(key);
    if (!queue) this.queues.set(key, (queue = []));
    const owners = this.holdings.get(key)?.owners;
    const firstNonHolder = owners?.has(waiter.owner)
      ? queue.findIndex((queued) => !owners.has(queued.owner))
      : -1;
    if (firstNonHolder === -1) queue.push(waiter);
    else queue.splice(firstNonHolder, 0, waiter);
  }

  private dequeue(key: string, waiter: Waiter): void {
    const queue = this.queues.get(key);
    if (!queue) return;
    const index = queue.indexOf(waiter);
    if (index >= 0) queue.splice(index, 1);
    if (queue.length === 0) this.queues.delete(key);
  }

  /** Whom `owner`'s wait for `key` waits on: the lock's other holders and the waiters before it. */
  private blockersOf(owner: LockOwner, key: string): LockOwner[] {
    const queue = this.queues.get(key) ?? [];
    const position = queue.findIndex((waiter) => waiter.owner === owner);
    const ahead = position === -1 ? queue : queue.slice(0, position);
    return [
      ...(this.holdings.get(key)?.owners ?? []),
      ...ahead.map((waiter) => waiter.owner),
    ].filter((blocker) => blocker !== owner);
  }

  /** Whether waiting for `key` would close a cycle of owners waiting on each other. */
  private wouldDeadlock(owner: LockOwner, key: string): boolean {
    const seen = new Set<LockOwner>();
    const pending = this.blockersOf(owner, key);
    while (pending.length > 0) {
      const blocker = pending.pop()!;
      if (blocker === owner) return true;
      if (seen.has(blocker)) continue;
      seen.add(blocker);
      const waited = this.waitingFor.get(blocker);
      if (waited !== undefined) pending.push(...this.blockersOf(blocker, waited));
    }
    return false;
  }
}
