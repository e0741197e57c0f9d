import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ChannelClient,
  DATABASE,
  LISTEN_PATH,
  idsOf,
  messagesOf,
} from './support/channel-client.js';
import { Code, RpcError } from '../../src/rpc/contract.js';
import { ManualClock } from './support/manual-clock.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// Short timings so keepalives and long-poll holds happen within a test; nothing asserts how long.
const timings = { keepaliveMs: 100, longPollHoldMs: 100, idleTimeoutMs: 5_000 };

let server: TestServer;
let client: ChannelClient;
beforeEach(async () => {
  server = await startTestServer(timings);
  client = new ChannelClient(server.baseUrl, LISTEN_PATH);
  await client.handshake([{ database: DATABASE }]);
});
const stopAfterTest: (() => Promise<void>)[] = [];
afterEach(async () => {
  client.closeAll();
  await server.stop();
  for (const stop of stopAfterTest.splice(0)) await stop();
});

const peer = () => server.fake.streams[0]!.peer;

/**
 * A second server whose channel timers run on a clock the test advances, with keepalives far
 * apart so that a long poll is held for its TO.
 */
async function serverOnClock() {
  const clock = new ManualClock();
  const onClock = await startTestServer({ ...timings, keepaliveMs: 60_000, scheduler: clock });
  const heldClient = new ChannelClient(onClock.baseUrl, LISTEN_PATH);
  await heldClient.handshake([{ database: DATABASE }]);
  stopAfterTest.push(async () => {
    heldClient.closeAll();
    await onClock.stop();
  });
  return { client: heldClient, peer: () => onClock.fake.streams[0]!.peer, clock };
}

describe('WebChannel back channel, streaming (CI=0)', () => {
  it('sends a noop at once on attach when nothing is pending', async () => {
    const backChannel = client.openBackChannel();
    const arrays = await backChannel.waitFor((a) => a.length >= 1);
    expect(arrays[0]).toEqual([1, ['noop']]);
    expect(backChannel.ended).toBe(false);
  });

  it('delivers messages sent before and after attach as consecutive arrays, one message each', async () => {
    peer().send({ targetChange: { targetChangeType: 'ADD', targetIds: [2] } });
    await new Promise((resolve) => setImmediate(resolve));
    const backChannel = client.openBackChannel();
    await backChannel.waitFor((a) => a.length >= 1);
    peer().send({ documentChange: { document: { name: 'x' } } });
    peer().send({ targetChange: { targetChangeType: 'CURRENT', targetIds: [2] } });
    const arrays = await backChannel.waitFor((a) => a.length >= 3);
    expect(idsOf(arrays)).toEqual([1, 2, 3]);
    expect(messagesOf(arrays)).toEqual([
      { targetChange: { targetChangeType: 'ADD', targetIds: [2] } },
      { documentChange: { document: { name: 'x' } } },
      { targetChange: { targetChangeType: 'CURRENT', targetIds: [2] } },
    ]);
  });

  it('keeps the response open and sends noop keepalives while quiet', async () => {
    const backChannel = client.openBackChannel();
    const arrays = await backChannel.waitFor((a) => a.length >= 3);
    expect(messagesOf(arrays).slice(0, 3)).toEqual(['noop', 'noop', 'noop']);
    expect(idsOf(arrays).slice(0, 3)).toEqual([1, 2, 3]);
    expect(backChannel.ended).toBe(false);
  });

  it('resends every array after the AID when a new back channel replaces the old one', async () => {
    const first = client.openBackChannel();
    await first.waitFor((a) => a.length >= 1);
    peer().send({ n: 2 });
    peer().send({ n: 3 });
    await first.waitFor((a) => a.length >= 3);

    const second = client.openBackChannel({ aid: 1 });
    await first.waitForEnd();
    const arrays = await second.waitFor((a) => a.length >= 2);
    expect(idsOf(arrays).slice(0, 2)).toEqual([2, 3]);
    expect(messagesOf(arrays).slice(0, 2)).toEqual([{ n: 2 }, { n: 3 }]);
  });

  it('does not resend arrays the client acknowledged on a forward POST', async () => {
    const first = client.openBackChannel();
    await first.waitFor((a) => a.length >= 1);
    peer().send({ n: 2 });
    await first.waitFor((a) => a.length >= 2);
    await client.send([{ ack: true }], { aid: 2 });
    const second = client.openBackChannel({ aid: 0 });
    const arrays = await second.waitFor((a) => a.length >= 1);
    expect(idsOf(arrays)[0]).toBe(3);
    expect(messagesOf(arrays)[0]).toBe('noop');
  });

  it('keeps non-ASCII messages intact (chunk lengths in UTF-16 code units)', async () => {
    const backChannel = client.openBackChannel();
    await backChannel.waitFor((a) => a.length >= 1);
    peer().send({ title: 'Dvořák — Symphony No. 9 🎻' });
    const arrays = await backChannel.waitFor((a) => a.length >= 2);
    expect(messagesOf(arrays)[1]).toEqual({ title: 'Dvořák — Symphony No. 9 🎻' });
  });
});

