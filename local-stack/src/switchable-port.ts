// A port that can be closed and opened again in front of a server that keeps running: for fault
// drills and tests, a server "down" as clients see one (a connection refused, the open ones cut)
// while what it holds stays for its return. It forwards each connection, byte for byte, to the
// server on its own port.
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

export interface SwitchablePort {
  port: number;
  /** Cuts every open connection and closes the port: connections are refused until bringUp. */
  takeDown(): Promise<void>;
  /** Listens on the same port again. */
  bringUp(): Promise<void>;
  stop(): Promise<void>;
}

export async function forwardSwitchablePort(options: {
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** The server's own port, on the same host. */
  targetPort: number;
}): Promise<SwitchablePort> {
  const { host, targetPort } = options;
  const open = new Set<Socket>();
  const serve = (): Server =>
    createServer((client) => {
      const server = connect(targetPort, host);
      for (const socket of [client, server]) {
        open.add(socket);
        // Either side's end or failure ends both, as one connection would.
        socket.on('error', () => undefined);
        socket.on('close', () => {
          open.delete(socket);
          client.destroy();
          server.destroy();
        });
      }
      client.pipe(server);
      server.pipe(client);
    });
  let listening: Server | null = serve();
  const port = await listen(listening, options.port, host);
  const close = async () => {
    const closing = listening;
    listening = null;
    if (!closing) return;
    const closed = new Promise<void>((resolve) => closing.close(() => resolve()));
    for (const socket of open) socket.destroy();
    await closed;
  };
  return {
    port,
    takeDown: close,
    async bringUp() {
      if (listening) return;
      const server = serve();
      await listen(server, port, host);
      listening = server;
    },
    stop: close,
  };
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}
