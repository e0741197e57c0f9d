import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommitEvent, CommitSubscriber } from '@salon/emulator';
import { eventually } from '@salon/emulator/testing';
import { bridgeCommitsToFunctions, triggerCommitOf } from './trigger-bridge.js';

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
    const posted = JSON.parse(body) as { batch: number };
    received.push(posted);
    res.writeHead(202).end(JSON.stringify({ instance: 'steady', handledThrough: posted.batch }));
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

describe('bridgeCommitsToFunctions when the host dies', () => {
  it('sends a new host every batch the dead one had not handled, in order, and drops what was handled', async () => {
    // A host that takes batches but runs their triggers only when told, and can die.
    const taken: number[] = [];
    let handledThrough = -1;
    let instance = 'first';
    const host = createServer((req, res) => {
      if (req.url === '/_emulator/handled' || req.url === '/_emulator/idle') {
        res.writeHead(200).end(JSON.stringify({ instance, handledThrough }));
        return;
      }
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const { batch } = JSON.parse(body) as { batch: number };
        taken.push(batch);
        res.writeHead(202).end(JSON.stringify({ instance, handledThrough }));
      });
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    const { port } = host.address() as AddressInfo;
    const logged: string[] = [];
    let publish: CommitSubscriber = () => undefined;
    const bridge = bridgeCommitsToFunctions({
      subscribe: (subscriber) => ((publish = subscriber), () => undefined),
      functionsUrl: `http://127.0.0.1:${port}`,
      log: (line) => logged.push(line),
    });
    for (const name of ['a', 'b', 'c']) publish(commit(`threads/${name}`));
    await bridge.idle();
    expect(taken).toEqual([0, 1, 2]);
    // The first batch's triggers ran; then the host dies with the other two.
    handledThrough = 0;
    await eventually(() => bridge.backlog() === 2);
    host.closeAllConnections();
    await new Promise<void>((resolve) => host.close(() => resolve()));
    publish(commit('threads/d'));
    await eventually(() => logged.some((line) => line.includes('did not answer')));
    // Started again on its port, a new process that has handled nothing.
    taken.length = 0;
    instance = 'second';
    handledThrough = -1;
    await new Promise<void>((resolve) => host.listen(port, '127.0.0.1', resolve));
    await eventually(() => taken.length >= 3);
    expect(taken.slice(0, 3)).toEqual([1, 2, 3]);
    handledThrough = 3;
    await bridge.settled();
    expect(bridge.backlog()).toBe(0);
    bridge.close();
    host.closeAllConnections();
    await new Promise<void>((resolve) => host.close(() => resolve()));
  });
});

describe('bridgeCommitsToFunctions across a restart of the stack', () => {
  it('sends the commits a last run left unhandled ahead of new ones, and tells how far the host got', async () => {
    received.length = 0;
    const handled: number[] = [];
    let publish: CommitSubscriber = () => undefined;
    const left = triggerCommitOf(commit('threads/left', { commitTime: 1_000 }));
    expect(left).not.toBeNull();
    expect(triggerCommitOf(commit('threads/x', { cleared: true }))).toBeNull();
    const bridge = bridgeCommitsToFunctions({
      subscribe: (subscriber) => ((publish = subscriber), () => undefined),
      functionsUrl,
      log: () => undefined,
      resume: [left!],
      handled: (time) => handled.push(time),
    });
    expect(bridge.waiting()).toEqual([left]);
    publish(commit('threads/new', { commitTime: 2_000 }));
    await bridge.settled();
    const names = received.map((body) => (body as { writes: { name: string }[] }).writes[0]?.name);
    expect(names).toEqual([
      `${database}/documents/threads/left`,
      `${database}/documents/threads/new`,
    ]);
    expect(handled.at(-1)).toBe(2_000);
    expect(bridge.waiting()).toEqual([]);
    bridge.close();
  });
});
