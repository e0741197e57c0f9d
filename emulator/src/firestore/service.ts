// The google.firestore.v1.Firestore service over the emulator's state, speaking proto3 JSON
// (see ../rpc/contract.ts). Transports (gRPC, WebChannel/HTTP) call these functions.
import {
  Code,
  RpcError,
  type CallContext,
  type FirestoreRpcs,
  type JsonObject,
  type StreamPeer,
} from '../rpc/contract.js';
import { guardListen } from './access/listen-guard.js';
import { requireOwner } from './access/owner-only.js';
import { authorizeGets, authorizeQuery } from './access/read-checks.js';
import { aggregate, checkAggregations } from './aggregation.js';
import { createDocumentRpcs, type ExtraFirestoreRpcs } from './document-rpcs.js';
import { projectFields } from './fields.js';
import { ListenSession } from './listen.js';
import { explainMetrics, explainOptionsOf, type Execution } from './explain.js';
import { documentPathOf, parentPathOf, parseDatabaseName, parseFieldPath } from './paths.js';
import { projectDocument, type CompiledQuery } from './query.js';
import { asRpcError, createServiceCore, databaseOf, guarded } from './service-core.js';
import type { EmulatorState } from './state.js';
import { documentJson } from './store.js';
import { formatMicros } from './timestamps.js';
import { WriteSession } from './write-stream.js';
import { writeResultJson, type WriteOutcome } from './writes.js';

export type { ExtraFirestoreRpcs } from './document-rpcs.js';

/** The service, plus what tests and the server need beyond the RPCs. */
export interface FirestoreService extends FirestoreRpcs, ExtraFirestoreRpcs {
  /** Ends every open Listen and Write stream with UNAVAILABLE, as a server restart would. */
  dropStreams(): void;
}

