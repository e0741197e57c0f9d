// The emulator's HTTP/1.1 face, for the browser SDK and the emulator REST clients: WebChannel
// streams (Listen, Write), unary Firestore REST calls, the emulator endpoints, and CORS on all.
// The one-port server hands every non-HTTP/2 connection's requests here.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { Code, RpcError, type EmulatorControl, type FirestoreRpcs } from '../rpc/contract.js';
import { WebChannelEndpoint, type WebChannelEndpointOptions } from '../webchannel/index.js';
import { answerPreflight, applyCorsHeaders } from '../http-common/cors.js';
import { serveEmulatorRest } from './emulator-rest.js';
import { openFirestoreStream } from './firestore-channels.js';
import { sendRpcError } from './error-body.js';
import { parseRestPath } from './rest-route.js';
import { serveUnaryRest } from './unary-rest.js';

export interface HttpHandlerDeps {
  rpcs: FirestoreRpcs;
  control: EmulatorControl;
  /** Channel timings (tests shorten them) and body limits. */
  channelOptions?: WebChannelEndpointOptions;
}

export type HttpHandler = ((req: IncomingMessage, res: ServerResponse) => void) & {
  /** Ends every channel session, so a server shutting down is not held open by back channels. */
  close(): void;
};

const LISTEN_CHANNEL = '/google.firestore.v1.Firestore/Listen/channel';
const WRITE_CHANNEL = '/google.firestore.v1.Firestore/Write/channel';
const MAX_BODY_BYTES = 32 * 1024 * 1024;

export function createHttpHandler(deps: HttpHandlerDeps): HttpHandler {
  const options = { maxBodyBytes: MAX_BODY_BYTES, ...deps.channelOptions };
  const channels = new Map<string, WebChannelEndpoint>([
    [LISTEN_CHANNEL, new WebChannelEndpoint(openFirestoreStream(deps.rpcs.listen), options)],
    [WRITE_CHANNEL, new WebChannelEndpoint(openFirestoreStream(deps.rpcs.write), options)],
  ]);
  const maxBodyBytes = options.maxBodyBytes;

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    // A client that hangs up mid-request must not surface as an unhandled 'error' event.
    req.on('error', () => undefined);
    res.on('error', () => undefined);
    try {
      applyCorsHeaders(req, res);
      if (answerPreflight(req, res)) return;
      const url = new URL(req.url ?? '/', 'http://emulator.invalid');

      const channel = channels.get(url.pathname);
      if (channel) {
        void channel.handle(req, res, url);
        return;
      }
      const route = parseRestPath(url.pathname);
      if (route) {
        void serveUnaryRest(deps.rpcs, route, req, res, maxBodyBytes);
        return;
      }
      if (serveEmulatorRest(deps.control, url, req, res, maxBodyBytes)) return;
      req.resume();
      sendRpcError(
        res,
        new RpcError(Code.NOT_FOUND, `No such endpoint: ${req.method} ${url.pathname}`),
      );
    } catch (error) {
      // Only a malformed request line gets here (e.g. an unparseable URL).
      sendRpcError(
        res,
        new RpcError(Code.INVALID_ARGUMENT, error instanceof Error ? error.message : 'Bad request'),
      );
    }
  };

  return Object.assign(handle, {
    close: () => {
      for (const endpoint of channels.values()) endpoint.close();
    },
  });
}
