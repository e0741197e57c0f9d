// What the Firestore RPCs share: locking commits, transactions for reads, reads at a past time,
// query compilation with index checks, and turning failures into RPC statuses.
import { Code, RpcError, type CallContext, type JsonObject } from '../rpc/contract.js';
import { authorizeWrites } from './access/write-checks.js';
import { projectFields } from './fields.js';
import { parseDatabaseName, parseFieldPath } from './paths.js';
import {
  candidates,
  compileQuery,
  executeQuery,
  inScope,
  type CompiledQuery,
  type QueryRun,
} from './query.js';
import type { EmulatorState } from './state.js';
import { documentJson, type StoredDocument } from './store.js';
import { parseMicros } from './timestamps.js';
import type { Transaction } from './transactions.js';
import { commitWrites, writeTarget, type WriteOutcome } from './writes.js';

const RESOURCE_UNDER_DATABASE = /^(projects\/[^/]+\/databases\/[^/]+)(?:\/documents(?:\/.*)?)?$/;

/** The database a request addresses: its `database` field, else its parent, else the call's. */
export function databaseOf(context: CallContext, request: JsonObject): string {
  const named =
    typeof request.database === 'string' && request.database !== ''
      ? request.database
      : typeof request.parent === 'string'
        ? RESOURCE_UNDER_DATABASE.exec(request.parent)?.[1]
        : undefined;
  const database = named ?? context.database;
  parseDatabaseName(database);
  return database;
}

export function asRpcError(error: unknown): RpcError {
  if (error instanceof RpcError) return error;
  return new RpcError(Code.INTERNAL, error instanceof Error ? error.message : String(error));
}

/** Runs a handler and turns any unexpected exception into an RPC status. */
export function guarded<Request, Response>(
  handler: (context: CallContext, request: Request) => Promise<Response>,
): (context: CallContext, request: Request) => Promise<Response> {
  return async (context, request) => {
    try {
      return await handler(context, request);
    } catch (error) {
      throw asRpcError(error);
    }
  };
}

export type ServiceCore = ReturnType<typeof createServiceCore>;

