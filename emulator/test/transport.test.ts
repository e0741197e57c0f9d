// The one-port server and the gRPC transport seen from a raw grpc-js client and raw sockets:
// bad requests get the status a real server gives, and nothing a client sends ends the process.
import { connect } from 'node:net';
import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadFirestoreProtos } from '../src/grpc/protos.js';
import { startEmulator, type RunningEmulator } from '../src/server/index.js';

let emulator: RunningEmulator;
type Callback = (error: grpc.ServiceError | null, response?: Record<string, unknown>) => void;
type RawClient = grpc.Client & Record<string, (request: object, callback: Callback) => void>;
let client: RawClient;
const database = 'projects/demo-transport/databases/(default)';

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  const { packageDefinition } = loadFirestoreProtos();
  const loaded = grpc.loadPackageDefinition(packageDefinition) as unknown as {
    google: { firestore: { v1: { Firestore: grpc.ServiceClientConstructor } } };
  };
  client = new loaded.google.firestore.v1.Firestore(
    `127.0.0.1:${emulator.port}`,
    grpc.credentials.createInsecure(),
  ) as unknown as RawClient;
});
afterAll(async () => {
  client.close();
  await emulator.stop();
});

function call(method: string, request: object): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    client[method]?.call(client, request, (error, response) =>
      error ? reject(error) : resolve(response ?? {}),
    );
  });
}

/** A server-streaming call: every response, or the status it failed with. */
function stream(method: string, request: object): Promise<Record<string, unknown>[]> {
  return new Promise((resolve, reject) => {
    const responses: Record<string, unknown>[] = [];
    const streamingMethod = client[method] as unknown as (
      request: object,
    ) => grpc.ClientReadableStream<Record<string, unknown>>;
    const call = streamingMethod.call(client, request);
    call.on('data', (response) => responses.push(response));
    call.on('error', reject);
    call.on('end', () => resolve(responses));
  });
}

describe('gRPC transport', () => {
  test('commit then read back over raw gRPC, with Timestamps and int64 converted', async () => {
    const response = await call('commit', {
      database,
      writes: [
        {
          update: {
            name: `${database}/documents/raw/doc`,
            fields: {
              n: { integerValue: '9007199254740993' },
              t: { timestampValue: { seconds: 1, nanos: 5000 } },
            },
          },
        },
      ],
    });
    expect(response.commitTime).toMatchObject({ seconds: expect.any(String) });
    const stored = emulator.state.store.get(database, 'raw/doc');
    expect(stored?.fields).toEqual({
      n: { integerValue: '9007199254740993' },
      t: { timestampValue: '1970-01-01T00:00:01.000005Z' },
    });
  });

  test('bad requests get INVALID_ARGUMENT or NOT_FOUND', async () => {
    await expect(
      call('commit', { database, writes: [{ delete: `${database}/documents/odd` }] }),
    ).rejects.toMatchObject({ code: grpc.status.INVALID_ARGUMENT });
    await expect(call('commit', { database: 'nonsense', writes: [] })).rejects.toMatchObject({
      code: grpc.status.INVALID_ARGUMENT,
    });
    await expect(
      call('getDocument', { name: `${database}/documents/raw/missing` }),
    ).rejects.toMatchObject({ code: grpc.status.NOT_FOUND });
    await expect(
      stream('runQuery', {
        parent: `${database}/documents`,
        structuredQuery: { from: [{ collectionId: 'x' }], findNearest: { limit: { value: 1 } } },
      }),
    ).rejects.toMatchObject({ code: grpc.status.INVALID_ARGUMENT, details: /distance measure/ });
  });
});

describe('document RPCs beyond the contract', () => {
  test('CreateDocument, GetDocument, UpdateDocument, DeleteDocument, PartitionQuery', async () => {
    const created = await call('createDocument', {
      parent: `${database}/documents`,
      collectionId: 'crud',
      documentId: 'one',
      document: { fields: { a: { integerValue: '1' } } },
    });
    expect(created.name).toBe(`${database}/documents/crud/one`);
    await expect(
      call('createDocument', {
        parent: `${database}/documents`,
        collectionId: 'crud',
        documentId: 'one',
        document: {},
      }),
    ).rejects.toMatchObject({ code: grpc.status.ALREADY_EXISTS });
    const updated = await call('updateDocument', {
      document: { name: `${database}/documents/crud/one`, fields: { b: { stringValue: 'x' } } },
      updateMask: { fieldPaths: ['b'] },
    });
    expect(Object.keys(updated.fields as object).sort()).toEqual(['a', 'b']);
    await call('deleteDocument', { name: `${database}/documents/crud/one` });
    await expect(
      call('getDocument', { name: `${database}/documents/crud/one` }),
    ).rejects.toMatchObject({ code: grpc.status.NOT_FOUND });
    const partitions = await call('partitionQuery', {
      parent: `${database}/documents`,
      structuredQuery: { from: [{ collectionId: 'crud', allDescendants: true }] },
      partitionCount: '4',
    });
    expect(partitions.partitions ?? []).toEqual([]);
  });
});

describe('one port', () => {
  test('HTTP/1.1 on the same port answers health checks', async () => {
    const response = await fetch(`http://127.0.0.1:${emulator.port}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('Ok');
  });

  test('garbage, a truncated preface and abrupt resets leave the server serving', async () => {
    for (const bytes of [
      'PRI * HT',
      'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\nnot-a-frame',
      '\x00\x01\x02',
    ]) {
      await new Promise<void>((resolve) => {
        const socket = connect(emulator.port, '127.0.0.1', () => {
          // Reset as soon as the bytes are on their way, before any answer.
          socket.write(bytes, () => socket.resetAndDestroy());
        });
        socket.on('error', () => undefined);
        socket.on('close', () => resolve());
      });
    }
    const response = await fetch(`http://127.0.0.1:${emulator.port}/`);
    expect(response.status).toBe(200);
    await expect(call('commit', { database, writes: [] })).resolves.toHaveProperty('commitTime');
  });
});
