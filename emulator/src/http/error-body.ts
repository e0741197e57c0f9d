// Firestore's errors in Google's JSON error shape, `{"error":{"code","message","status"}}`, for
// REST replies and, as a message, on channels. The SDK reads `status` (the gRPC name) and
// `message`.

import type { ServerResponse } from 'node:http';
import { GoogleApiError } from '../http-common/google-error.js';
import { sendGoogleError } from '../http-common/reply.js';
import { Code, RpcError, type JsonObject } from '../rpc/contract.js';
import { httpStatusForCode, statusNameForCode } from './grpc-status.js';

/** Any thrown value as an RpcError; unexpected failures are INTERNAL. */
export function asRpcError(error: unknown): RpcError {
  if (error instanceof RpcError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new RpcError(Code.INTERNAL, message || 'Internal error');
}

function asGoogleApiError(error: RpcError): GoogleApiError {
  return new GoogleApiError(httpStatusForCode(error.code), error.message, {
    statusName: statusNameForCode(error.code),
  });
}

export function errorBody(error: RpcError): JsonObject {
  return asGoogleApiError(error).body();
}

export function sendRpcError(res: ServerResponse, error: RpcError): void {
  sendGoogleError(res, asGoogleApiError(error));
}
