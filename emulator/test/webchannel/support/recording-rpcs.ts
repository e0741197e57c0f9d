// A FirestoreRpcs that records what the transport hands it and lets a test drive each stream's
// peer by hand: the transport is tested on its own, without the Firestore service.

import {
  type CallContext,
  type EmulatorControl,
  type FirestoreRpcs,
  type JsonObject,
  type StreamPeer,
} from '../../../src/rpc/contract.js';

interface RecordedStream {
  kind: 'listen' | 'write';
  context: CallContext;
  peer: StreamPeer;
  received: JsonObject[];
  closed: boolean;
}

interface RecordedCall {
  method: string;
  context: CallContext;
  request: JsonObject;
}

export interface RecordingRpcs {
  rpcs: FirestoreRpcs;
  control: EmulatorControl;
  streams: RecordedStream[];
  calls: RecordedCall[];
  rulesLoaded: { projectId: string; source: string }[];
  projectsCleared: string[];
  /** The next unary call throws this instead of answering. */
  failNextCall(error: Error): void;
  /** Streams echo every message back as `{echo: message}` when true. */
  echo: boolean;
}

export function createRecordingRpcs(): RecordingRpcs {
  const streams: RecordedStream[] = [];
  const calls: RecordedCall[] = [];
  let nextFailure: Error | undefined;
  const state: RecordingRpcs = {
    streams,
    calls,
    rulesLoaded: [],
    projectsCleared: [],
    echo: false,
    failNextCall(error) {
      nextFailure = error;
    },
    rpcs: undefined as unknown as FirestoreRpcs, // assigned just below
    control: {
      async clearProject(projectId) {
        state.projectsCleared.push(projectId);
      },
      async loadRules(projectId, source) {
        if (source.includes('syntax error')) return { ok: false, message: 'Line 1: syntax error' };
        state.rulesLoaded.push({ projectId, source });
        return { ok: true };
      },
      async documentsRead() {
        return 0;
      },
      async resetReads() {},
    },
  };

  const bidi = (kind: RecordedStream['kind']) => (context: CallContext, peer: StreamPeer) => {
    const stream: RecordedStream = { kind, context, peer, received: [], closed: false };
    streams.push(stream);
    return {
      receive(message: JsonObject) {
        stream.received.push(message);
        if (state.echo) peer.send({ echo: message });
      },
      close() {
        stream.closed = true;
      },
    };
  };

  const unary =
    <T>(method: string, answer: (request: JsonObject) => T) =>
    async (context: CallContext, request: JsonObject): Promise<T> => {
      calls.push({ method, context, request });
      if (nextFailure) {
        const failure = nextFailure;
        nextFailure = undefined;
        throw failure;
      }
      return answer(request);
    };

  state.rpcs = {
    listen: bidi('listen'),
    write: bidi('write'),
    commit: unary('commit', () => ({ commitTime: '2025-01-01T00:00:00Z', writeResults: [] })),
    batchGetDocuments: unary('batchGetDocuments', (request) =>
      ((request['documents'] as string[] | undefined) ?? []).map((name) => ({
        missing: name,
        readTime: '2025-01-01T00:00:00Z',
      })),
    ),
    runQuery: unary('runQuery', () => [{ readTime: '2025-01-01T00:00:00Z' }]),
    runAggregationQuery: unary('runAggregationQuery', () => [
      { result: { aggregateFields: { aggregate_0: { integerValue: '0' } } } },
    ]),
    batchWrite: unary('batchWrite', () => ({ writeResults: [], status: [] })),
    beginTransaction: unary('beginTransaction', () => ({ transaction: 'dHg=' })),
    rollback: unary('rollback', () => ({})),
    listCollectionIds: unary('listCollectionIds', () => ({ collectionIds: ['rooms'] })),
  };
  return state;
}
