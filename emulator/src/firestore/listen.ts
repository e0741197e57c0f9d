// The Listen stream: targets for documents and queries. For each added target: ADD, a
// documentChange per match, CURRENT with a resume token, then a global NO_CHANGE snapshot (empty
// targetIds, readTime). Each later commit yields documentChange messages (with removedTargetIds
// for a document that stays but leaves a target) and documentDelete, then a new global snapshot;
// read times only move forward. A resumed target (resume
// token or read time) gets ADD, RESET and its full current results, not the changes since the
// token: the version history (history.ts) serves reads at a past time, not a target's deltas.
import {
  Code,
  RpcError,
  type CallContext,
  type JsonObject,
  type StreamHandler,
  type StreamPeer,
} from '../rpc/contract.js';
import type { MonotonicClock } from './clock.js';
import type { IndexEnforcer } from './indexes.js';
import type { ReadMeter } from './read-meter.js';
import { documentPathOf } from './paths.js';
import { compileQuery, documentMatches, runQuery, type CompiledQuery } from './query.js';
import {
  documentJson,
  type CommitEvent,
  type DocumentStore,
  type StoredDocument,
} from './store.js';
import { formatMicros, parseMicros } from './timestamps.js';

export interface ListenDependencies {
  store: DocumentStore;
  clock: MonotonicClock;
  indexes: IndexEnforcer;
  reads: ReadMeter;
}

interface Target {
  id: number;
  /** Document paths of a documents target. */
  documents: Set<string> | undefined;
  query: CompiledQuery | undefined;
  /** The query as the client sent it: listeners of one query share its results per commit. */
  queryKey: string | undefined;
  /** What the client holds for this target: path -> update time. */
  sent: Map<string, number>;
}

function resumeTokenFor(readTime: number): string {
  return Buffer.from(`t${readTime}`).toString('base64');
}

/** The time a resumed target's client last saw (its resume token or read time), else null. */
function resumedAt(spec: JsonObject): number | null {
  if (typeof spec.resumeToken === 'string' && spec.resumeToken !== '') {
    const micros = /^t(\d+)$/.exec(Buffer.from(spec.resumeToken, 'base64').toString())?.[1];
    if (micros) return Number(micros);
  }
  return typeof spec.readTime === 'string' ? parseMicros(spec.readTime) : null;
}

function targetChange(type: string, targetIds: number[], extra: JsonObject = {}): JsonObject {
  return { targetChange: { targetChangeType: type, targetIds, ...extra } };
}

/** A changed document sent to a target still holding it (a removal is not a read). */
function isDocumentRead(message: JsonObject): boolean {
  const change = message.documentChange as { targetIds?: number[] } | undefined;
  return (change?.targetIds?.length ?? 0) > 0;
}

/** A Listen target's document paths, or its compiled query. */
export interface ParsedTarget {
  documents: Set<string> | undefined;
  query: CompiledQuery | undefined;
}

/**
 * A target's documents or query, validated (names, reserved ids, the query's shape); throws the
 * INVALID_ARGUMENT production answers a malformed target with.
 */
export function parseTarget(database: string, spec: JsonObject): ParsedTarget {
  if (spec.documents) {
    const names = ((spec.documents as JsonObject).documents as string[] | undefined) ?? [];
    return {
      documents: new Set(names.map((name) => documentPathOf(database, name))),
      query: undefined,
    };
  }
  if (spec.query) {
    const query = spec.query as JsonObject;
    const compiled = compileQuery(
      database,
      String(query.parent ?? ''),
      (query.structuredQuery ?? {}) as JsonObject,
    );
    return { documents: undefined, query: compiled };
  }
  throw new RpcError(Code.INVALID_ARGUMENT, 'A target needs documents or a query.');
}

