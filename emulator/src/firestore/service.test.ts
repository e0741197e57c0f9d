// The service through the contract (proto3 JSON), for what the SDKs cannot easily show:
// maximum/minimum transforms, verify writes, BatchWrite statuses, and Listen's wire messages.
import { describe, expect, test } from 'vitest';
import { Code, RpcError, type JsonObject } from '../rpc/contract.js';
import { createEmulatorControl } from './control.js';
import { createFirestoreRpcs } from './service.js';
import { createEmulatorState } from './state.js';
import { parseMicros } from './timestamps.js';

const database = 'projects/demo-service/databases/(default)';
const name = (path: string): string => `${database}/documents/${path}`;
const context = { database };

function service() {
  return createFirestoreRpcs(createEmulatorState({ enforceIndexes: true }));
}

describe('writes', () => {
  test('maximum, minimum, increment on missing and non-numeric fields', async () => {
    const rpcs = service();
    await rpcs.commit(context, {
      database,
      writes: [
        {
          update: {
            name: name('c/d'),
            fields: {
              hi: { integerValue: '5' },
              lo: { doubleValue: 2.5 },
              s: { stringValue: 'x' },
            },
          },
        },
      ],
    });
    const response = await rpcs.commit(context, {
      database,
      writes: [
        {
          transform: {
            document: name('c/d'),
            fieldTransforms: [
              { fieldPath: 'hi', maximum: { integerValue: '3' } },
              { fieldPath: 'lo', minimum: { integerValue: '1' } },
              { fieldPath: 's', increment: { integerValue: '2' } },
              { fieldPath: 'new', maximum: { doubleValue: 1.5 } },
              { fieldPath: 'at', setToServerValue: 'REQUEST_TIME' },
            ],
          },
        },
      ],
    });
    const result = (response.writeResults as JsonObject[])[0] as JsonObject;
    expect(result.transformResults).toEqual([
      { integerValue: '5' },
      { integerValue: '1' },
      { integerValue: '2' },
      { doubleValue: 1.5 },
      { timestampValue: response.commitTime },
    ]);
  });

  test('verify checks a precondition without writing; a failed one aborts the batch', async () => {
    const rpcs = service();
    const created = await rpcs.commit(context, {
      database,
      writes: [{ update: { name: name('v/1'), fields: {} } }],
    });
    const updateTime = (created.writeResults as JsonObject[])[0]?.updateTime as string;
    await rpcs.commit(context, {
      database,
      writes: [{ verify: name('v/1'), currentDocument: { updateTime } }],
    });
    await expect(
      rpcs.commit(context, {
        database,
        writes: [
          { update: { name: name('v/2'), fields: {} } },
          { verify: name('v/1'), currentDocument: { updateTime: '2000-01-01T00:00:00Z' } },
        ],
      }),
    ).rejects.toMatchObject({ code: Code.FAILED_PRECONDITION });
    const [missing] = await rpcs.batchGetDocuments(context, { database, documents: [name('v/2')] });
    expect(missing).toHaveProperty('missing');
  });

  test('a document over 1 MiB is rejected as production rejects it', async () => {
    const rpcs = service();
    const big = 'x'.repeat(1_048_576);
    await expect(
      rpcs.commit(context, {
        database,
        writes: [{ update: { name: name('big/1'), fields: { text: { stringValue: big } } } }],
      }),
    ).rejects.toMatchObject({
      code: Code.INVALID_ARGUMENT,
      message: expect.stringMatching(/maximum allowed size/),
    });
  });

  test('BatchWrite gives each write its own status', async () => {
    const rpcs = service();
    const response = await rpcs.batchWrite(context, {
      database,
      writes: [
        { update: { name: name('b/1'), fields: {} }, currentDocument: { exists: false } },
        { update: { name: name('b/1'), fields: {} }, currentDocument: { exists: false } },
      ],
    });
    expect((response.status as JsonObject[]).map((status) => status.code)).toEqual([
      Code.OK,
      Code.ALREADY_EXISTS,
    ]);
  });

  test('bad requests get INVALID_ARGUMENT, not a crash', async () => {
    const rpcs = service();
    await expect(rpcs.commit(context, { database, writes: [{}] })).rejects.toBeInstanceOf(RpcError);
    await expect(
      rpcs.runQuery(context, { parent: `${database}/documents`, structuredQuery: { from: [] } }),
    ).rejects.toMatchObject({ code: Code.INVALID_ARGUMENT });
    await expect(
      rpcs.batchGetDocuments(context, { database, documents: [name('odd')] }),
    ).rejects.toMatchObject({ code: Code.INVALID_ARGUMENT });
    const tooMany = Array.from({ length: 31 }, (_, index) => ({ integerValue: String(index) }));
    await expect(
      rpcs.runQuery(context, {
        parent: `${database}/documents`,
        structuredQuery: {
          from: [{ collectionId: 'c' }],
          where: {
            fieldFilter: {
              field: { fieldPath: 'a' },
              op: 'IN',
              value: { arrayValue: { values: tooMany } },
            },
          },
        },
      }),
    ).rejects.toMatchObject({
      code: Code.INVALID_ARGUMENT,
      message: expect.stringMatching(/up to 30/),
    });
  });
});

