import { Agent, request, type IncomingMessage } from 'node:http';
import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { eventually } from '../../test/support/eventually.js';
import { listen, serveHttp, type RunningHttpServer } from './listen.js';

let running: RunningHttpServer | undefined;
afterEach(async () => {
  await running?.stop();
  running = undefined;
});

function get(port: number, agent: Agent, path = '/'): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, agent, path }, resolve);
    req.on('error', reject);
    req.end();
  });
}

describe('serveHttp', () => {
  it('listens on a free port and serves the handler', async () => {
    running = await serveHttp(
      async (_req, res) => {
        res.end('served');
      },
      { host: '127.0.0.1', port: 0 },
    );
    expect(running.port).toBeGreaterThan(0);
    const agent = new Agent();
    const res = await get(running.port, agent);
    res.setEncoding('utf8');
    let text = '';
    for await (const chunk of res) text += chunk;
    expect(text).toBe('served');
    agent.destroy();
  });

  it('stops with a keep-alive connection idle and a request still open', async () => {
    let received = 0;
    const server = await serveHttp(
      async (req, res) => {
        received++;
        // The first request is answered; the second is left open, as a long poll would be.
        if (req.url === '/answered') res.end('ok');
      },
      { host: '127.0.0.1', port: 0 },
    );
    // Two agents, so the answered request's connection stays idle beside the open one's.
    const agent = new Agent({ keepAlive: true });
    const answered = await get(server.port, agent, '/answered');
    answered.resume();
    const other = new Agent();
    const open = new Promise<unknown>((resolve) => {
      const options = { host: '127.0.0.1', port: server.port, path: '/open', agent: other };
      const req = request(options, resolve);
      req.on('error', resolve);
      req.end();
    });
    await eventually(() => received === 2, { what: 'both requests to reach the server' });
    await server.stop();
    expect(await open).toBeInstanceOf(Error);
    agent.destroy();
    other.destroy();
  });
});

describe('listen', () => {
  it('refuses a port already taken, with the error', async () => {
    const first = createServer();
    const port = await listen(first, 0, '127.0.0.1');
    await expect(listen(createServer(), port, '127.0.0.1')).rejects.toThrow(/EADDRINUSE/);
    await new Promise((resolve) => first.close(resolve));
  });
});
