// Bridges WebChannel sessions to the Firestore streaming RPCs: each session is one Listen or
// Write stream. The call context comes from the handshake: `database` from the URL and
// Authorization from the headers the SDK encodes into the handshake body.

import {
  Code,
  RpcError,
  type BidiRpc,
  type JsonObject,
  type JsonValue,
  type StreamHandler,
} from '../rpc/contract.js';
import type {
  ChannelConsumer,
  ChannelHandshake,
  OpenChannel,
  ServerChannel,
} from '../webchannel/index.js';
import { callContext, databaseFromParam } from './call-context.js';
import { asRpcError, errorBody } from './error-body.js';

function isJsonObject(value: JsonValue): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A channel opener that runs `rpc` for every session. */
export function openFirestoreStream(rpc: BidiRpc): OpenChannel {
  return (handshake: ChannelHandshake, channel: ServerChannel): ChannelConsumer => {
    let failed = false;
    const fail = (error: RpcError): void => {
      if (failed) return;
      failed = true;
      // The SDK reads the error from the message, then closes the channel itself.
      channel.send(errorBody(error));
      channel.close();
    };
    const peer = {
      send: (message: JsonObject) => {
        if (!failed) channel.send(message);
      },
      fail,
    };

    const database = databaseFromParam(handshake.query.get('database'));
    if (!database) {
      fail(new RpcError(Code.INVALID_ARGUMENT, 'Missing or malformed database parameter.'));
      return { receive: () => undefined, close: () => undefined };
    }
    const authorization = handshake.initHeaders.get('authorization');

    let handler: StreamHandler | undefined;
    try {
      handler = rpc(callContext(database, authorization), peer);
    } catch (error) {
      fail(asRpcError(error));
    }
    let closed = false;
    return {
      receive(message) {
        if (failed || !handler) return;
        if (!isJsonObject(message)) {
          fail(new RpcError(Code.INVALID_ARGUMENT, 'Each stream message must be a JSON object.'));
          return;
        }
        try {
          handler.receive(message);
        } catch (error) {
          fail(asRpcError(error));
        }
      },
      close() {
        if (closed) return;
        closed = true;
        try {
          handler?.close();
        } catch {
          // The session is gone either way; a service that fails to clean up must not take
          // the transport with it.
        }
      },
    };
  };
}
