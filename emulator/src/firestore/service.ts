// The google.firestore.v1.Firestore service over the emulator's state, speaking proto3 JSON
// (see ../rpc/contract.ts). Transports (gRPC, WebChannel/HTTP) call these functions.
import {
  Code,
  RpcError,
  type CallContext,
  type FirestoreRpcs,
  type JsonObject,
  type StreamPeer,
  type UnaryRpc,
} from '../rpc/contract.js';
import { randomBytes } from 'node:crypto';
import { aggregate } from './aggregation.js';
import { projectFields } from './fields.js';
import { ListenSession } from './listen.js';
import { documentPathOf, parentPathOf, parseDatabaseName, parseFieldPath } from './paths.js';
import {
  candidates,
  compileQuery,
  inScope,
  projectDocument,
  runQuery,
  type CompiledQuery,
} from './query.js';
import type { EmulatorState } from './state.js';
import { documentJson, type StoredDocument } from './store.js';
import { formatMicros, parseMicros } from './timestamps.js';
import type { Transaction } from './transactions.js';
import { WriteSession } from './write-stream.js';
import { commitWrites, writeResultJson, writeTarget, type WriteOutcome } from './writes.js';

/** Methods beyond the contract that the gRPC transport serves when present. */
export interface ExtraFirestoreRpcs {
  getDocument: UnaryRpc;
  listDocuments: UnaryRpc;
  createDocument: UnaryRpc;
  updateDocument: UnaryRpc;
  deleteDocument: UnaryRpc;
  partitionQuery: UnaryRpc;
}

/** The service, plus what tests and the server need beyond the RPCs. */
export interface FirestoreService extends FirestoreRpcs, ExtraFirestoreRpcs {
  /** Ends every open Listen and Write stream with UNAVAILABLE, as a server restart would. */
  dropStreams(): void;
}

const RESOURCE_UNDER_DATABASE = /^(projects\/[^/]+\/databases\/[^/]+)(?:\/documents(?:\/.*)?)?$/;

