// ListCollectionIds answers the owner only (firebase-admin, the emulator REST's owner token), as
// production does: an end user's ID token, or no token, gets PERMISSION_DENIED "Missing or
// insufficient permissions." over gRPC and REST alike, even where the rules allow every read.
import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadFirestoreProtos } from '../../src/grpc/protos.js';
import { startTestStack, type TestStack } from '../support/emulator.js';

const projectId = 'demo-list-collection-ids';
const database = `projects/${projectId}/databases/(default)`;
const parent = `${database}/documents/profiles/alice`;

/** An unsigned ID token for `uid`, as rules-unit-testing and the Auth emulator make them. */
function idToken(uid: string): string {
  const part = (json: object) => Buffer.from(JSON.stringify(json)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: uid, user_id: uid })}.`;
}

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack(projectId);
  await stack.emulator.control.loadRules(
    projectId,
    `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /{document=**} { allow read, write: if true; }
  }
}`,
  );
  await stack.admin.doc('profiles/alice/notifications/n1').set({ seen: false });
  await stack.admin.doc('profiles/alice/private/settings').set({ hidden: true });
});
afterAll(async () => stack.stop());

async function listOverRest(authorization?: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(
    `http://127.0.0.1:${stack.emulator.port}/v1/${parent}:listCollectionIds`,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(authorization ? { Authorization: authorization } : {}),
      },
      body: '{}',
    },
  );
  return { status: response.status, body: await response.json() };
}

function listOverGrpc(authorization: string): Promise<unknown> {
  const { packageDefinition } = loadFirestoreProtos();
  const loaded = grpc.loadPackageDefinition(packageDefinition) as unknown as {
    google: { firestore: { v1: { Firestore: grpc.ServiceClientConstructor } } };
  };
  const client = new loaded.google.firestore.v1.Firestore(
    `127.0.0.1:${stack.emulator.port}`,
    grpc.credentials.createInsecure(),
  ) as unknown as grpc.Client & {
    listCollectionIds(
      request: object,
      metadata: grpc.Metadata,
      callback: (error: grpc.ServiceError | null, response?: unknown) => void,
    ): void;
  };
  const metadata = new grpc.Metadata();
  metadata.set('authorization', authorization);
  return new Promise<unknown>((resolve, reject) => {
    client.listCollectionIds({ parent }, metadata, (error, response) => {
      client.close();
      if (error) reject(error);
      else resolve(response);
    });
  });
}

describe('ListCollectionIds', () => {
  test('an end user (REST, gRPC) and an anonymous caller are refused', async () => {
    const denied = {
      status: 403,
      body: {
        error: {
          code: 403,
          message: 'Missing or insufficient permissions.',
          status: 'PERMISSION_DENIED',
        },
      },
    };
    expect(await listOverRest(`Bearer ${idToken('mallory')}`)).toEqual(denied);
    expect(await listOverRest()).toEqual(denied);
    await expect(listOverGrpc(`Bearer ${idToken('mallory')}`)).rejects.toMatchObject({
      code: grpc.status.PERMISSION_DENIED,
      details: 'Missing or insufficient permissions.',
    });
  });

  test('the owner lists: firebase-admin and the REST owner token', async () => {
    const collections = await stack.admin.doc('profiles/alice').listCollections();
    expect(collections.map((c) => c.id)).toEqual(['notifications', 'private']);
    expect(await listOverRest('Bearer owner')).toEqual({
      status: 200,
      body: { collectionIds: ['notifications', 'private'], nextPageToken: '' },
    });
  });
});
