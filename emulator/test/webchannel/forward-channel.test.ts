import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ChannelClient,
  DATABASE,
  LISTEN_PATH,
  ChunkParser,
  messagesOf,
} from './support/channel-client.js';
import { Code, RpcError } from '../../src/rpc/contract.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;
let client: ChannelClient;
beforeEach(async () => {
  server = await startTestServer();
  client = new ChannelClient(server.baseUrl, LISTEN_PATH);
  await client.handshake([{ database: DATABASE }]);
});
afterEach(async () => {
  client.closeAll();
  await server.stop();
});

const received = () => server.fake.streams[0]!.received;

describe('WebChannel forward channel', () => {
  it('delivers maps and replies exactly [1, lastArrayIdSent, unackedBytes]', async () => {
    const reply = await client.send([{ removeTarget: 2 }]);
    expect(reply.status).toBe(200);
    expect(reply.body).toBe('7\n[1,0,0]');
    expect(received()).toEqual([{ database: DATABASE }, { removeTarget: 2 }]);
  });

  it('counts arrays written to the back channel and not yet acknowledged', async () => {
    const backChannel = client.openBackChannel();
    await backChannel.waitFor((arrays) => arrays.length === 1); // the attach noop
    server.fake.streams[0]!.peer.send({ targetChange: { targetChangeType: 'ADD' } });
    const arrays = await backChannel.waitFor((a) => a.length === 2);
    const unackedLength = JSON.stringify(arrays[0]).length + JSON.stringify(arrays[1]).length;

    const [stillUnacked] = new ChunkParser().feed((await client.send([{ n: 1 }], { aid: 0 })).body);
    expect(stillUnacked).toEqual([1, 2, unackedLength]);

    const [acked] = new ChunkParser().feed((await client.send([{ n: 2 }], { aid: 2 })).body);
    expect(acked).toEqual([1, 2, 0]);
  });

  it('drops a retried POST that reuses its RID and map ids', async () => {
    await client.send([{ n: 1 }, { n: 2 }], { offset: 1, rid: 5000 });
    const retry = await client.send([{ n: 1 }, { n: 2 }], { offset: 1, rid: 5000 });
    expect(retry.status).toBe(200);
    expect(received()).toEqual([{ database: DATABASE }, { n: 1 }, { n: 2 }]);
  });

  it('reorders maps that arrive out of order by map id', async () => {
    await client.send([{ n: 3 }], { offset: 3 });
    await client.send([{ n: 2 }], { offset: 2 });
    expect(received()).toEqual([{ database: DATABASE }]);
    await client.send([{ n: 1 }], { offset: 1 });
    expect(received()).toEqual([{ database: DATABASE }, { n: 1 }, { n: 2 }, { n: 3 }]);
  });

  it('answers a malformed body with 400 and keeps the session usable', async () => {
    const bad = await fetch(
      `${server.baseUrl}${LISTEN_PATH}?VER=8&database=${DATABASE}&SID=${client.sid}&RID=9&AID=0`,
      { method: 'POST', body: 'count=1&ofs=1&req0___data__=%7B' },
    );
    expect(bad.status).toBe(400);
    await client.send([{ n: 1 }], { offset: 1 });
    expect(received()).toEqual([{ database: DATABASE }, { n: 1 }]);
  });

  it('drops client messages once the server has failed the stream', async () => {
    const backChannel = client.openBackChannel();
    server.fake.streams[0]!.peer.fail(
      new RpcError(Code.PERMISSION_DENIED, 'Missing or insufficient permissions.'),
    );
    const arrays = await backChannel.waitFor((a) => messagesOf(a).includes('close'));
    expect(messagesOf(arrays).slice(-2)).toEqual([
      {
        error: {
          code: 403,
          message: 'Missing or insufficient permissions.',
          status: 'PERMISSION_DENIED',
        },
      },
      'close',
    ]);
    await client.send([{ n: 1 }]);
    expect(received()).toEqual([{ database: DATABASE }]);
  });
});
