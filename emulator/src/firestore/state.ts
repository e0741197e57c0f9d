// Everything the service keeps between calls, in one place: documents, the clock, locks,
// transactions, index definitions, loaded rules, and the live streams.
import { ProjectRules } from './access/policy.js';
import { MonotonicClock } from './clock.js';
import { DocumentHistory } from './history.js';
import { IndexEnforcer } from './indexes.js';
import { LockManager } from './locks.js';
import { ReadMeter } from './read-meter.js';
import { DocumentStore } from './store.js';
import { TransactionRegistry } from './transactions.js';

/** The rules key for "every project that loaded none": the CLI's --rules without --project. */
export const DEFAULT_RULES_PROJECT = '*';

export interface EmulatorStateOptions {
  /** firestore.indexes.json; without it only single-field indexes exist. */
  indexesPath?: string;
  /**
   * Refuse queries production would refuse for want of an index. Defaults to on when
   * `indexesPath` is given, off without it (as Google's emulator, which enforces none).
   */
  enforceIndexes?: boolean;
  /** How long a write or transactional read waits for a locked document before ABORTED. */
  lockTimeoutMs?: number;
  /** An idle transaction is dropped (and its locks released) after this long. */
  transactionTimeoutMs?: number;
}

/** A stream the emulator can end on purpose (tests of reconnection, shutdown). */
interface DroppableStream {
  drop(): void;
}

export interface EmulatorState {
  store: DocumentStore;
  /** Recent versions of documents, for reads at a past time. */
  history: DocumentHistory;
  clock: MonotonicClock;
  locks: LockManager;
  transactions: TransactionRegistry;
  indexes: IndexEnforcer;
  /**
   * Parsed rules per project id, as last loaded; the DEFAULT_RULES_PROJECT entry applies to
   * projects without rules of their own.
   */
  rules: ProjectRules;
  streams: Set<DroppableStream>;
  /** Documents read per project, as production bills them. */
  reads: ReadMeter;
}

export function createEmulatorState(options: EmulatorStateOptions = {}): EmulatorState {
  const locks = new LockManager(options.lockTimeoutMs ?? 20_000);
  const store = new DocumentStore();
  const history = new DocumentHistory();
  store.subscribe((event) => history.record(event));
  return {
    store,
    history,
    clock: new MonotonicClock(),
    locks,
    transactions: new TransactionRegistry(locks, options.transactionTimeoutMs ?? 60_000),
    indexes: new IndexEnforcer(
      options.indexesPath,
      options.enforceIndexes ?? options.indexesPath !== undefined,
    ),
    rules: new ProjectRules(),
    streams: new Set(),
    reads: new ReadMeter(),
  };
}
