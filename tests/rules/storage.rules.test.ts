// storage.rules as it stands: deny by default, so no client reads, lists or writes a file
// anywhere, signed in or not, staff included; the admin SDK (functions) bypasses the rules.
// (Issue 30 replaces this with the profile picture and banner rules.)
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { storageRulesSuite } from './support/storage-env.js';

const env = storageRulesSuite('demo-rules-storage');
const PATHS = ['users/alice/avatar.webp', 'anywhere.txt'];

describe('storage.rules', () => {
  it.each([
    ['a visitor', () => env().unauthenticatedContext()],
    ['the member whose folder it is', () => env().authenticatedContext('alice')],
    ['an admin', () => env().authenticatedContext('root', { role: 'admin' })],
  ])('refuse %s every read, list and write', async (_who, context) => {
    await env().withSecurityRulesDisabled(async (owner) => {
      for (const path of PATHS) await owner.storage().ref(path).putString('stored by a function');
    });
    const storage = context().storage();
    for (const path of PATHS) {
      await assertFails(Promise.resolve(storage.ref(path).putString('x')));
      await assertFails(storage.ref(path).getMetadata());
      await assertFails(storage.ref(path).getDownloadURL());
      await assertFails(storage.ref(path).delete());
    }
    await assertFails(storage.ref('users/alice').listAll());
  });

  it('let the admin SDK, as functions use it, write and read', async () => {
    await env().withSecurityRulesDisabled(async (owner) => {
      await assertSucceeds(
        Promise.resolve(owner.storage().ref('users/alice/x.webp').putString('x')),
      );
      await assertSucceeds(owner.storage().ref('users/alice/x.webp').getMetadata());
    });
  });
});