describe('listen wire messages', () => {
  function listen(rpcs: ReturnType<typeof service>) {
    const sent: JsonObject[] = [];
    const failures: RpcError[] = [];
    const handler = rpcs.listen(context, {
      send: (message) => sent.push(message),
      fail: (error) => failures.push(error),
    });
    return { sent, failures, handler };
  }
  const kinds = (messages: JsonObject[]): string[] =>
    messages.map((message) => {
      const change = message.targetChange as JsonObject | undefined;
      if (!change) return Object.keys(message)[0] as string;
      const ids = (change.targetIds as number[]).join(',');
      return `${String(change.targetChangeType)}[${ids}]${change.cause ? '!' : ''}`;
    });

  test('ADD, documents, CURRENT, global snapshot; then changes; REMOVE on removeTarget', async () => {
    const rpcs = service();
    await rpcs.commit(context, {
      database,
      writes: [{ update: { name: name('l/1'), fields: {} } }],
    });
    const { sent, handler } = listen(rpcs);
    handler.receive({
      database,
      addTarget: {
        targetId: 2,
        query: {
          parent: `${database}/documents`,
          structuredQuery: { from: [{ collectionId: 'l' }] },
        },
      },
    });
    expect(kinds(sent)).toEqual(['ADD[2]', 'documentChange', 'CURRENT[2]', 'NO_CHANGE[]']);
    sent.length = 0;
    await rpcs.commit(context, { database, writes: [{ delete: name('l/1') }] });
    expect(kinds(sent)).toEqual(['documentDelete', 'NO_CHANGE[]']);
    sent.length = 0;
    handler.receive({ database, removeTarget: 2 });
    expect(kinds(sent)).toEqual(['REMOVE[2]']);
    handler.close();
  });

  test('a document that stays but leaves a query comes with its new value, as production sends it', async () => {
    const rpcs = service();
    const part = (value: number) => ({ part: { integerValue: String(value) } });
    await rpcs.commit(context, {
      database,
      writes: [{ update: { name: name('p/1'), fields: part(1) } }],
    });
    const { sent, handler } = listen(rpcs);
    handler.receive({
      database,
      addTarget: {
        targetId: 2,
        query: {
          parent: `${database}/documents`,
          structuredQuery: {
            from: [{ collectionId: 'p' }],
            where: {
              fieldFilter: { field: { fieldPath: 'part' }, op: 'EQUAL', value: part(1).part },
            },
          },
        },
      },
    });
    sent.length = 0;
    await rpcs.commit(context, {
      database,
      writes: [{ update: { name: name('p/1'), fields: part(2) } }],
    });
    // A bare documentRemove would leave the SDK its stale copy, which still matches ("limbo").
    expect(kinds(sent)).toEqual(['documentChange', 'NO_CHANGE[]']);
    expect(sent[0]?.documentChange).toMatchObject({
      document: { name: name('p/1'), fields: part(2) },
      targetIds: [],
      removedTargetIds: [2],
    });
    handler.close();
  });

  test('a resumed target is RESET and resent; a bad target is removed with a cause', () => {
    const rpcs = service();
    const { sent, failures, handler } = listen(rpcs);
    handler.receive({
      database,
      addTarget: { targetId: 4, documents: { documents: [name('x/1')] }, resumeToken: 'AQI=' },
    });
    handler.receive({
      database,
      addTarget: {
        targetId: 6,
        query: {
          parent: `${database}/documents`,
          structuredQuery: {
            from: [{ collectionId: 'l' }],
            orderBy: [{ field: { fieldPath: 'a' } }, { field: { fieldPath: 'b' } }],
          },
        },
      },
    });
    expect(kinds(sent)).toEqual(['ADD[4]', 'RESET[4]', 'CURRENT[4]', 'NO_CHANGE[]', 'REMOVE[6]!']);
    const cause = (sent.at(-1)?.targetChange as JsonObject).cause as JsonObject;
    expect(cause.code).toBe(Code.FAILED_PRECONDITION);
    expect(failures).toEqual([]);
    handler.close();
  });

  test('clearing the project reaches listeners as deletes, marked as a clear', async () => {
    const state = createEmulatorState();
    const rpcs = createFirestoreRpcs(state);
    const cleared: boolean[] = [];
    state.store.subscribe((event) => cleared.push(event.cleared === true));
    await rpcs.commit(context, {
      database,
      writes: [{ update: { name: name('c/1'), fields: {} } }],
    });
    const { sent, handler } = listen(rpcs);
    handler.receive({
      database,
      addTarget: { targetId: 1, documents: { documents: [name('c/1')] } },
    });
    sent.length = 0;
    await createEmulatorControl(state).clearProject('demo-service');
    expect(kinds(sent)).toEqual(['documentDelete', 'NO_CHANGE[]']);
    expect(cleared).toEqual([false, true]);
    handler.close();
  });

  test('read times never go backwards on one stream', async () => {
    const rpcs = service();
    const { sent, handler } = listen(rpcs);
    handler.receive({
      database,
      addTarget: { targetId: 1, documents: { documents: [name('t/1')] } },
    });
    for (let index = 0; index < 5; index++) {
      await rpcs.commit(context, {
        database,
        writes: [{ update: { name: name('t/1'), fields: { i: { integerValue: String(index) } } } }],
      });
    }
    const readTimes = sent
      .map(
        (message) =>
          (message.targetChange as JsonObject | undefined)?.readTime as string | undefined,
      )
      .filter((time): time is string => time !== undefined)
      .map(parseMicros);
    expect(readTimes.length).toBeGreaterThan(5);
    expect([...readTimes].sort((a, b) => a - b)).toEqual(readTimes);
    handler.close();
  });
});

