// Recent document versions, for reads at a past time (`readTime` on reads, read-only
// transactions at a read time). Production keeps versions for one hour; so do we. Each commit's
// changes are kept as (time, before, after): the state of a document at time t is the `before`
// of its first change after t, or its current state when it has not changed since.
import { Code, RpcError } from '../rpc/contract.js';
import type { CommitEvent, DocumentChange, StoredDocument } from './store.js';

const VERSION_RETENTION_MICROS = 60 * 60 * 1_000_000;

interface Entry {
  key: string;
  time: number;
  change: DocumentChange;
}

export class DocumentHistory {
  /** database + path -> its changes, oldest first */
  private readonly byDocument = new Map<string, Entry[]>();
  /** every change, oldest first, for pruning */
  private readonly queue: Entry[] = [];
  private queueStart = 0;
  /** Reads before this time can no longer be answered. */
  private prunedUpTo = 0;
  /** database -> when it was last cleared (its history before that is gone) */
  private readonly clearedAt = new Map<string, number>();

  constructor(private readonly retentionMicros = VERSION_RETENTION_MICROS) {}

  record(event: CommitEvent): void {
    if (event.cleared) {
      this.forgetDatabase(event.database, event.commitTime);
      return;
    }
    for (const change of event.changes) {
      const key = `${event.database}\u0000${change.path}`;
      const entry: Entry = { key, time: event.commitTime, change };
      let entries = this.byDocument.get(key);
      if (!entries) this.byDocument.set(key, (entries = []));
      entries.push(entry);
      this.queue.push(entry);
    }
    this.prune(event.commitTime - this.retentionMicros);
  }

  /** The document as it was at `time`, given its current state. */
  stateAt(
    database: string,
    path: string,
    time: number,
    current: StoredDocument | undefined,
  ): StoredDocument | undefined {
    this.checkRetained(database, time);
    const entries = this.byDocument.get(`${database}\u0000${path}`);
    const later = entries?.find((entry) => entry.time > time);
    return later ? later.change.before : current;
  }

  /** Paths of documents with a change after `time` (some may not exist now). */
  *pathsChangedAfter(database: string, time: number): Iterable<string> {
    const prefix = `${database}\u0000`;
    for (const [key, entries] of this.byDocument) {
      if (!key.startsWith(prefix)) continue;
      if ((entries.at(-1)?.time ?? 0) > time) yield key.slice(prefix.length);
    }
  }

  checkRetained(database: string, time: number): void {
    if (time < this.prunedUpTo || time < (this.clearedAt.get(database) ?? 0)) {
      throw new RpcError(
        Code.FAILED_PRECONDITION,
        'The requested read time is older than the one hour of versions this emulator keeps.',
      );
    }
  }

  private prune(cutoff: number): void {
    while (this.queueStart < this.queue.length) {
      const oldest = this.queue[this.queueStart] as Entry;
      if (oldest.time >= cutoff) break;
      this.queueStart++;
      this.prunedUpTo = Math.max(this.prunedUpTo, oldest.time);
      const entries = this.byDocument.get(oldest.key);
      if (entries?.[0] === oldest) entries.shift();
      if (entries && entries.length === 0) this.byDocument.delete(oldest.key);
    }
    // Compact the queue now and then instead of shifting it on every prune.
    if (this.queueStart > 1024 && this.queueStart * 2 > this.queue.length) {
      this.queue.splice(0, this.queueStart);
      this.queueStart = 0;
    }
  }

  private forgetDatabase(database: string, time: number): void {
    const prefix = `${database}\u0000`;
    for (const key of [...this.byDocument.keys()]) {
      if (key.startsWith(prefix)) this.byDocument.delete(key);
    }
    // Reads of that database before the clear can no longer be answered faithfully.
    this.clearedAt.set(database, time);
  }
}
