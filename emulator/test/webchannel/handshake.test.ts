import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ChannelClient,
  ChunkParser,
  DATABASE,
  LISTEN_PATH,
  WRITE_PATH,
} from './support/channel-client.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { eventually } from '../support/eventually.js';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.stop();
});

describe('WebChannel handshake', () => {
  it('answers with the "c" array: session id, version 8 and the keepalive interval', async () => {
    const client = new ChannelClient(server.baseUrl, LISTEN_PATH);
    const reply = await client.handshake([{ database: DATABASE }]);
    expect(reply.status).toBe(200);
    const [chunk] = new ChunkParser().feed(reply.body);
    expect(chunk).toEqual([[0, ['c', client.sid, null, 8, 14, 30000]]]);
    expect(client.sid).toMatch(/^[\w-]{8,}$/);
    expect(reply.body).toBe(`${reply.body.split('\n')[1]!.length}\n${reply.body.split('\n')[1]}`);
  });

  it('returns X-HTTP-Session-Id when the client asks for it', async () => {
    const client = new ChannelClient(server.baseUrl, LISTEN_PATH);
    const reply = await client.handshake([]);
    expect(reply.headers['x-http-session-id']).toBeTruthy();
  });

  it('opens a Listen stream with the database and the Authorization from the encoded headers', async () => {
    const client = new ChannelClient(server.baseUrl, LISTEN_PATH);
    await client.handshake([{ database: DATABASE, addTarget: { targetId: 2 } }], {
      'X-Goog-Api-Client': 'gl-js/ fire/12',
      Authorization: 'Bearer owner',
    });
    const [stream] = server.fake.streams;
    expect(stream?.kind).toBe('listen');
    expect(stream?.context).toEqual({ database: DATABASE, authorization: 'Bearer owner' });
    expect(stream?.received).toEqual([{ database: DATABASE, addTarget: { targetId: 2 } }]);
  });

  it('opens a Write stream without authorization when the client sent none', async () => {
    const client = new ChannelClient(server.baseUrl, WRITE_PATH);
    await client.handshake([{ database: DATABASE }]);
    const [stream] = server.fake.streams;
    expect(stream?.kind).toBe('write');
    expect(stream?.context).toEqual({ database: DATABASE });
  });

  it('delivers every message that rides in the handshake, in order', async () => {
    const client = new ChannelClient(server.baseUrl, LISTEN_PATH);
    await client.handshake([{ n: 0 }, { n: 1 }, { n: 2 }]);
    expect(server.fake.streams[0]?.received).toEqual([{ n: 0 }, { n: 1 }, { n: 2 }]);
  });

  it('fails the stream when the database parameter is missing', async () => {
    const client = new ChannelClient(server.baseUrl, LISTEN_PATH);
    const reply = await fetch(`${server.baseUrl}${LISTEN_PATH}?VER=8&RID=1&CVER=22`, {
      method: 'POST',
      body: 'count=1&ofs=0&req0___data__=%7B%7D',
    });
    const [chunk] = new ChunkParser().feed(await reply.text()) as [[number, string[]][]];
    client.sid = chunk[0]![1][1]!;
    const backChannel = client.openBackChannel();
    const arrays = await backChannel.waitFor((a) => a.length >= 2);
    expect(arrays[0]![1]).toEqual([
      {
        error: {
          code: 400,
          message: 'Missing or malformed database parameter.',
          status: 'INVALID_ARGUMENT',
        },
      },
    ]);
    expect(arrays[1]![1]).toEqual(['close']);
    expect(server.fake.streams).toHaveLength(0);
    client.closeAll();
  });

  it('answers a malformed handshake body with 400 and keeps no session', async () => {
    const reply = await fetch(`${server.baseUrl}${LISTEN_PATH}?VER=8&RID=1&database=${DATABASE}`, {
      method: 'POST',
      body: 'count=1&ofs=0&req0___data__=%7Bnot-json',
    });
    expect(reply.status).toBe(400);
    await eventually(() => server.fake.streams.length === 0);
  });
});
