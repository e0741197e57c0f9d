import { Agent, createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { keepIdleConnectionsLongerThanClients } from './keep-alive.js';

describe('keepIdleConnectionsLongerThanClients', () => {
  it('keeps an idle connection open longer than a keep-alive client of Node keeps it', () => {
    const server = createServer();
    const clientIdleMs =
      (new Agent({ keepAlive: true }) as Agent & { options: { timeout?: number } }).options
        .timeout ?? 5_000;
    keepIdleConnectionsLongerThanClients(server);
    expect(server.keepAliveTimeout).toBeGreaterThan(clientIdleMs);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });
});