export function createFirestoreRpcs(state: EmulatorState): FirestoreService {
  const { store, clock, transactions } = state;
  const core = createServiceCore(state);
  const {
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
  } = core;

  /**
   * What RunQuery and RunAggregationQuery share: the query compiled and authorized, then its
   * results inside the request's transaction or at its past read time.
   */
  async function readQuery(
    context: CallContext,
    database: ReturnType<typeof databaseOf>,
    request: JsonObject,
    structuredQuery: unknown,
  ) {
    const query = compileRequestQuery(database, request.parent, structuredQuery);
    authorizeQuery(state, context, query);
    const { transaction, begun } = readTransaction(database, request);
    const pastTime = pastReadTime(database, request, transaction);
    const started = performance.now();
    const run =
      pastTime === undefined
        ? await queryInTransaction(database, query, transaction)
        : queryAt(database, query, pastTime);
    const milliseconds = performance.now() - started;
    const readTime = formatMicros(pastTime ?? clock.latest());
    return { query, run, milliseconds, transaction, begun, readTime };
  }

  /** Explain without analysing: the plan only, the query compiled and authorized but not run. */
  function planOnly(
    context: CallContext,
    database: ReturnType<typeof databaseOf>,
    request: JsonObject,
    structuredQuery: unknown,
  ): JsonObject[] {
    const query = compileRequestQuery(database, request.parent, structuredQuery);
    authorizeQuery(state, context, query);
    return [
      { explainMetrics: explainMetrics(query, state.indexes.plan(query).indexesUsed, undefined) },
    ];
  }

  /** Adds the analysed query's metrics to its last response, where production sends them. */
  function withMetrics(
    responses: JsonObject[],
    query: CompiledQuery,
    execution: Execution,
  ): JsonObject[] {
    const metrics = explainMetrics(query, state.indexes.plan(query).indexesUsed, execution);
    const last = responses.at(-1) as JsonObject;
    return [...responses.slice(0, -1), { ...last, explainMetrics: metrics }];
  }

  const service: FirestoreService = {
    listen(context: CallContext, peer: StreamPeer) {
      const session = new ListenSession(state, context, peer, () => state.streams.delete(stream));
      const stream = {
        drop: () => session.fail(new RpcError(Code.UNAVAILABLE, 'The emulator closed the stream.')),
      };
      state.streams.add(stream);
      return guardListen(state, context, peer, session);
    },

    write(context: CallContext, peer: StreamPeer) {
      const session = new WriteSession(context, peer, (callContext, database, writes) => {
        parseDatabaseName(database);
        return commitBatch(database, writes, undefined, callContext);
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
          result = await applyBatch(database, writes, transaction, context);
        } finally {
          transactions.end(transaction.id);
        }
        // Its locks are free by now, so the transactions waiting on them share the fsync.
        await store.durable();
      } else {
        result = await commitBatch(database, writes, undefined, context);
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
      authorizeGets(state, context, database, paths);
      const { transaction, begun } = readTransaction(database, request);
      await lockReads(database, transaction, paths);
      const mask = (request.mask as JsonObject | undefined)?.fieldPaths as string[] | undefined;
      const pastTime = pastReadTime(database, request, transaction);
      const readTime = formatMicros(pastTime ?? clock.latest());
      state.reads.add(database, paths.length);
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
      const explain = explainOptionsOf(request);
      if (explain && !explain.analyze) {
        return planOnly(context, database, request, request.structuredQuery);
      }
      const { query, run, milliseconds, transaction, begun, readTime } = await readQuery(
        context,
        database,
        request,
        request.structuredQuery,
      );
      state.reads.addQuery(database, run.documents.length);
      let responses = run.documents.map((document): JsonObject => ({
        document: documentJson(database, projectDocument(query, document)),
        readTime,
      }));
      if (responses.length === 0) responses.push({ readTime });
      if (explain)
        responses = withMetrics(responses, query, { run, milliseconds, aggregation: false });
      return withTransaction(responses, transaction, begun, readTime);
    }),

    runAggregationQuery: guarded(async (context, request: JsonObject) => {
      const database = databaseOf(context, request);
      const aggregation = request.structuredAggregationQuery as JsonObject | undefined;
      if (!aggregation) throw new RpcError(Code.INVALID_ARGUMENT, 'Missing aggregation query.');
      const aggregations = (aggregation.aggregations as JsonObject[] | undefined) ?? [];
      checkAggregations(aggregations);
      const explain = explainOptionsOf(request);
      if (explain && !explain.analyze) {
        return planOnly(context, database, request, aggregation.structuredQuery);
      }
      const { query, run, milliseconds, transaction, begun, readTime } = await readQuery(
        context,
        database,
        request,
        aggregation.structuredQuery,
      );
      state.reads.addAggregation(database, run.documents.length);
      const started = performance.now();
      const aggregateFields = aggregate(aggregations, run.documents);
      const total = milliseconds + performance.now() - started;
      let responses: JsonObject[] = [{ result: { aggregateFields }, readTime }];
      if (explain)
        responses = withMetrics(responses, query, { run, milliseconds: total, aggregation: true });
      return withTransaction(responses, transaction, begun, readTime);
    }),

    batchWrite: guarded(async (context, request: JsonObject) => {
      const database = databaseOf(context, request);
      const writes = (request.writes as JsonObject[] | undefined) ?? [];
      const writeResults: JsonObject[] = [];
      const status: JsonObject[] = [];
      for (const write of writes) {
        try {
          const { outcomes } = await applyBatch(database, [write], undefined, context);
          writeResults.push(writeResultJson(outcomes[0] as WriteOutcome));
          status.push({ code: Code.OK });
        } catch (error) {
          const rpcError = asRpcError(error);
          writeResults.push({});
          status.push({ code: rpcError.code, message: rpcError.message });
        }
      }
      // One wait for the whole batch: its writes share the journal's fsync.
      await store.durable();
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
      // Collection names are not data rules govern: production lists them to the owner only.
      requireOwner(context);
      const parent = parentPathOf(database, String(request.parent ?? ''));
      const pageSize = Number(request.pageSize ?? 0) || Infinity;
      const after = typeof request.pageToken === 'string' ? request.pageToken : '';
      const all = store.collectionIds(database, parent).filter((id) => after === '' || id > after);
      const page = all.slice(0, pageSize);
      const more = all.length > page.length;
      return { collectionIds: page, nextPageToken: more ? (page.at(-1) ?? '') : '' };
    }),

    ...createDocumentRpcs(state, core),

    dropStreams() {
      for (const stream of [...state.streams]) stream.drop();
    },
  };
  return service;
}
