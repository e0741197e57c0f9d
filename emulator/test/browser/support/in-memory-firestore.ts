// A deliberately small in-memory Firestore, good enough for one document at a time: document
// and whole-collection Listen targets, Write streams, batchGet, commit with preconditions and a
// count aggregation. It lets the browser suite exercise the transport before (and apart from)
// the real service; it is not a model of Firestore's semantics beyond that.

import {
  Code,
  RpcError,
  type CallContext,
  type EmulatorControl,
  type FirestoreRpcs,
  type JsonObject,
  type JsonValue,
  type StreamPeer,
} from '../../../src/rpc/contract.js';

interface StoredDocument {
  fields: JsonObject;
  createTime: string;
  updateTime: string;
}

interface ListenTarget {
  targetId: number;
  /** Matches a document name. */
  matches(name: string): boolean;
}

/** Stands in for rules: `rooms/*` is open, `private/*` needs a signed-in caller, the rest is denied. */
function allowed(context: CallContext, name: string): boolean {
  const path = name.split('/documents/')[1] ?? '';
  const [collection] = path.split('/');
  if (context.authorization === 'Bearer owner') return true;
  if (collection === 'rooms' || collection === 'counters') return true;
  if (collection === 'private') return context.authorization !== undefined;
  return false;
}

const denied = () => new RpcError(Code.PERMISSION_DENIED, 'Missing or insufficient permissions.');

export interface InMemoryFirestore {
  rpcs: FirestoreRpcs;
  control: EmulatorControl;
  /** Listen and Write streams the transport has opened and not yet closed. */
  openStreamCount(): number;
}

