// The gRPC transport: a grpc-js server for google.firestore.v1.Firestore that converts each
// message to the contract's proto3 JSON and back, and maps RpcErrors to gRPC statuses. Used by
// firebase-admin and the Node build of `firebase`.
import * as grpc from '@grpc/grpc-js';
import {
  Code,
  RpcError,
  type CallContext,
  type FirestoreRpcs,
  type JsonObject,
  type UnaryRpc,
} from '../rpc/contract.js';
import type { ExtraFirestoreRpcs } from '../firestore/service.js';
import { MessageConverter } from './convert.js';
import { loadFirestoreProtos } from './protos.js';

const DEFAULT_DATABASE = 'projects/unknown/databases/(default)';

/** Methods served, with their request/response message types (shorter names are in v1). */
const UNARY_METHODS = {
  Commit: ['commit', 'CommitRequest', 'CommitResponse'],
  BatchWrite: ['batchWrite', 'BatchWriteRequest', 'BatchWriteResponse'],
  BeginTransaction: ['beginTransaction', 'BeginTransactionRequest', 'BeginTransactionResponse'],
  Rollback: ['rollback', 'RollbackRequest', 'google.protobuf.Empty'],
  ListCollectionIds: ['listCollectionIds', 'ListCollectionIdsRequest', 'ListCollectionIdsResponse'],
  GetDocument: ['getDocument', 'GetDocumentRequest', 'Document'],
  ListDocuments: ['listDocuments', 'ListDocumentsRequest', 'ListDocumentsResponse'],
  CreateDocument: ['createDocument', 'CreateDocumentRequest', 'Document'],
  UpdateDocument: ['updateDocument', 'UpdateDocumentRequest', 'Document'],
  DeleteDocument: ['deleteDocument', 'DeleteDocumentRequest', 'google.protobuf.Empty'],
  PartitionQuery: ['partitionQuery', 'PartitionQueryRequest', 'PartitionQueryResponse'],
} as const;

const SERVER_STREAMING_METHODS = {
  BatchGetDocuments: ['batchGetDocuments', 'BatchGetDocumentsRequest', 'BatchGetDocumentsResponse'],
  RunQuery: ['runQuery', 'RunQueryRequest', 'RunQueryResponse'],
  RunAggregationQuery: [
    'runAggregationQuery',
    'RunAggregationQueryRequest',
    'RunAggregationQueryResponse',
  ],
} as const;

const BIDI_METHODS = {
  Listen: ['listen', 'ListenRequest', 'ListenResponse'],
  Write: ['write', 'WriteRequest', 'WriteResponse'],
} as const;

function fullType(name: string): string {
  return name.includes('.') ? name : `google.firestore.v1.${name}`;
}

function metadataValue(metadata: grpc.Metadata, key: string): string | undefined {
  const [value] = metadata.get(key);
  return value === undefined ? undefined : String(value);
}

/** The call's context from its metadata (`authorization`, `google-cloud-resource-prefix`). */
function contextOf(metadata: grpc.Metadata): CallContext {
  const prefix = metadataValue(metadata, 'google-cloud-resource-prefix');
  const database =
    prefix && /^projects\/[^/]+\/databases\/[^/]+$/.test(prefix) ? prefix : DEFAULT_DATABASE;
  const authorization = metadataValue(metadata, 'authorization');
  return authorization === undefined ? { database } : { database, authorization };
}

function statusOf(error: unknown): Partial<grpc.StatusObject> {
  if (error instanceof RpcError) return { code: error.code as number, details: error.message };
  return {
    code: Code.INTERNAL as number,
    details: error instanceof Error ? error.message : String(error),
  };
}

export function createGrpcServer(rpcs: FirestoreRpcs & Partial<ExtraFirestoreRpcs>): grpc.Server {
  const { descriptor, packageDefinition } = loadFirestoreProtos();
  const converter = new MessageConverter(descriptor);
  const loaded = grpc.loadPackageDefinition(packageDefinition) as unknown as {
    google: { firestore: { v1: { Firestore: grpc.ServiceClientConstructor } } };
  };
  const service = loaded.google.firestore.v1.Firestore.service;
  const server = new grpc.Server({
    'grpc.max_receive_message_length': 64 * 1024 * 1024,
    'grpc.max_send_message_length': 64 * 1024 * 1024,
  });

  const toJson = (type: string, message: unknown): JsonObject =>
    converter.toJson(fullType(type), message);
  const fromJson = (type: string, message: JsonObject): JsonObject =>
    converter.fromJson(fullType(type), message);

  const implementation: grpc.UntypedServiceImplementation = {};

  for (const [method, [name, requestType, responseType]] of Object.entries(UNARY_METHODS)) {
    const rpc = (rpcs as FirestoreRpcs & Partial<ExtraFirestoreRpcs>)[name] as UnaryRpc | undefined;
    // Methods the service does not offer stay UNIMPLEMENTED (grpc-js's default handler).
    if (!rpc) continue;
    implementation[method] = (
      call: grpc.ServerUnaryCall<unknown, unknown>,
      callback: grpc.sendUnaryData<unknown>,
    ) => {
      Promise.resolve()
        .then(() => rpc(contextOf(call.metadata), toJson(requestType, call.request)))
        .then((response) => callback(null, fromJson(responseType, response)))
        .catch((error: unknown) => callback(statusOf(error)));
    };
  }

  for (const [method, [name, requestType, responseType]] of Object.entries(
    SERVER_STREAMING_METHODS,
  )) {
    const rpc = rpcs[name] as UnaryRpc<JsonObject[]>;
    implementation[method] = (call: grpc.ServerWritableStream<unknown, unknown>) => {
      // Headers first, as production sends them: an error that arrives "before any response"
      // makes google-gax retry the whole call (seconds of backoff) even when it is permanent.
      call.sendMetadata(new grpc.Metadata());
      Promise.resolve()
        .then(() => rpc(contextOf(call.metadata), toJson(requestType, call.request)))
        .then((responses) => {
          for (const response of responses) call.write(fromJson(responseType, response));
          call.end();
        })
        .catch((error: unknown) => call.emit('error', statusOf(error)));
    };
  }

  for (const [method, [name, requestType, responseType]] of Object.entries(BIDI_METHODS)) {
    const rpc = rpcs[name];
    implementation[method] = (call: grpc.ServerDuplexStream<unknown, unknown>) => {
      let ended = false;
      const finish = (): void => {
        if (ended) return;
        ended = true;
        handler.close();
      };
      const handler = rpc(contextOf(call.metadata), {
        send(message) {
          if (ended) return;
          try {
            call.write(fromJson(responseType, message));
          } catch (error) {
            finish();
            call.emit('error', statusOf(error));
          }
        },
        fail(error) {
          if (ended) return;
          finish();
          call.emit('error', statusOf(error));
        },
      });
      call.on('data', (message: unknown) => {
        if (ended) return;
        try {
          handler.receive(toJson(requestType, message));
        } catch (error) {
          finish();
          call.emit('error', statusOf(error));
        }
      });
      call.on('end', () => {
        if (ended) return;
        finish();
        call.end();
      });
      call.on('cancelled', finish);
      call.on('close', finish);
      call.on('error', finish);
    };
  }

  server.addService(service, implementation);
  return server;
}
