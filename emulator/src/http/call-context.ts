// The CallContext every RPC gets: which database, and who is calling (the raw Authorization
// value; the service decides what it means).

import type { CallContext } from '../rpc/contract.js';

export function callContext(database: string, authorization: string | undefined): CallContext {
  return authorization ? { database, authorization } : { database };
}

/** `projects/p/databases/d` from a channel's `database` parameter, if it is one. */
export function databaseFromParam(value: string | null): string | null {
  if (!value) return null;
  return /^projects\/[^/]+\/databases\/[^/]+$/.test(value) ? value : null;
}
