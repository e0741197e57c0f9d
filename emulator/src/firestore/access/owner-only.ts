// Operations production serves only to the project's own credentials (service accounts and
// owners: firebase-admin, which sends `Bearer owner` to an emulator), never to an end user's ID
// token or to no token at all, whatever the rules say: rules cannot grant them.
import { Code, RpcError, type CallContext } from '../../rpc/contract.js';
import { callerOf } from './caller.js';

/** Throws PERMISSION_DENIED, in production's words, unless the caller is the owner. */
export function requireOwner(context: CallContext): void {
  if (callerOf(context.authorization).kind === 'owner') return;
  throw new RpcError(Code.PERMISSION_DENIED, 'Missing or insufficient permissions.');
}
