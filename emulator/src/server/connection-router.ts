// One port for every client, like Google's emulator: each connection's first bytes decide where
// it goes. The HTTP/2 client preface (`PRI * HTTP/2.0`) means gRPC over h2c; anything else is
// HTTP/1.1 (WebChannel, REST, the emulator endpoints).
import type { Socket } from 'node:net';

const HTTP2_PREFACE = Buffer.from('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n');
/** Enough of the preface to be sure: no HTTP/1.1 request line starts like this. */
const DECISIVE_LENGTH = 'PRI * HTTP/2.0'.length;

export interface ConnectionTargets {
  http2(socket: Socket): void;
  http1(socket: Socket): void;
}

/** Reads just enough of the connection to classify it, then hands it over unread. */
export function routeConnection(socket: Socket, targets: ConnectionTargets): void {
  let received = Buffer.alloc(0);
  const onData = (chunk: Buffer): void => {
    received = Buffer.concat([received, chunk]);
    const comparable = Math.min(received.length, DECISIVE_LENGTH);
    const looksLikePreface = received
      .subarray(0, comparable)
      .equals(HTTP2_PREFACE.subarray(0, comparable));
    if (looksLikePreface && received.length < DECISIVE_LENGTH) return; // wait for more
    socket.off('data', onData);
    socket.off('error', onEarlyError);
    socket.pause();
    socket.unshift(received);
    if (looksLikePreface) {
      // http2 reads what is buffered, then consumes the socket's handle itself.
      targets.http2(socket);
    } else {
      targets.http1(socket);
      socket.resume();
    }
  };
  const onEarlyError = (): void => {
    socket.destroy();
  };
  // A reset connection must never surface as an unhandled 'error' event (which would end the
  // process); the HTTP servers that take the socket over add their own handling too.
  socket.on('error', () => undefined);
  socket.on('error', onEarlyError);
  socket.on('data', onData);
}
