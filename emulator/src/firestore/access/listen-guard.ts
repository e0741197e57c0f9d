// Rules on the Listen stream: each well-formed addTarget is decided before the session sees it. A denied
// target gets `targetChange{REMOVE, [id], cause{code 7}}`, which the SDKs report to that
// listener as permission-denied, while the stream and its other targets stay live (ending the
// stream instead would put the client offline).
import {
  Code,
  RpcError,
  type CallContext,
  type JsonObject,
  type StreamHandler,
  type StreamPeer,
} from '../../rpc/contract.js';
import type { EmulatorState } from '../state.js';
import { parseTarget, type ParsedTarget } from '../listen.js';
import { authorizeListenTarget } from './read-checks.js';

/** The target parsed as the session will parse it, or undefined when it is malformed. */
function wellFormed(database: string, target: JsonObject): ParsedTarget | undefined {
  try {
    return parseTarget(database, target);
  } catch {
    return undefined;
  }
}

export function guardListen(
  state: EmulatorState,
  context: CallContext,
  peer: StreamPeer,
  session: StreamHandler,
): StreamHandler {
  // The session's database, tracked as the session tracks it (the first message names it).
  let database = context.database;
  return {
    receive(message: JsonObject) {
      if (typeof message.database === 'string' && message.database !== '') {
        database = message.database;
      }
      const target = message.addTarget as JsonObject | undefined;
      // A malformed target (a reserved id in its path, say) is the session's to refuse with
      // INVALID_ARGUMENT: production checks a target before its rules.
      const parsed = target && wellFormed(database, target);
      if (target && parsed) {
        try {
          authorizeListenTarget(state, context, database, parsed);
        } catch (error) {
          const rpcError =
            error instanceof RpcError ? error : new RpcError(Code.INTERNAL, String(error));
          // The session still learns the stream's database from this message.
          const { addTarget: _denied, ...rest } = message;
          session.receive(rest);
          peer.send({
            targetChange: {
              targetChangeType: 'REMOVE',
              targetIds: [Number(target.targetId ?? 0)],
              cause: { code: rpcError.code, message: rpcError.message },
            },
          });
          return;
        }
      }
      session.receive(message);
    },
    close: () => session.close(),
  };
}