export class ListenSession implements StreamHandler {
  private readonly targets = new Map<number, Target>();
  private database: string;
  private lastReadTime = 0;
  private closed = false;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly deps: ListenDependencies,
    context: CallContext,
    private readonly peer: StreamPeer,
    private readonly onClose: (session: ListenSession) => void,
  ) {
    this.database = context.database;
    this.unsubscribe = deps.store.subscribe((event) => this.onCommit(event));
  }

  receive(message: JsonObject): void {
    if (this.closed) return;
    try {
      if (typeof message.database === 'string' && message.database !== '') {
        this.database = message.database;
      }
      if (message.addTarget) this.addTarget(message.addTarget as JsonObject);
      else if (message.removeTarget !== undefined) this.removeTarget(Number(message.removeTarget));
    } catch (error) {
      this.fail(error instanceof RpcError ? error : new RpcError(Code.INTERNAL, String(error)));
    }
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.unsubscribe();
    this.targets.clear();
    this.onClose(this);
  }

  /** Ends the stream with an error (the client reconnects and resumes). */
  fail(error: RpcError): void {
    if (this.closed) return;
    this.peer.fail(error);
    this.close();
  }

  private nextReadTime(candidate: number): number {
    this.lastReadTime = Math.max(this.lastReadTime, candidate);
    return this.lastReadTime;
  }

  private globalSnapshot(readTime: number): void {
    this.peer.send(
      targetChange('NO_CHANGE', [], {
        resumeToken: resumeTokenFor(readTime),
        readTime: formatMicros(readTime),
      }),
    );
  }

  private addTarget(spec: JsonObject): void {
    const id = Number(spec.targetId ?? 0);
    let target: Target;
    let results: StoredDocument[];
    try {
      target = this.compileTarget(id, spec);
      results = this.currentResults(target);
    } catch (error) {
      const rpcError =
        error instanceof RpcError ? error : new RpcError(Code.INTERNAL, String(error));
      this.peer.send(
        targetChange('REMOVE', [id], {
          cause: { code: rpcError.code, message: rpcError.message },
        }),
      );
      return;
    }
    this.targets.set(id, target);
    this.deps.reads.addListen(this.database, results, resumedAt(spec), this.deps.clock.latest());
    this.peer.send(targetChange('ADD', [id]));
    if (spec.resumeToken || spec.readTime) this.peer.send(targetChange('RESET', [id]));
    for (const document of results) {
      target.sent.set(document.path, document.updateTime);
      this.peer.send(this.documentChange(document, [id], []));
    }
    const readTime = this.nextReadTime(this.deps.clock.latest());
    const token = resumeTokenFor(readTime);
    this.peer.send(
      targetChange('CURRENT', [id], { resumeToken: token, readTime: formatMicros(readTime) }),
    );
    this.globalSnapshot(readTime);
  }

  private compileTarget(id: number, spec: JsonObject): Target {
    const { documents, query } = parseTarget(this.database, spec);
    if (query) {
      if (query.nearest) {
        // As production: vector search answers once; it has no real-time form.
        throw new RpcError(Code.INVALID_ARGUMENT, 'Vector search queries cannot be listened to.');
      }
      this.deps.indexes.check(query);
    }
    const queryKey = query ? JSON.stringify(spec.query) : undefined;
    return { id, documents, query, queryKey, sent: new Map() };
  }

  private currentResults(target: Target): StoredDocument[] {
    if (target.query) return runQuery(this.deps.store, target.query);
    const found: StoredDocument[] = [];
    for (const path of target.documents ?? []) {
      const document = this.deps.store.get(this.database, path);
      if (document) found.push(document);
    }
    return found;
  }

  private removeTarget(id: number): void {
    this.targets.delete(id);
    this.peer.send(targetChange('REMOVE', [id]));
  }

  private documentChange(
    document: StoredDocument,
    targetIds: number[],
    removedTargetIds: number[],
  ): JsonObject {
    return {
      documentChange: {
        document: documentJson(this.database, document),
        targetIds,
        removedTargetIds,
      },
    };
  }

  private onCommit(event: CommitEvent): void {
    if (this.closed || event.database !== this.database || this.targets.size === 0) return;
    const readTime = this.nextReadTime(event.commitTime);
    let sentAny = false;
    for (const target of [...this.targets.values()]) {
      let messages: JsonObject[];
      try {
        messages = target.query
          ? this.queryChanges(target, target.query, event, readTime)
          : this.documentTargetChanges(target, event, readTime);
      } catch (error) {
        // A target that cannot be evaluated any more ends alone, as production ends targets.
        const rpcError =
          error instanceof RpcError ? error : new RpcError(Code.INTERNAL, String(error));
        this.targets.delete(target.id);
        messages = [
          targetChange('REMOVE', [target.id], {
            cause: { code: rpcError.code, message: rpcError.message },
          }),
        ];
      }
      for (const message of messages) this.peer.send(message);
      this.deps.reads.add(this.database, messages.filter(isDocumentRead).length);
      if (messages.length > 0) sentAny = true;
    }
    if (sentAny) this.globalSnapshot(readTime);
  }

  /**
   * A document that left the target: deleted, or still there but no longer a result. As
   * production, the second comes with its new value (a documentChange whose removedTargetIds name
   * the target): the SDK then drops it from the query at once. A bare documentRemove would leave
   * the SDK its old cached copy, which still matches, and it would resolve that "limbo" document
   * with a listen of its own, reporting the removal a snapshot late and out of order.
   */
  private gone(
    target: Target,
    path: string,
    current: StoredDocument | undefined,
    readTime: number,
  ): JsonObject {
    target.sent.delete(path);
    if (current) return this.documentChange(current, [], [target.id]);
    return {
      documentDelete: {
        document: `${this.database}/documents/${path}`,
        removedTargetIds: [target.id],
        readTime: formatMicros(readTime),
      },
    };
  }

  private documentTargetChanges(
    target: Target,
    event: CommitEvent,
    readTime: number,
  ): JsonObject[] {
    const messages: JsonObject[] = [];
    for (const change of event.changes) {
      if (!target.documents?.has(change.path)) continue;
      if (change.after) {
        target.sent.set(change.path, change.after.updateTime);
        messages.push(this.documentChange(change.after, [target.id], []));
      } else if (target.sent.has(change.path)) {
        messages.push(this.gone(target, change.path, undefined, readTime));
      }
    }
    return messages;
  }

  private resultsAfter(
    event: CommitEvent,
    queryKey: string,
    query: CompiledQuery,
  ): StoredDocument[] {
    let byQuery = resultsByCommit.get(event);
    if (!byQuery) resultsByCommit.set(event, (byQuery = new Map()));
    let results = byQuery.get(queryKey);
    if (!results) byQuery.set(queryKey, (results = runQuery(this.deps.store, query)));
    return results;
  }

  private queryChanges(
    target: Target,
    query: CompiledQuery,
    event: CommitEvent,
    readTime: number,
  ): JsonObject[] {
    const relevant = event.changes.filter(
      (change) => documentMatchesScope(query, change.after) || target.sent.has(change.path),
    );
    if (relevant.length === 0) return [];
    const messages: JsonObject[] = [];
    if (query.limit === undefined && query.offset === 0) {
      // Without limit or offset each document matches on its own: no need to rerun the query.
      for (const change of relevant) {
        if (change.after && documentMatches(query, change.after)) {
          target.sent.set(change.path, change.after.updateTime);
          messages.push(this.documentChange(change.after, [target.id], []));
        } else if (target.sent.has(change.path)) {
          messages.push(this.gone(target, change.path, change.after, readTime));
        }
      }
      return messages;
    }
    const results = this.resultsAfter(event, target.queryKey!, query);
    const current = new Set<string>();
    for (const document of results) {
      current.add(document.path);
      if (target.sent.get(document.path) !== document.updateTime) {
        target.sent.set(document.path, document.updateTime);
        messages.push(this.documentChange(document, [target.id], []));
      }
    }
    for (const path of [...target.sent.keys()]) {
      if (current.has(path)) continue;
      messages.push(this.gone(target, path, this.deps.store.get(this.database, path), readTime));
    }
    return messages;
  }
}

/**
 * A limited query's results after a commit, by the query as its client sent it: every listener of
 * one query (every member keeping the Salon's first page live) shares one run per commit instead
 * of running it again each, which made a commit's cost grow with listeners times the query's size.
 */
const resultsByCommit = new WeakMap<CommitEvent, Map<string, StoredDocument[]>>();

function documentMatchesScope(query: CompiledQuery, document: StoredDocument | undefined): boolean {
  return document !== undefined && documentMatches(query, document);
}