/** The database a request addresses: its `database` field, else its parent, else the call's. */
function databaseOf(context: CallContext, request: JsonObject): string {
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

function asRpcError(error: unknown): RpcError {
  if (error instanceof RpcError) return error;
  return new RpcError(Code.INTERNAL, error instanceof Error ? error.message : String(error));
}

/** Runs a handler and turns any unexpected exception into an RPC status. */
function guarded<Request, Response>(
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

export function createFirestoreRpcs(state: EmulatorState): FirestoreService {
  const { store, history, clock, locks, transactions, indexes } = state;
  const lockKey = (database: string, path: string): string => `${database}/documents/${path}`;

  /** Applies writes atomically once their documents are free (or held by `transaction`). */
  async function commitBatch(
    database: string,
    writes: JsonObject[],
    transaction?: Transaction,
  ): Promise<{ commitTime: number; outcomes: WriteOutcome[] }> {
    const keys = writes.map((write) => lockKey(database, writeTarget(database, write)));
    const owner: object = transaction ?? {};
    await locks.acquireAll(owner, keys);
    try {
      const commitTime = clock.tick();
      return { commitTime, outcomes: commitWrites(store, database, writes, commitTime) };
    } finally {
      if (!transaction) locks.releaseAll(owner);
    }
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

  /** Read-write transactions lock what they read; a failed wait aborts the transaction. */
  async function lockReads(
    database: string,
    transaction: Transaction | undefined,
    paths: string[],
  ): Promise<void> {
    if (!transaction || transaction.readOnly) return;
    try {
      for (const path of paths) await locks.acquire(transaction, lockKey(database, path));
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
  ): Promise<StoredDocument[]> {
    let results = runQuery(store, query);
    if (transaction && !transaction.readOnly) {
      await lockReads(
        database,
        transaction,
        results.map((document) => document.path),
      );
      results = runQuery(store, query);
    }
    return results;
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
  function queryAt(database: string, query: CompiledQuery, time: number): StoredDocument[] {
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
    return runQuery(store, query, source);
  }

  function compileRequestQuery(
    database: string,
    parent: unknown,
    structured: unknown,
    explainOptions?: unknown,
  ): CompiledQuery {
    if (typeof parent !== 'string') throw new RpcError(Code.INVALID_ARGUMENT, 'Missing parent.');
    if (!structured) throw new RpcError(Code.INVALID_ARGUMENT, 'Missing structured query.');
    if (explainOptions) {
      throw new RpcError(Code.UNIMPLEMENTED, 'Query explain is not supported by this emulator.');
    }
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

  const service: FirestoreService = {
    listen(context: CallContext, peer: StreamPeer) {
      const session = new ListenSession(state, context, peer, () => state.streams.delete(stream));
      const stream = {
        drop: () => session.fail(new RpcError(Code.UNAVAILABLE, 'The emulator closed the stream.')),
      };
      state.streams.add(stream);
      return session;
    },

    write(context: CallContext, peer: StreamPeer) {
      const session = new WriteSession(context, peer, (_context, database, writes) => {
        parseDatabaseName(database);
        return commitBatch(database, writes);
      });
      let dropped = false;
      const stream = {
        drop: () => {
          if (dropped) return;
          dropped = true;
          session.close();
          peer.fail(new RpcError(Code.UNAVAILABLE, 'The emulator closed the stream.'));
        },
      };
      state.streams.add(stream);
      return {
        receive: (message: JsonObject) => session.receive(message),
        close: () => {
          session.close();
          state.streams.delete(stream);
        },
      };
    },

    commit: guarded(async (context, request: JsonObject) => {
      const database = databaseOf(context, request);
      const writes = (request.writes as JsonObject[] | undefined) ?? [];
      let result: { commitTime: number; outcomes: WriteOutcome[] };
      if (typeof request.transaction === 'string' && request.transaction !== '') {
        const transaction = transactions.get(database, request.transaction);
        if (transaction.readOnly && writes.length > 0) {
          transactions.end(transaction.id);
          throw new RpcError(Code.INVALID_ARGUMENT, 'Cannot write in a read-only transaction.');
        }
        try {
          result = await commitBatch(database, writes, transaction);
        } finally {
          transactions.end(transaction.id);
        }
      } else {
        result = await commitBatch(database, writes);
      }
      return {
        writeResults: result.outcomes.map(writeResultJson),
        commitTime: formatMicros(result.commitTime),
      };
    }),

    batchGetDocuments: guarded(async (context, request: JsonObject) => {
      const database = databaseOf(context, request);
      const names = (request.documents as string[] | undefined) ?? [];
      const paths = names.map((name) => documentPathOf(database, name));
      const { transaction, begun } = readTransaction(database, request);
      await lockReads(database, transaction, paths);
      const mask = (request.mask as JsonObject | undefined)?.fieldPaths as string[] | undefined;
      const pastTime = pastReadTime(database, request, transaction);
      const readTime = formatMicros(pastTime ?? clock.latest());
      const responses = paths.map((path, index): JsonObject => {
        const document = documentAt(database, path, pastTime);
        if (!document) return { missing: names[index] as string, readTime };
        const fields = mask
          ? projectFields(document.fields, mask.map(parseFieldPath))
          : document.fields;
        return { found: documentJson(database, { ...document, fields }), readTime };
      });
      return withTransaction(responses, transaction, begun, readTime);
    }),

    runQuery: guarded(async (context, request: JsonObject) => {
      const database = databaseOf(context, request);
      const query = compileRequestQuery(
        database,
        request.parent,
        request.structuredQuery,
        request.explainOptions,
      );
      const { transaction, begun } = readTransaction(database, request);
      const pastTime = pastReadTime(database, request, transaction);
      const results =
        pastTime === undefined
          ? await queryInTransaction(database, query, transaction)
          : queryAt(database, query, pastTime);
      const readTime = formatMicros(pastTime ?? clock.latest());
      const responses = results.map((document): JsonObject => ({
        document: documentJson(database, projectDocument(query, document)),
        readTime,
      }));
      if (responses.length === 0) responses.push({ readTime });
      return withTransaction(responses, transaction, begun, readTime);
    }),

    runAggregationQuery: guarded(async (context, request: JsonObject) => {
      const database = databaseOf(context, request);
      const aggregation = request.structuredAggregationQuery as JsonObject | undefined;
      if (!aggregation) throw new RpcError(Code.INVALID_ARGUMENT, 'Missing aggregation query.');
      const query = compileRequestQuery(
        database,
        request.parent,
        aggregation.structuredQuery,
        request.explainOptions,
      );
      const { transaction, begun } = readTransaction(database, request);
      const pastTime = pastReadTime(database, request, transaction);
      const results =
        pastTime === undefined
          ? await queryInTransaction(database, query, transaction)
          : queryAt(database, query, pastTime);
      const readTime = formatMicros(pastTime ?? clock.latest());
      const aggregations = (aggregation.aggregations as JsonObject[] | undefined) ?? [];
      const responses: JsonObject[] = [
        { result: { aggregateFields: aggregate(aggregations, results) }, readTime },
      ];
      return withTransaction(responses, transaction, begun, readTime);
    }),

    batchWrite: guarded(async (context, request: JsonObject) => {
      const database = databaseOf(context, request);
      const writes = (request.writes as JsonObject[] | undefined) ?? [];
      const writeResults: JsonObject[] = [];
      const status: JsonObject[] = [];
      for (const write of writes) {
        try {
          const { outcomes } = await commitBatch(database, [write]);
          writeResults.push(writeResultJson(outcomes[0] as WriteOutcome));
          status.push({ code: Code.OK });
        } catch (error) {
          const rpcError = asRpcError(error);
          writeResults.push({});
          status.push({ code: rpcError.code, message: rpcError.message });
        }
      }
      return { writeResults, status };
    }),

    beginTransaction: guarded(async (context, request: JsonObject) => {
      const database = databaseOf(context, request);
      const transaction = transactions.begin(database, request.options as JsonObject | undefined);
      return { transaction: transaction.id };
    }),

    rollback: guarded(async (context, request: JsonObject) => {
      const database = databaseOf(context, request);
      if (typeof request.transaction !== 'string' || request.transaction === '') {
        throw new RpcError(Code.INVALID_ARGUMENT, 'Missing transaction.');
      }
      transactions.get(database, request.transaction);
      transactions.end(request.transaction);
      return {};
    }),

    listCollectionIds: guarded(async (context, request: JsonObject) => {
      const database = databaseOf(context, request);
      const parent = parentPathOf(database, String(request.parent ?? ''));
      const pageSize = Number(request.pageSize ?? 0) || Infinity;
      const after = typeof request.pageToken === 'string' ? request.pageToken : '';
      const all = store.collectionIds(database, parent).filter((id) => after === '' || id > after);
      const page = all.slice(0, pageSize);
      const more = all.length > page.length;
      return { collectionIds: page, nextPageToken: more ? (page.at(-1) ?? '') : '' };
    }),

    getDocument: guarded(async (context, request: JsonObject) => {
      const database = databaseOf(context, { ...request, parent: request.name ?? null });
      const name = String(request.name ?? '');
      const path = documentPathOf(database, name);
      const { transaction } = readTransaction(database, request);
      await lockReads(database, transaction, [path]);
      const document = documentAt(database, path, pastReadTime(database, request, transaction));
      if (!document) throw new RpcError(Code.NOT_FOUND, `Document "${name}" not found.`);
      const mask = (request.mask as JsonObject | undefined)?.fieldPaths as string[] | undefined;
      const fields = mask
        ? projectFields(document.fields, mask.map(parseFieldPath))
        : document.fields;
      return documentJson(database, { ...document, fields });
    }),

    listDocuments: guarded(async (context, request: JsonObject) => {
      const database = databaseOf(context, request);
      const parent = parentPathOf(database, String(request.parent ?? ''));
      const collectionId = String(request.collectionId ?? '');
      if (collectionId === '') {
        throw new RpcError(Code.INVALID_ARGUMENT, 'ListDocuments needs a collection id.');
      }
      const collectionPath = parent === '' ? collectionId : `${parent}/${collectionId}`;
      const mask = (request.mask as JsonObject | undefined)?.fieldPaths as string[] | undefined;
      const entries: { id: string; json: JsonObject }[] = [];
      for (const document of store.collection(database, collectionPath)) {
        const fields = mask
          ? projectFields(document.fields, mask.map(parseFieldPath))
          : document.fields;
        entries.push({
          id: document.path.slice(collectionPath.length + 1),
          json: documentJson(database, { ...document, fields }),
        });
      }
      if (request.showMissing === true) {
        for (const id of store.missingDocumentIds(database, collectionPath)) {
          entries.push({ id, json: { name: `${database}/documents/${collectionPath}/${id}` } });
        }
      }
      entries.sort((left, right) => (left.id < right.id ? -1 : left.id > right.id ? 1 : 0));
      const after = typeof request.pageToken === 'string' ? request.pageToken : '';
      const remaining = entries.filter((entry) => after === '' || entry.id > after);
      const pageSize = Number(request.pageSize ?? 0) || Infinity;
      const page = remaining.slice(0, pageSize);
      const more = remaining.length > page.length;
      return {
        documents: page.map((entry) => entry.json),
        nextPageToken: more ? (page.at(-1)?.id ?? '') : '',
      };
    }),

    createDocument: guarded(async (context, request: JsonObject) => {
      const database = databaseOf(context, request);
      const parent = parentPathOf(database, String(request.parent ?? ''));
      const id =
        typeof request.documentId === 'string' && request.documentId !== ''
          ? request.documentId
          : randomBytes(15).toString('base64url').slice(0, 20);
      const path = `${parent === '' ? '' : `${parent}/`}${String(request.collectionId ?? '')}/${id}`;
      const document = (request.document as JsonObject | undefined) ?? {};
      const write: JsonObject = {
        update: { ...document, name: `${database}/documents/${path}` },
        currentDocument: { exists: false },
      };
      await commitBatch(database, [write]);
      return maskedDocument(database, path, request.mask);
    }),

    updateDocument: guarded(async (context, request: JsonObject) => {
      const document = request.document as JsonObject | undefined;
      if (!document || typeof document.name !== 'string') {
        throw new RpcError(Code.INVALID_ARGUMENT, 'UpdateDocument needs a document name.');
      }
      const database = databaseOf(context, { parent: document.name });
      const write: JsonObject = { update: document };
      if (request.updateMask) write.updateMask = request.updateMask;
      if (request.currentDocument) write.currentDocument = request.currentDocument;
      await commitBatch(database, [write]);
      return maskedDocument(database, documentPathOf(database, document.name), request.mask);
    }),

    deleteDocument: guarded(async (context, request: JsonObject) => {
      const database = databaseOf(context, { parent: request.name ?? null });
      const write: JsonObject = { delete: String(request.name ?? '') };
      if (request.currentDocument) write.currentDocument = request.currentDocument;
      await commitBatch(database, [write]);
      return {};
    }),

    // No split points: one partition covering everything is a valid answer, and the SDKs then
    // query the whole collection group at once.
    partitionQuery: guarded(async (context, request: JsonObject) => {
      const database = databaseOf(context, request);
      compileRequestQuery(database, request.parent, request.structuredQuery);
      return { partitions: [], nextPageToken: '' };
    }),

    dropStreams() {
      for (const stream of [...state.streams]) stream.drop();
    },
  };
  return service;
}
