// Google's JSON error shape, `{"error":{"code","message","status"}}`, used for REST replies and,
// as a message, on channels. The SDK reads `status` (the gRPC name) and `message`.

import { Code, RpcError, type JsonObject } from '../rpc/contract.js';
import { httpStatusForCode, statusNameForCode } from './grpc-status.js';

/** Any thrown value as an RpcError; unexpected failures are INTERNAL. */
export function asRpcError(error: unknown): RpcError {
  if (error instanceof RpcError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new RpcError(Code.INTERNAL, message || 'Internal error');
}

export function errorBody(error: RpcError): JsonObject {
  return {
    error: {
      code: httpStatusForCode(error.code),
      message: error.message,
      status: statusNameForCode(error.code),
    },
  };
}