describe('WebChannel back channel, long poll (CI=1)', () => {
  it('answers at once with pending arrays and ends the response', async () => {
    peer().send({ n: 1 });
    peer().send({ n: 2 });
    await new Promise((resolve) => setImmediate(resolve));
    const poll = client.openBackChannel({ longPoll: true });
    await poll.waitForEnd();
    expect(poll.arrays).toEqual([
      [1, [{ n: 1 }]],
      [2, [{ n: 2 }]],
    ]);
  });

  it('holds the poll until a message arrives, however long the hold', async () => {
    // The hold is the server's timer, on a clock this test moves: held just short of its end, the
    // poll is still open, on a fast machine or a loaded one.
    const { client: held, peer: heldPeer, clock } = await serverOnClock();
    const poll = held.openBackChannel({ longPoll: true, timeoutMs: 5_000 });
    await poll.waitForResponse();
    clock.advance(4_999);
    heldPeer().send({ late: true });
    await poll.waitForEnd();
    expect(poll.arrays).toEqual([[1, [{ late: true }]]]);
  });

  it('answers a held poll with a noop once its TO has passed on the server clock', async () => {
    const { client: held, clock } = await serverOnClock();
    const poll = held.openBackChannel({ longPoll: true, timeoutMs: 5_000 });
    await poll.waitForResponse();
    clock.advance(5_000);
    await poll.waitForEnd();
    expect(poll.arrays).toEqual([[1, ['noop']]]);
  });

  it('answers a quiet poll with a noop after TO', async () => {
    const poll = client.openBackChannel({ longPoll: true, timeoutMs: 30 });
    await poll.waitForEnd();
    expect(poll.arrays).toEqual([[1, ['noop']]]);
  });

  it('answers a quiet poll without TO with a noop after the default hold', async () => {
    const poll = client.openBackChannel({ longPoll: true });
    await poll.waitForEnd();
    expect(messagesOf(poll.arrays)).toEqual(['noop']);
  });

  it('still answers polls with noops after the server closed the stream', async () => {
    peer().fail(new RpcError(Code.ABORTED, 'Gone.'));
    const first = client.openBackChannel({ longPoll: true });
    await first.waitForEnd();
    expect(messagesOf(first.arrays)).toEqual([
      { error: { code: 409, message: 'Gone.', status: 'ABORTED' } },
      'close',
    ]);
    const next = client.openBackChannel({ longPoll: true, aid: 2, timeoutMs: 30 });
    await next.waitForEnd();
    expect(next.arrays).toEqual([[3, ['noop']]]);
  });

  it('switches from streaming to long polling mid-session without losing arrays', async () => {
    const stream = client.openBackChannel();
    await stream.waitFor((a) => a.length >= 1);
    peer().send({ n: 2 });
    await stream.waitFor((a) => a.length >= 2);
    // The client switches with the AID it had before the last array reached it.
    const poll = client.openBackChannel({ longPoll: true, aid: 1 });
    await stream.waitForEnd();
    await poll.waitForEnd();
    expect(poll.arrays).toEqual([[2, [{ n: 2 }]]]);
    peer().send({ n: 3 });
    const next = client.openBackChannel({ longPoll: true, aid: 2 });
    await next.waitForEnd();
    expect(next.arrays).toEqual([[3, [{ n: 3 }]]]);
    // ...and back to streaming.
    const again = client.openBackChannel({ aid: 3 });
    const arrays = await again.waitFor((a) => a.length >= 1);
    expect(arrays[0]).toEqual([4, ['noop']]);
  });
});
