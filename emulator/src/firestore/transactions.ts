// Transactions: ids handed to clients (as base64 bytes), their mode, and their locks. Read-write
// transactions lock what they read until Commit or Rollback; an abandoned one expires.
import { randomBytes } from 'node:crypto';
import { Code, RpcError, type JsonObject } from '../rpc/contract.js';
import type { LockManager } from './locks.js';
import { parseMicros } from './timestamps.js';

export interface Transaction {
  id: string;
  database: string;
  readOnly: boolean;
  /** Read-only transactions may read at a past time (microseconds). */
  readTime: number | undefined;
  lastActivity: number;
}

function readTimeOption(options: JsonObject | undefined): number | undefined {
  const readTime = (options?.readOnly as JsonObject | undefined)?.readTime;
  return typeof readTime === 'string' ? parseMicros(readTime) : undefined;
}

export class TransactionRegistry {
  private readonly transactions = new Map<string, Transaction>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly locks: LockManager,
    private readonly idleTimeoutMs: number,
  ) {
    this.sweeper = setInterval(() => this.expireIdle(), Math.min(idleTimeoutMs, 5000));
    this.sweeper.unref();
  }

  /** Starts a transaction from TransactionOptions (`{readWrite:{...}}` or `{readOnly:{...}}`). */
  begin(database: string, options: JsonObject | undefined): Transaction {
    const transaction: Transaction = {
      id: randomBytes(12).toString('base64'),
      database,
      readOnly: options !== undefined && 'readOnly' in options,
      readTime: readTimeOption(options),
      lastActivity: Date.now(),
    };
    this.transactions.set(transaction.id, transaction);
    const retried = (options?.readWrite as JsonObject | undefined)?.retryTransaction;
    if (typeof retried === 'string') this.end(retried);
    return transaction;
  }

  /** The live transaction with this id, or ABORTED/INVALID_ARGUMENT as production answers. */
  get(database: string, id: string): Transaction {
    const transaction = this.transactions.get(id);
    if (!transaction) {
      throw new RpcError(
        Code.INVALID_ARGUMENT,
        'Transaction is invalid or has expired; start a new one.',
      );
    }
    if (transaction.database !== database) {
      throw new RpcError(Code.INVALID_ARGUMENT, 'Transaction belongs to another database.');
    }
    transaction.lastActivity = Date.now();
    return transaction;
  }

  /** Ends a transaction (commit, rollback or expiry) and releases its locks. */
  end(id: string): void {
    const transaction = this.transactions.get(id);
    if (!transaction) return;
    this.transactions.delete(id);
    this.locks.releaseAll(transaction);
  }

  close(): void {
    clearInterval(this.sweeper);
    for (const id of [...this.transactions.keys()]) this.end(id);
  }

  private expireIdle(): void {
    const deadline = Date.now() - this.idleTimeoutMs;
    for (const transaction of [...this.transactions.values()]) {
      if (transaction.lastActivity < deadline) this.end(transaction.id);
    }
  }
}