describe('a query in a read-write transaction', () => {
  const deltas = { from: [{ collectionId: 'deltas' }] };
  const documentsOf = (responses: unknown) =>
    (responses as JsonObject[])
      .map((response) => (response.document as JsonObject | undefined)?.name)
      .filter((found): found is string => found !== undefined);
  const begin = async (rpcs: ReturnType<typeof service>) =>
    String((await rpcs.beginTransaction(context, {})).transaction);
  const query = (rpcs: ReturnType<typeof service>, transaction: string) =>
    rpcs.runQuery(context, {
      parent: `${database}/documents`,
      structuredQuery: deltas,
      transaction,
    });
  /** Lets every in-process step that can run, run (the service does no I/O here). */
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  test('reads shared: two transactions read the same results at once', async () => {
    const rpcs = service();
    await rpcs.commit(context, { database, writes: [{ update: { name: name('deltas/a') } }] });
    const [first, second] = [await begin(rpcs), await begin(rpcs)];
    expect(documentsOf(await query(rpcs, first))).toEqual([name('deltas/a')]);
    expect(documentsOf(await query(rpcs, second))).toEqual([name('deltas/a')]);
  });

  test('locks a document that joined its results while it waited, so no one writes it meanwhile', async () => {
    const rpcs = service();
    await rpcs.commit(context, { database, writes: [{ update: { name: name('deltas/a') } }] });
    // A reader of other/c holds up a commit that has locked deltas/a and will create deltas/b.
    const reader = await begin(rpcs);
    await rpcs.batchGetDocuments(context, {
      database,
      documents: [name('other/c')],
      transaction: reader,
    });
    const held = rpcs.commit(context, {
      database,
      writes: ['deltas/a', 'deltas/b', 'other/c'].map((path) => ({ update: { name: name(path) } })),
    });
    await settle();

    // The query waits for deltas/a; when it has it, deltas/b has joined the results.
    const transaction = await begin(rpcs);
    const answered = query(rpcs, transaction);
    await settle();
    await rpcs.rollback(context, { database, transaction: reader });
    await held;
    expect(documentsOf(await answered)).toEqual([name('deltas/a'), name('deltas/b')]);

    // deltas/b is locked too: deleting it waits until the transaction ends.
    let deleted = false;
    const deletion = rpcs
      .commit(context, { database, writes: [{ delete: name('deltas/b') }] })
      .then(() => (deleted = true));
    await settle();
    expect(deleted).toBe(false);
    await rpcs.rollback(context, { database, transaction });
    await deletion;
    expect(deleted).toBe(true);
  });
});
