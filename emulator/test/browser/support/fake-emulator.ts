// The HTTP transport over the in-memory fake, on its own 127.0.0.1 port: the browser suite's
// target until (or apart from) the real Firestore service.

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpHandler } from '../../../src/http/index.js';
import { createInMemoryFirestore } from './in-memory-firestore.js';
import type { EmulatorUnderTest } from './emulator-under-test.js';

export async function startFakeEmulator(): Promise<EmulatorUnderTest> {
  const { rpcs, control, openStreamCount } = createInMemoryFirestore();
  const handler = createHttpHandler({ rpcs, control });
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    kind: 'fake',
    host: '127.0.0.1',
    port,
    openStreamCount,
    dropChannelSessions: () => handler.close(),
    stop: async () => {
      handler.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
