import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { cloudFunctionsEnvironment, startFunctionsHost, type FunctionsHost } from './index.js';

const projectId = 'demo-functions-host';
const documents = `projects/${projectId}/databases/(default)/documents`;
const logged: string[] = [];
let host: FunctionsHost;
let app: FirebaseApp;
Object.assign(process.env, cloudFunctionsEnvironment(projectId));
const sample = await import('./fixtures/sample-functions.mjs');

function doc(path: string, fields: Record<string, string>) {
  const value = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { stringValue: v }]));
  const time = '2026-01-01T00:00:00.000000Z';
  return { name: `${documents}/${path}`, fields: value, createTime: time, updateTime: time };
}

beforeAll(async () => {
  host = await startFunctionsHost({
    projectId,
    functionsModule: sample,
    log: (line) => logged.push(line),
  });
  app = initializeApp({ projectId, apiKey: 'demo-key' }, 'functions-host-test');
  const functions = getFunctions(app);
  connectFunctionsEmulator(functions, '127.0.0.1', host.port);
});

afterAll(async () => {
  await deleteApp(app);
  await host.stop();
});

beforeEach(() => {
  sample.received.length = 0;
  logged.length = 0;
});

describe('the functions host', () => {
  it('finds every v2 function by its __endpoint and ignores other exports', () => {
    const names = host.endpoints.map((endpoint) => `${endpoint.kind}:${endpoint.name}`).sort();
    expect(names).toEqual([
      'callable:echo',
      'document:alwaysFails',
      'document:anythingDeleted',
      'document:burstMirrored',
      'document:replyWritten',
      'document:threadCreated',
      'https:hello',
      'object:pictureDeleted',
      'object:pictureRelabelled',
      'object:pictureRetried',
      'object:pictureUploaded',
      'schedule:nightly',
    ]);
  });

  it('delivers a created document to created and written triggers with path params', async () => {
    host.dispatch({
      name: `${documents}/threads/t1`,
      before: null,
      after: doc('threads/t1', { title: 'Mahler 9' }),
      time: '2026-01-01T00:00:00Z',
    });
    host.dispatch({
      name: `${documents}/threads/t1/replies/r1`,
      before: null,
      after: doc('threads/t1/replies/r1', { body: 'Bravo' }),
      time: '2026-01-01T00:00:01Z',
    });
    await host.idle();
    expect(sample.received).toContainEqual({
      fn: 'threadCreated',
      params: { threadId: 't1' },
      title: 'Mahler 9',
    });
    expect(sample.received).toContainEqual({
      fn: 'replyWritten',
      params: { threadId: 't1', replyId: 'r1' },
      before: null,
      after: 'Bravo',
    });
  });

  it('runs one document’s events in commit order, even when handlers take varying time', async () => {
    const bodies = Array.from({ length: 20 }, (_, i) => `v${i}`);
    let before: ReturnType<typeof doc> | null = null;
    for (const body of bodies) {
      const after = doc('threads/t2/replies/r1', { body });
      host.dispatch({
        name: `${documents}/threads/t2/replies/r1`,
        before,
        after,
        time: '2026-01-01T00:00:00Z',
      });
      before = after;
    }
    await host.idle();
    expect(sample.received.map((event) => (event as { after: string }).after)).toEqual(bodies);
  });

  it('matches {path=**} patterns across any depth on delete', async () => {
    host.dispatch({
      name: `${documents}/threads/t3/replies/r9`,
      before: doc('threads/t3/replies/r9', { body: 'x' }),
      after: null,
      time: '2026-01-01T00:00:00Z',
    });
    await host.idle();
    expect(sample.received).toContainEqual({
      fn: 'anythingDeleted',
      params: { path: 'threads/t3/replies/r9' },
    });
  });

  it('ignores documents of other projects, as deployed functions hear only their own', async () => {
    host.dispatch({
      name: 'projects/demo-someone-else/databases/(default)/documents/threads/t5',
      before: null,
      after: doc('threads/t5', { title: 'Not ours' }),
      time: '2026-01-01T00:00:00Z',
    });
    await host.idle();
    expect(sample.received).toEqual([]);
    expect(logged).toEqual([]);
  });

  it('logs a failing function by name and keeps serving', async () => {
    host.dispatch({
      name: `${documents}/threads/t4`,
      before: null,
      after: doc('threads/t4', { title: 'x' }),
      time: '2026-01-01T00:00:00Z',
    });
    await host.idle();
    expect(
      logged.some(
        (line) =>
          line.includes('function alwaysFails failed') &&
          line.includes('this trigger always fails'),
      ),
    ).toBe(true);
    expect(sample.received).toContainEqual(
      expect.objectContaining({ fn: 'threadCreated', params: { threadId: 't4' } }),
    );
  });

  it('serves callables to the unmodified client SDK, errors included', async () => {
    const echo = httpsCallable(getFunctions(app), 'echo');
    const result = await echo({ piece: 'Goldberg Variations' });
    expect(result.data).toEqual({ echoed: { piece: 'Goldberg Variations' }, uid: null });
    const failure = await echo({ fail: true }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'functions/invalid-argument' });
    expect((failure as Error).message).toContain('You asked me to fail.');
  });

  it('passes a signed-in caller’s uid to callables', async () => {
    const token = unsignedIdToken({
      sub: 'member-1',
      user_id: 'member-1',
      email: 'clara@example.com',
    });
    const response = await fetch(`${host.url}/${projectId}/us-central1/echo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ data: 1 }),
    });
    expect(await response.json()).toEqual({ result: { echoed: 1, uid: 'member-1' } });
  });

  it('serves HTTPS functions and answers unknown functions with 404', async () => {
    expect(
      await (await fetch(`${host.url}/${projectId}/us-central1/hello?name=Clara`)).text(),
    ).toBe('hello Clara at /');
    // As deployed: the path after the function's name is the function's own (Hosting rewrites).
    expect(
      await (
        await fetch(`${host.url}/${projectId}/us-central1/hello/salon/thread/a%20b?name=Robert`)
      ).text(),
    ).toBe('hello Robert at /salon/thread/a%20b');
    expect(
      (await fetch(`${host.url}/${projectId}/us-central1/missing`, { method: 'POST' })).status,
    ).toBe(404);
    expect((await fetch(`${host.url}/other-project/us-central1/hello`)).status).toBe(404);
  });

  it('accepts commits from the Firestore emulator over HTTP and rejects malformed ones', async () => {
    const write = {
      name: `${documents}/threads/t5`,
      before: null,
      after: doc('threads/t5', { title: 'Over HTTP' }),
      time: '2026-01-01T00:00:00Z',
    };
    const accepted = await fetch(`${host.url}/_emulator/events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ writes: [write] }),
    });
    expect(accepted.status).toBe(202);
    const rejected = await fetch(`${host.url}/_emulator/events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"nope":1}',
    });
    expect(rejected.status).toBe(400);
    await host.idle();
    expect(sample.received).toContainEqual({
      fn: 'threadCreated',
      params: { threadId: 't5' },
      title: 'Over HTTP',
    });
  });

  it('answers when a document’s triggers have run, and times out on one that never changes', async () => {
    const settled = fetch(`${host.url}/_emulator/settled?document=threads/t6&count=1`);
    host.dispatch({
      name: `${documents}/threads/t6`,
      before: null,
      after: doc('threads/t6', { title: 'Later' }),
      time: '2026-01-01T00:00:00Z',
    });
    expect(await (await settled).json()).toEqual({ settled: true });
    expect(sample.received).toContainEqual(
      expect.objectContaining({ fn: 'threadCreated', params: { threadId: 't6' } }),
    );
    expect((await fetch(`${host.url}/_emulator/settled?count=1`)).status).toBe(400);
  });

  it('answers /_emulator/idle once every queued trigger has run', async () => {
    // Ten creations of one document run one after another, each waiting up to 5 ms.
    const after = doc('threads/t7', { title: 'Again' });
    for (let i = 0; i < 10; i++) {
      const time = '2026-01-01T00:00:00Z';
      host.dispatch({ name: `${documents}/threads/t7`, before: null, after, time });
      host.dispatch({ name: `${documents}/threads/t7`, before: after, after: null, time });
    }
    expect(await (await fetch(`${host.url}/_emulator/idle`)).json()).toEqual({ idle: true });
    const created = sample.received.filter(
      (event) => (event as { fn: string }).fn === 'threadCreated',
    );
    expect(created).toHaveLength(10);
  });

  it("delivers an object's finalize to onObjectFinalized of the default bucket, as a CloudEvent", async () => {
    const bucket = `${projectId}.appspot.com`;
    const response = await fetch(`${host.url}/_emulator/object-events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        changes: [
          {
            kind: 'finalized',
            object: { ...object(bucket, 'users/u1/avatar.png'), contentType: 'image/png' },
            time: '2026-01-01T00:00:00Z',
          },
          // Another bucket's object fires nothing here.
          {
            kind: 'finalized',
            object: object('demo-other-bucket', 'x.png'),
            time: '2026-01-01T00:00:00Z',
          },
        ],
      }),
    });
    expect(response.status).toBe(202);
    expect(await (await fetch(`${host.url}/_emulator/idle`)).json()).toEqual({ idle: true });
    expect(sample.received).toEqual([
      {
        fn: 'pictureUploaded',
        bucket,
        name: 'users/u1/avatar.png',
        contentType: 'image/png',
        size: '5',
      },
    ]);
  });

  it('delivers a failed event again to a trigger with retry: true, saying so, until it succeeds', async () => {
    host.dispatchObjectChange({
      kind: 'finalized',
      object: object('demo-retry-bucket', 'members/u1/uploads/avatar/a'),
      time: '2026-01-01T00:00:00Z',
    });
    // idle() counts the retries still waiting.
    await host.idle();
    const [first] = sample.received as [{ id: string }];
    expect(sample.received).toEqual(
      [1, 2, 3].map((tries) => ({ fn: 'pictureRetried', id: first.id, tries })),
    );
    const failed =
      'function pictureRetried failed on gs://demo-retry-bucket/members/u1/uploads/avatar/a';
    expect(logged.map((line) => line.split(': ')[0])).toEqual([
      `${failed}, retry 1 in 1 s`,
      `${failed}, retry 2 in 2 s`,
    ]);
  });

  it('runs delete and metadata-update triggers of their own bucket only', async () => {
    const bucket = `${projectId}.appspot.com`;
    host.dispatchObjectChange({
      kind: 'deleted',
      object: object(bucket, 'a.png'),
      time: '2026-01-01T00:00:00Z',
    });
    host.dispatchObjectChange({
      kind: 'deleted',
      object: object('demo-other-bucket', 'b.png'),
      time: '2026-01-01T00:00:00Z',
    });
    host.dispatchObjectChange({
      kind: 'metadataUpdated',
      object: { ...object(bucket, 'c.png'), metadata: { caption: 'Bayreuth' } },
      time: '2026-01-01T00:00:00Z',
    });
    await host.idle();
    expect(sample.received).toEqual([
      { fn: 'pictureDeleted', name: 'b.png' },
      { fn: 'pictureRelabelled', metadata: { caption: 'Bayreuth' } },
    ]);
  });

  it('runs a scheduled function on demand, now or as due at a given time', async () => {
    const before = Date.now();
    const response = await fetch(`${host.url}/_emulator/schedules/nightly/run`, { method: 'POST' });
    expect(response.status).toBe(200);
    const [now] = sample.received as { fn: string; scheduleTime: string }[];
    expect(now?.fn).toBe('nightly');
    expect(Date.parse(now!.scheduleTime)).toBeGreaterThanOrEqual(before);

    const monday = '2026-11-30T00:00:00.000Z';
    const due = await fetch(`${host.url}/_emulator/schedules/nightly/run?scheduleTime=${monday}`, {
      method: 'POST',
    });
    expect(due.status).toBe(200);
    expect(sample.received[1]).toEqual({ fn: 'nightly', scheduleTime: monday });
    const bad = await fetch(`${host.url}/_emulator/schedules/nightly/run?scheduleTime=soon`, {
      method: 'POST',
    });
    expect(bad.status).toBe(400);
    expect(sample.received).toHaveLength(2);
    expect(
      (await fetch(`${host.url}/_emulator/schedules/nope/run`, { method: 'POST' })).status,
    ).toBe(404);
  });
});

/** A GCS JSON object resource, as the Storage emulator sends it. */
function object(bucket: string, name: string) {
  return { kind: 'storage#object', bucket, name, size: '5', generation: '1', metageneration: '1' };
}

/** An Auth-emulator-style ID token: unsigned, as the emulators issue them. */
function unsignedIdToken(claims: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ iss: `https://securetoken.google.com/${projectId}`, aud: projectId, iat: now, exp: now + 3600, auth_time: now, ...claims })}.`;
}
