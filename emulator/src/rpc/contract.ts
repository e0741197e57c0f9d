// The seam between the Firestore service and the transports that carry it (gRPC over h2c for the
// Node SDKs, WebChannel and HTTP/JSON for the browser SDK). The service speaks proto3 JSON only:
// lowerCamelCase fields, int64 as strings, Timestamps as RFC 3339 strings ending in Z, bytes as
// base64, enums by name — the browser's wire form. The gRPC transport converts to and from it.

export type JsonValue = null | boolean | number | string | JsonValue[] | JsonObject;
export type JsonObject = { [key: string]: JsonValue };

/** gRPC status codes; both transports report errors with these. */
export enum Code {
  OK = 0,
  CANCELLED = 1,
  UNKNOWN = 2,
  INVALID_ARGUMENT = 3,
  DEADLINE_EXCEEDED = 4,
  NOT_FOUND = 5,
  ALREADY_EXISTS = 6,
  PERMISSION_DENIED = 7,
  RESOURCE_EXHAUSTED = 8,
  FAILED_PRECONDITION = 9,
  ABORTED = 10,
  OUT_OF_RANGE = 11,
  UNIMPLEMENTED = 12,
  INTERNAL = 13,
  UNAVAILABLE = 14,
  DATA_LOSS = 15,
  UNAUTHENTICATED = 16,
}

/** An error a client should see as an RPC status. */
export class RpcError extends Error {
  constructor(
    readonly code: Code,
    message: string,
  ) {
    super(message);
    this.name = 'RpcError';
  }
}

/** What every call carries besides its message. */
export interface CallContext {
  /** `projects/{projectId}/databases/{databaseId}`. */
  database: string;
  /** The raw Authorization header value (`Bearer <jwt>`, `Bearer owner`), if any. */
  authorization?: string;
}

/** The transport's side of a bidirectional stream, as the service sees it. */
export interface StreamPeer {
  send(message: JsonObject): void;
  /** Ends the stream with an error status. */
  fail(error: RpcError): void;
}

/** The service's side of a bidirectional stream, as the transport sees it. */
export interface StreamHandler {
  receive(message: JsonObject): void;
  /** The client went away or the transport closed: release everything. */
  close(): void;
}

export type BidiRpc = (context: CallContext, peer: StreamPeer) => StreamHandler;
/** Unary and server-streaming calls alike: server-streaming ones resolve to every message. */
export type UnaryRpc<Response = JsonObject> = (
  context: CallContext,
  request: JsonObject,
) => Promise<Response>;

/** The google.firestore.v1.Firestore methods the SDKs use. */
export interface FirestoreRpcs {
  listen: BidiRpc;
  write: BidiRpc;
  commit: UnaryRpc;
  batchGetDocuments: UnaryRpc<JsonObject[]>;
  runQuery: UnaryRpc<JsonObject[]>;
  runAggregationQuery: UnaryRpc<JsonObject[]>;
  batchWrite: UnaryRpc;
  beginTransaction: UnaryRpc;
  rollback: UnaryRpc;
  listCollectionIds: UnaryRpc;
}

/** The emulator's own REST endpoints (rules-unit-testing, firebase-tools, the launcher). */
export interface EmulatorControl {
  /** Deletes every document of one project. */
  clearProject(projectId: string): Promise<void>;
  /** Documents read in one project since the emulator started or its count was reset. */
  documentsRead(projectId: string): Promise<number>;
  resetReads(projectId: string): Promise<void>;
  /** Loads rules source for one project; a syntax error keeps the previous rules. */
  loadRules(
    projectId: string,
    source: string,
  ): Promise<{ ok: true } | { ok: false; message: string }>;
}
