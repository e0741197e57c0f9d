// Writes JSON replies, including errors in Google's shape with the HTTP status their code maps to.

import type { ServerResponse } from 'node:http';
import type { JsonValue, RpcError } from '../rpc/contract.js';
import { errorBody } from './error-body.js';
import { httpStatusForCode } from './grpc-status.js';

export function sendJson(res: ServerResponse, status: number, body: JsonValue): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

export function sendRpcError(res: ServerResponse, error: RpcError): void {
  sendJson(res, httpStatusForCode(error.code), errorBody(error));
}
