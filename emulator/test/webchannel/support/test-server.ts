// Starts the HTTP handler on an ephemeral 127.0.0.1 port for one test file.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpHandler, type HttpHandler } from '../../../src/http/index.js';
import type { WebChannelEndpointOptions } from '../../../src/webchannel/index.js';
import { createRecordingRpcs, type RecordingRpcs } from './recording-rpcs.js';

export interface TestServer {
  baseUrl: string;
  port: number;
  fake: RecordingRpcs;
  handler: HttpHandler;
  stop(): Promise<void>;
}

export async function startTestServer(
  channelOptions: WebChannelEndpointOptions = {},
): Promise<TestServer> {
  const fake = createRecordingRpcs();
  const handler = createHttpHandler({ rpcs: fake.rpcs, control: fake.control, channelOptions });
  const server: Server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    fake,
    handler,
    stop: async () => {
      handler.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
