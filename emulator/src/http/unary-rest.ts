// Unary Firestore calls over HTTP/JSON: the body is the request's proto3 JSON (sent as
// text/plain to dodge preflights that never happen anyway), the URL binds `database` or
// `parent`, and the reply is the response, a JSON array for server-streaming methods, or
// Google's error shape with the mapped HTTP status.

import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  Code,
  RpcError,
  type FirestoreRpcs,
  type JsonObject,
  type JsonValue,
} from '../rpc/contract.js';
import { BodyTooLargeError, parseJsonObject, readBodyText } from '../http-common/body.js';
import { sendJson } from '../http-common/reply.js';
import { callContext } from './call-context.js';
import { asRpcError, sendRpcError } from './error-body.js';
import type { RestMethod, RestRoute } from './rest-route.js';

/** Which request field the URL binds, per the API's HTTP rules. */
const BOUND_FIELD: Record<RestMethod, 'database' | 'parent'> = {
  batchGet: 'database',
  commit: 'database',
  beginTransaction: 'database',
  rollback: 'database',
  batchWrite: 'database',
  executePipeline: 'database',
  runQuery: 'parent',
  runAggregationQuery: 'parent',
  listCollectionIds: 'parent',
};

function invoke(
  rpcs: FirestoreRpcs,
  method: RestMethod,
  context: ReturnType<typeof callContext>,
  request: JsonObject,
): Promise<JsonValue> {
  switch (method) {
    case 'batchGet':
      return rpcs.batchGetDocuments(context, request);
    case 'commit':
      return rpcs.commit(context, request);
    case 'runQuery':
      return rpcs.runQuery(context, request);
    case 'runAggregationQuery':
      return rpcs.runAggregationQuery(context, request);
    case 'beginTransaction':
      return rpcs.beginTransaction(context, request);
    case 'rollback':
      return rpcs.rollback(context, request);
    case 'listCollectionIds':
      return rpcs.listCollectionIds(context, request);
    case 'batchWrite':
      return rpcs.batchWrite(context, request);
    case 'executePipeline':
      return Promise.reject(
        new RpcError(Code.UNIMPLEMENTED, 'executePipeline is not supported by this emulator.'),
      );
  }
}

function parseRequestBody(text: string): JsonObject {
  return parseJsonObject(
    text,
    (problem) =>
      new RpcError(
        Code.INVALID_ARGUMENT,
        problem === 'not-json'
          ? 'Invalid JSON payload received.'
          : 'The request body must be a JSON object.',
      ),
  ) as JsonObject;
}

async function readRequestText(req: IncomingMessage, maxBodyBytes: number): Promise<string> {
  try {
    return await readBodyText(req, maxBodyBytes);
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      throw new RpcError(Code.INVALID_ARGUMENT, error.message);
    throw error;
  }
}

export async function serveUnaryRest(
  rpcs: FirestoreRpcs,
  route: RestRoute,
  req: IncomingMessage,
  res: ServerResponse,
  maxBodyBytes: number,
): Promise<void> {
  try {
    if (req.method !== 'POST') {
      throw new RpcError(Code.NOT_FOUND, `${req.method ?? ''} is not supported on this path.`);
    }
    const bound = BOUND_FIELD[route.method];
    if (bound === 'database' && route.hasParentPath) {
      throw new RpcError(Code.NOT_FOUND, `${route.method} takes no document path.`);
    }
    const body = parseRequestBody(await readRequestText(req, maxBodyBytes));
    const request: JsonObject = {
      ...body,
      [bound]: bound === 'database' ? route.database : route.parent,
    };
    const context = callContext(route.database, req.headers.authorization);
    sendJson(res, 200, await invoke(rpcs, route.method, context, request));
  } catch (error) {
    sendRpcError(res, asRpcError(error));
  }
}
