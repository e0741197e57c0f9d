// gRPC status codes as Google's HTTP/JSON APIs report them: the HTTP status each maps to
// (google.rpc.Code's documented mapping) and the enum name the SDKs read from `error.status`.

import { Code } from '../rpc/contract.js';

const HTTP_STATUS_BY_CODE: Record<Code, number> = {
  [Code.OK]: 200,
  [Code.CANCELLED]: 499,
  [Code.UNKNOWN]: 500,
  [Code.INVALID_ARGUMENT]: 400,
  [Code.DEADLINE_EXCEEDED]: 504,
  [Code.NOT_FOUND]: 404,
  [Code.ALREADY_EXISTS]: 409,
  [Code.PERMISSION_DENIED]: 403,
  [Code.RESOURCE_EXHAUSTED]: 429,
  [Code.FAILED_PRECONDITION]: 400,
  [Code.ABORTED]: 409,
  [Code.OUT_OF_RANGE]: 400,
  [Code.UNIMPLEMENTED]: 501,
  [Code.INTERNAL]: 500,
  [Code.UNAVAILABLE]: 503,
  [Code.DATA_LOSS]: 500,
  [Code.UNAUTHENTICATED]: 401,
};

/** The HTTP status for a gRPC code; unknown codes count as 500. */
export function httpStatusForCode(code: number): number {
  return HTTP_STATUS_BY_CODE[code as Code] ?? 500;
}

/** `PERMISSION_DENIED` for 7; `UNKNOWN` for codes outside the enum. */
export function statusNameForCode(code: number): string {
  const name = Code[code as Code] as string | undefined;
  return name ?? 'UNKNOWN';
}