export function createInMemoryFirestore(): InMemoryFirestore {
  const documents = new Map<string, StoredDocument>();
  let openStreams = 0;
  const listeners = new Set<(changed: string[], readTime: string) => void>();
  let micros = Date.UTC(2025, 0, 1) * 1000;
  const tick = (): string => {
    micros += 1;
    const millis = Math.floor(micros / 1000);
    const fraction = String(micros % 1_000_000).padStart(6, '0');
    return new Date(millis).toISOString().replace(/\.\d{3}Z$/, `.${fraction}000Z`);
  };
  const now = (): string => tick();
  const documentJson = (name: string, doc: StoredDocument): JsonObject => ({ name, ...doc });

  function checkPrecondition(name: string, precondition: JsonObject | undefined): void {
    if (!precondition) return;
    const existing = documents.get(name);
    if ('exists' in precondition && precondition['exists'] !== (existing !== undefined)) {
      throw new RpcError(Code.FAILED_PRECONDITION, `Precondition failed for ${name}.`);
    }
    if ('updateTime' in precondition && existing?.updateTime !== precondition['updateTime']) {
      throw new RpcError(Code.FAILED_PRECONDITION, `Document ${name} changed.`);
    }
  }

  /** Applies a batch atomically; returns the commit time and one result per write. */
  function commit(
    context: CallContext,
    writes: JsonObject[],
  ): { commitTime: string; writeResults: JsonObject[] } {
    for (const write of writes) {
      const name = String(
        (write['update'] as JsonObject | undefined)?.['name'] ?? write['delete'] ?? write['verify'],
      );
      if (!allowed(context, name)) throw denied();
      checkPrecondition(name, write['currentDocument'] as JsonObject | undefined);
    }
    const commitTime = tick();
    const changed: string[] = [];
    for (const write of writes) {
      const update = write['update'] as JsonObject | undefined;
      if (update) {
        const name = String(update['name']);
        const previous = documents.get(name);
        const incoming = (update['fields'] as JsonObject | undefined) ?? {};
        const mask = (write['updateMask'] as { fieldPaths?: string[] } | undefined)?.fieldPaths;
        const fields: JsonObject = mask ? { ...previous?.fields } : incoming;
        for (const path of mask ?? []) {
          if (path in incoming) fields[path] = incoming[path]!;
          else delete fields[path];
        }
        documents.set(name, {
          fields,
          createTime: previous?.createTime ?? commitTime,
          updateTime: commitTime,
        });
        changed.push(name);
      } else if (typeof write['delete'] === 'string') {
        documents.delete(write['delete']);
        changed.push(write['delete']);
      }
    }
    for (const listener of listeners) listener(changed, commitTime);
    return {
      commitTime,
      writeResults: writes.map((write) => ({
        updateTime: commitTime,
        transformResults: ((write['updateTransforms'] as JsonValue[] | undefined) ?? []).map(
          () => ({ timestampValue: commitTime }),
        ),
      })),
    };
  }

  function targetFor(context: CallContext, addTarget: JsonObject): ListenTarget | RpcError {
    const targetId = Number(addTarget['targetId']);
    const names = (addTarget['documents'] as { documents?: string[] } | undefined)?.documents;
    if (names) {
      if (!names.every((name) => allowed(context, name))) return denied();
      return { targetId, matches: (name) => names.includes(name) };
    }
    const query = addTarget['query'] as
      { parent: string; structuredQuery: { from: { collectionId: string }[] } } | undefined;
    const collectionId = query?.structuredQuery.from[0]?.collectionId;
    if (!query || !collectionId) return new RpcError(Code.INVALID_ARGUMENT, 'Unsupported target.');
    const prefix = `${query.parent}/${collectionId}/`;
    if (!allowed(context, `${prefix}x`)) return denied();
    return {
      targetId,
      matches: (name) => name.startsWith(prefix) && !name.slice(prefix.length).includes('/'),
    };
  }

  const resumeToken = (readTime: string): string => Buffer.from(readTime).toString('base64');

  const rpcs: FirestoreRpcs = {
    listen(context: CallContext, peer: StreamPeer) {
      const targets = new Map<number, ListenTarget>();
      const onChange = (changed: string[], readTime: string): void => {
        let any = false;
        for (const name of changed) {
          const doc = documents.get(name);
          const matching = [...targets.values()]
            .filter((t) => t.matches(name))
            .map((t) => t.targetId);
          if (matching.length === 0) continue;
          any = true;
          peer.send(
            doc
              ? { documentChange: { document: documentJson(name, doc), targetIds: matching } }
              : { documentDelete: { document: name, removedTargetIds: matching, readTime } },
          );
        }
        if (any) peer.send({ targetChange: { resumeToken: resumeToken(readTime), readTime } });
      };
      listeners.add(onChange);
      openStreams++;
      return {
        receive(message) {
          const addTarget = message['addTarget'] as JsonObject | undefined;
          if (addTarget) {
            const target = targetFor(context, addTarget);
            const targetId = Number(addTarget['targetId']);
            if (target instanceof RpcError) {
              peer.send({
                targetChange: {
                  targetChangeType: 'REMOVE',
                  targetIds: [targetId],
                  cause: { code: target.code, message: target.message },
                },
              });
              return;
            }
            targets.set(targetId, target);
            const readTime = now();
            peer.send({ targetChange: { targetChangeType: 'ADD', targetIds: [targetId] } });
            if (addTarget['resumeToken'] || addTarget['readTime']) {
              peer.send({ targetChange: { targetChangeType: 'RESET', targetIds: [targetId] } });
            }
            for (const [name, doc] of [...documents].sort(([a], [b]) => a.localeCompare(b))) {
              if (target.matches(name)) {
                peer.send({
                  documentChange: { document: documentJson(name, doc), targetIds: [targetId] },
                });
              }
            }
            const token = resumeToken(readTime);
            peer.send({
              targetChange: {
                targetChangeType: 'CURRENT',
                targetIds: [targetId],
                resumeToken: token,
                readTime,
              },
            });
            peer.send({ targetChange: { resumeToken: token, readTime } });
          }
          if (typeof message['removeTarget'] === 'number') {
            targets.delete(message['removeTarget']);
            peer.send({
              targetChange: { targetChangeType: 'REMOVE', targetIds: [message['removeTarget']] },
            });
          }
        },
        close() {
          listeners.delete(onChange);
          openStreams--;
        },
      };
    },

    write(context: CallContext, peer: StreamPeer) {
      const streamToken = Buffer.from('stream').toString('base64');
      let failed = false;
      openStreams++;
      return {
        receive(message) {
          if (failed) return;
          const writes = message['writes'] as JsonObject[] | undefined;
          if (!writes) {
            peer.send({ streamId: 'fake-stream', streamToken });
            return;
          }
          if (writes.length === 0) return;
          try {
            peer.send({ streamToken, ...commit(context, writes) });
          } catch (error) {
            failed = true;
            peer.fail(
              error instanceof RpcError ? error : new RpcError(Code.INTERNAL, String(error)),
            );
          }
        },
        close() {
          openStreams--;
        },
      };
    },

    async commit(context, request) {
      return commit(context, (request['writes'] as JsonObject[] | undefined) ?? []);
    },

    async batchGetDocuments(context, request) {
      const names = (request['documents'] as string[] | undefined) ?? [];
      if (!names.every((name) => allowed(context, name))) throw denied();
      const readTime = now();
      return names.map((name): JsonObject => {
        const doc = documents.get(name);
        return doc ? { found: documentJson(name, doc), readTime } : { missing: name, readTime };
      });
    },

    async runAggregationQuery(_context, request) {
      const aggregation = request['structuredAggregationQuery'] as {
        structuredQuery: { from: { collectionId: string }[] };
        aggregations: { alias: string }[];
      };
      const prefix = `${String(request['parent'])}/${aggregation.structuredQuery.from[0]?.collectionId}/`;
      const count = [...documents.keys()].filter(
        (name) => name.startsWith(prefix) && !name.slice(prefix.length).includes('/'),
      ).length;
      const aggregateFields: JsonObject = {};
      for (const { alias } of aggregation.aggregations)
        aggregateFields[alias] = { integerValue: String(count) };
      return [{ result: { aggregateFields }, readTime: now() }];
    },

    runQuery: async () => {
      throw new RpcError(Code.UNIMPLEMENTED, 'Not in the fake.');
    },
    batchWrite: async () => {
      throw new RpcError(Code.UNIMPLEMENTED, 'Not in the fake.');
    },
    beginTransaction: async () => ({ transaction: Buffer.from('tx').toString('base64') }),
    rollback: async () => ({}),
    listCollectionIds: async () => ({ collectionIds: [] }),
  };

  const control: EmulatorControl = {
    async clearProject(projectId) {
      for (const name of [...documents.keys()]) {
        if (name.startsWith(`projects/${projectId}/`)) documents.delete(name);
      }
    },
    async loadRules() {
      return { ok: true };
    },
    async documentsRead() {
      return 0;
    },
    async resetReads() {},
  };
  return { rpcs, control, openStreamCount: () => openStreams };
}
