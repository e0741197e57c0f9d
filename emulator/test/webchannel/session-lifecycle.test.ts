import { afterEach, describe, expect, it } from 'vitest';
import {
  ChannelClient,
  DATABASE,
  LISTEN_PATH,
  WRITE_PATH,
  OpenBackChannel,
  httpRequest,
  messagesOf,
} from './support/channel-client.js';
import { ManualClock } from './support/manual-clock.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { eventually } from '../support/eventually.js';

let server: TestServer;
afterEach(async () => {
  await server.stop();
});

async function openSession(path = LISTEN_PATH, idleTimeoutMs = 60_000, scheduler?: ManualClock) {
  server = await startTestServer({
    keepaliveMs: 1_000,
    longPollHoldMs: 1_000,
    idleTimeoutMs,
    ...(scheduler && { scheduler }),
  });
  const client = new ChannelClient(server.baseUrl, path);
  await client.handshake([{ database: DATABASE }]);
  return client;
}

describe('WebChannel session lifecycle', () => {
  it.each(['POST', 'GET'] as const)(
    'terminate by %s closes the stream and forgets the session',
    async (method) => {
      const client = await openSession();
      const backChannel = client.openBackChannel();
      await backChannel.waitFor((a) => a.length >= 1);
      const reply = await client.terminate(method);
      expect(reply.status).toBe(200);
      expect(server.fake.streams[0]!.closed).toBe(true);
      await backChannel.waitForEnd();

      const after = await client.send([{ n: 1 }]);
      expect(after.status).toBe(400);
      expect(after.body).toContain('Unknown SID');
      expect(server.fake.streams[0]!.received).toEqual([{ database: DATABASE }]);
    },
  );

  it('answers 400 "Unknown SID" to back-channel and forward requests for unknown sessions', async () => {
    const client = await openSession();
    client.sid = 'no-such-session';
    const forward = await client.send([{ n: 1 }]);
    expect(forward.status).toBe(400);
    expect(forward.body.indexOf('Unknown SID')).toBeGreaterThan(0);
    const backChannel = client.openBackChannel();
    await backChannel.waitForEnd();
    expect(backChannel.status).toBe(400);
    expect(backChannel.arrays).toEqual([]);
  });

  it('accepts a terminate for a session that is already gone', async () => {
    const client = await openSession(WRITE_PATH);
    client.sid = 'gone';
    expect((await client.terminate()).status).toBe(200);
  });

  it('drops a session left without a back channel past the idle timeout', async () => {
    const client = await openSession(LISTEN_PATH, 50);
    await eventually(() => server.fake.streams[0]!.closed);
    expect((await client.send([{ n: 1 }])).status).toBe(400);
  });

  it('keeps a session alive while its back channel is attached', async () => {
    // Idle timers on a clock the test moves: the back channel attaches before any of it passes,
    // however slowly the machine serves the request.
    const clock = new ManualClock();
    const client = await openSession(LISTEN_PATH, 50, clock);
    const backChannel = client.openBackChannel();
    await backChannel.waitFor((a) => a.length >= 1);
    // A second session, opened after the back channel attached and left without one, is dropped
    // an idle timeout later; the first, whose timer stopped, is not.
    await new ChannelClient(server.baseUrl, LISTEN_PATH).handshake([{ database: DATABASE }]);
    clock.advance(50);
    expect(server.fake.streams[1]!.closed).toBe(true);
    expect(server.fake.streams[0]!.closed).toBe(false);
    expect((await client.send([{ n: 1 }])).status).toBe(200);
    client.closeAll();
  });

  it('closes every session when the handler is closed', async () => {
    const client = await openSession();
    const backChannel = client.openBackChannel();
    await backChannel.waitFor((a) => a.length >= 1);
    server.handler.close();
    await backChannel.waitForEnd();
    expect(server.fake.streams[0]!.closed).toBe(true);
  });

  it('rejects channel requests with a method it does not serve', async () => {
    const client = await openSession();
    const reply = await httpRequest(
      `${server.baseUrl}${LISTEN_PATH}?VER=8&SID=${client.sid}&RID=3`,
      { method: 'PUT', body: '' },
    );
    expect(reply.status).toBe(405);
  });
});

describe('WebChannel with malformed requests', () => {
  it('answers nonsense with 4xx and keeps serving the session', async () => {
    const client = await openSession();
    const base = `${server.baseUrl}${LISTEN_PATH}?VER=8&database=${DATABASE}`;
    const bad = [
      httpRequest(`${base}&RID=1`, { method: 'POST', body: 'count=abc' }),
      httpRequest(`${base}&SID=${client.sid}&RID=2&AID=0`, {
        method: 'POST',
        body: 'count=1&ofs=-1',
      }),
      httpRequest(`${base}&SID=${client.sid}&RID=3&AID=0`, {
        method: 'POST',
        body: 'count=2&ofs=1&req0___data__=%7B%7D',
      }),
      httpRequest(`${base}&SID=${client.sid}&RID=4&AID=0`, {
        method: 'POST',
        body: 'count=1&ofs=1&req0___data__=[]',
      }),
    ];
    const statuses = (await Promise.all(bad)).map((reply) => reply.status);
    expect(statuses.slice(0, 3)).toEqual([400, 400, 400]);
    // A map that is JSON but not an object reaches the bridge, which fails the stream instead.
    expect(statuses[3]).toBe(200);

    const backChannel = new OpenBackChannel(
      `${base}&SID=${client.sid}&RID=rpc&AID=abc&CI=9&TO=nope&TYPE=xmlhttp`,
    );
    const arrays = await backChannel.waitFor((a) => messagesOf(a).includes('close'));
    expect(messagesOf(arrays)[0]).toMatchObject({ error: { status: 'INVALID_ARGUMENT' } });
    backChannel.close();
  });
});