export function createServiceCore(state: EmulatorState) {
  const { store, history, clock, locks, transactions, indexes } = state;
  const lockKey = (database: string, path: string): string => `${database}/documents/${path}`;

  /**
   * Applies writes atomically once their documents are free (or held by `transaction`). With the
   * caller's `context`, rules decide the writes first, under the same locks and commit time.
   * Resolves as soon as they are applied: the caller answers only after `store.durable()`.
   */
  async function applyBatch(
    database: string,
    writes: JsonObject[],
    transaction?: Transaction,
    context?: CallContext,
  ): Promise<{ commitTime: number; outcomes: WriteOutcome[] }> {
    const keys = writes.map((write) => lockKey(database, writeTarget(database, write)));
    const owner: object = transaction ?? {};
    await locks.acquireAll(owner, keys);
    try {
      const commitTime = clock.tick();
      authorizeWrites(state, context, database, writes, commitTime);
      return { commitTime, outcomes: commitWrites(store, database, writes, commitTime) };
    } finally {
      if (!transaction) locks.releaseAll(owner);
    }
  }

  /**
   * applyBatch, resolved once the commit is on disk (with a data folder), so that a write is
   * acknowledged only when a crash can no longer lose it. The locks are released before the
   * wait: commits that follow share the fsync (group commit) rather than queue behind it.
   */
  async function commitBatch(
    database: string,
    writes: JsonObject[],
    transaction?: Transaction,
    context?: CallContext,
  ): Promise<{ commitTime: number; outcomes: WriteOutcome[] }> {
    const result = await applyBatch(database, writes, transaction, context);
    await store.durable();
    return result;
  }

  /** The transaction a read runs in: an existing one, or one it begins (`newTransaction`). */
  function readTransaction(
    database: string,
    request: JsonObject,
  ): { transaction: Transaction | undefined; begun: boolean } {
    if (typeof request.transaction === 'string' && request.transaction !== '') {
      return { transaction: transactions.get(database, request.transaction), begun: false };
    }
    if (request.newTransaction) {
      const options = request.newTransaction as JsonObject;
      return { transaction: transactions.begin(database, options), begun: true };
    }
    return { transaction: undefined, begun: false };
  }

  /**
   * Read-write transactions lock what they read, shared: other transactions may read it too, and
   * no one may write it until they end. A failed wait aborts the transaction.
   */
  async function lockReads(
    database: string,
    transaction: Transaction | undefined,
    paths: string[],
  ): Promise<void> {
    if (!transaction || transaction.readOnly) return;
    try {
      for (const path of paths) await locks.acquire(transaction, lockKey(database, path), 'shared');
    } catch (error) {
      transactions.end(transaction.id);
      throw error;
    }
  }

  function withTransaction(
    responses: JsonObject[],
    transaction: Transaction | undefined,
    begun: boolean,
    readTime: string,
  ): JsonObject[] {
    if (!begun || !transaction) return responses;
    if (responses.length === 0) return [{ transaction: transaction.id, readTime }];
    const [first, ...rest] = responses as [JsonObject, ...JsonObject[]];
    return [{ transaction: transaction.id, ...first }, ...rest];
  }

  async function queryInTransaction(
    database: string,
    query: CompiledQuery,
    transaction: Transaction | undefined,
  ): Promise<QueryRun> {
    let run = executeQuery(query, candidates(store, query));
    if (!transaction || transaction.readOnly) return run;
    // Every document the answer holds is locked, as production locks a query's results: one
    // that joined the results while the transaction waited for the others' locks is locked too,
    // or a commit could change it unseen between the read and this transaction's own commit.
    const locked = new Set<string>();
    for (;;) {
      const paths = run.documents.map((document) => document.path);
      const unlocked = paths.filter((path) => !locked.has(path));
      if (unlocked.length === 0) return run;
      await lockReads(database, transaction, unlocked);
      for (const path of unlocked) locked.add(path);
      run = executeQuery(query, candidates(store, query));
    }
  }

  /**
   * The past time a read asks for (its `readTime`, or its read-only transaction's), or undefined
   * to read the current state.
   */
  function pastReadTime(
    database: string,
    request: JsonObject,
    transaction: Transaction | undefined,
  ): number | undefined {
    const requested =
      typeof request.readTime === 'string' ? parseMicros(request.readTime) : transaction?.readTime;
    if (requested === undefined || requested >= clock.latest()) return undefined;
    history.checkRetained(database, requested);
    return requested;
  }

  function documentAt(database: string, path: string, time: number | undefined) {
    const current = store.get(database, path);
    return time === undefined ? current : history.stateAt(database, path, time, current);
  }

  /** A query over the documents as they were at `time`. */
  function queryAt(database: string, query: CompiledQuery, time: number): QueryRun {
    const seen = new Set<string>();
    const source: StoredDocument[] = [];
    const add = (path: string): void => {
      if (seen.has(path)) return;
      seen.add(path);
      const document = documentAt(database, path, time);
      if (document) source.push(document);
    };
    for (const document of candidates(store, query)) add(document.path);
    for (const path of history.pathsChangedAfter(database, time)) {
      if (inScope(query, path)) add(path);
    }
    return executeQuery(query, source);
  }

  function compileRequestQuery(
    database: string,
    parent: unknown,
    structured: unknown,
  ): CompiledQuery {
    if (typeof parent !== 'string') throw new RpcError(Code.INVALID_ARGUMENT, 'Missing parent.');
    if (!structured) throw new RpcError(Code.INVALID_ARGUMENT, 'Missing structured query.');
    const query = compileQuery(database, parent, structured as JsonObject);
    indexes.check(query);
    return query;
  }

  function maskedDocument(database: string, path: string, mask: unknown): JsonObject {
    const document = store.get(database, path);
    if (!document) throw new RpcError(Code.NOT_FOUND, `Document "${path}" not found.`);
    const fieldPaths = (mask as JsonObject | undefined)?.fieldPaths as string[] | undefined;
    const fields = fieldPaths
      ? projectFields(document.fields, fieldPaths.map(parseFieldPath))
      : document.fields;
    return documentJson(database, { ...document, fields });
  }

  return {
    applyBatch,
    commitBatch,
    readTransaction,
    lockReads,
    withTransaction,
    queryInTransaction,
    pastReadTime,
    documentAt,
    queryAt,
    compileRequestQuery,
    maskedDocument,
  };
}
