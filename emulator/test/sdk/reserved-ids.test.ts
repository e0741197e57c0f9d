// Reserved ids (`__...__`, other than numeric document ids) anywhere in a path are refused with
// INVALID_ARGUMENT, as production refuses them, by reads and listens as well as writes: the web
// SDK's database.test.ts "Listens are rejected remotely" runs these against `a/__badpath__/b`.
import { collection, getDocs, onSnapshot } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { recorded } from '../support/eventually.js';
import { startTestStack, type TestStack } from '../support/emulator.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack('demo-reserved-ids');
});
afterAll(async () => stack.stop());

/** The code and message of one listen's error, once it comes. */
async function listenError(path: string): Promise<{ code: string; message: string }> {
  const errors = recorded<{ code: string; message: string }>();
  const stop = onSnapshot(
    collection(stack.client, path),
    () => errors.push({ code: 'snapshot', message: 'a snapshot instead of an error' }),
    (error) => errors.push({ code: error.code, message: error.message }),
  );
  const [first] = await errors.until((all) => all.length > 0);
  stop();
  return first as { code: string; message: string };
}

describe('reserved ids in a query or listen path', () => {
  test('firebase (Node): a get is refused, twice in a row', async () => {
    const badPath = collection(stack.client, 'a/__badpath__/b');
    for (let attempt = 0; attempt < 2; attempt++) {
      await expect(getDocs(badPath)).rejects.toMatchObject({
        code: 'invalid-argument',
        message: expect.stringContaining(
          'Resource id "__badpath__" is invalid because it is reserved.',
        ),
      });
    }
  });

  test('firebase (Node): a listen is refused, and the same listen again', async () => {
    expect(await listenError('a/__badpath__/b')).toMatchObject({ code: 'invalid-argument' });
    expect(await listenError('a/__badpath__/b')).toMatchObject({ code: 'invalid-argument' });
  });

  test('firebase-admin: reserved collection and document ids in a query parent', async () => {
    await expect(stack.admin.collection('__bad__').get()).rejects.toThrow(
      'Collection id "__bad__" is invalid because it is reserved.',
    );
    await expect(stack.admin.collection('a/__badpath__/b').get()).rejects.toThrow(
      /INVALID_ARGUMENT/,
    );
    await expect(stack.admin.doc('a/__badpath__').listCollections()).rejects.toThrow(
      /INVALID_ARGUMENT/,
    );
    // Numeric ids are the one reserved form production accepts.
    expect((await stack.admin.collection('a/__id7__/b').get()).size).toBe(0);
  });
});
