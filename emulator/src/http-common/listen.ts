// Listening on a port and stopping: an HTTP server for an emulator's handler, and the listen
// step of any server (the Firestore emulator listens with a plain TCP server that routes each
// connection to gRPC or HTTP).

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import { keepIdleConnectionsLongerThanClients } from './keep-alive.js';

/** Listens on `host:port` (0 picks a free port) and resolves the port it got. */
export async function listen(server: Server, port: number, host: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return (server.address() as AddressInfo).port;
}

export interface RunningHttpServer {
  port: number;
  /** Closes every connection, idle or in the middle of a request, and the port. */
  stop(): Promise<void>;
}

export async function serveHttp(
  handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  { host, port }: { host: string; port: number },
): Promise<RunningHttpServer> {
  const server = createServer((req, res) => void handler(req, res));
  keepIdleConnectionsLongerThanClients(server);
  return {
    port: await listen(server, port, host),
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
