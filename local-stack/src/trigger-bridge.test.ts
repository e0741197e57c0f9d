import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommitEvent, CommitSubscriber } from '@salon/emulator';
import { bridgeCommitsToFunctions } from './trigger-bridge.js';

const database = 'projects/demo-bridge/databases/(default)';
const received: unknown[] = [];
/** What the fake host does when asked whether its triggers are idle. */
let onIdle: () => void = () => undefined;
const server = createServer((req, res) => {
  if (req.url === '/_emulator/idle') {
    onIdle();
    res.writeHead(200).end('{"idle":true}');
    return;
  }
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    received.push(JSON.parse(body));
    res.writeHead(202).end();
  });
});
let functionsUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  functionsUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function commit(path: string, extra: Partial<CommitEvent> = {}): CommitEvent {
  const after = { path, fields: { n: { integerValue: '1' } }, createTime: 1, updateTime: 1 };
  return {
    database,
    commitTime: 1_700_000_000_000_000,
    changes: [{ path, before: undefined, after }],
    ...extra,
  };
}

describe('bridgeCommitsToFunctions', () => {
  it('posts each commit’s writes in commit order, and none for a cleared project', async () => {
    let publish: CommitSubscriber = () => undefined;
    const bridge = bridgeCommitsToFunctions({
      subscribe: (subscriber) => ((publish = subscriber), () => undefined),
      functionsUrl,
      log: () => undefined,
    });
    publish(commit('threads/a'));
    publish(commit('threads/b', { cleared: true }));
    publish(commit('threads/c'));
    await bridge.idle();
    const names = received.map((body) => (body as { writes: { name: string }[] }).writes[0]?.name);
    expect(names).toEqual([`${database}/documents/threads/a`, `${database}/documents/threads/c`]);
    expect(received[0]).toMatchObject({
      writes: [
        {
          before: null,
          after: { name: `${database}/documents/threads/a`, fields: { n: { integerValue: '1' } } },
        },
      ],
    });
  });

  it('settles only when the triggers’ own commits have been delivered too', async () => {
    received.length = 0;
    let publish: CommitSubscriber = () => undefined;
    const bridge = bridgeCommitsToFunctions({
      subscribe: (subscriber) => ((publish = subscriber), () => undefined),
      functionsUrl,
      log: () => undefined,
    });
    // The first time the host is asked, a trigger is still writing: a counter update.
    let triggerWrites = 1;
    onIdle = () => {
      if (triggerWrites-- > 0) publish(commit('threads/a/counter'));
    };
    publish(commit('threads/a'));
    await bridge.settled();
    const names = received.map((body) => (body as { writes: { name: string }[] }).writes[0]?.name);
    expect(names).toEqual([
      `${database}/documents/threads/a`,
      `${database}/documents/threads/a/counter`,
    ]);
  });
});
