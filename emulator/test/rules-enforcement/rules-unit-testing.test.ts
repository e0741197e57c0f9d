// @firebase/rules-unit-testing (unmodified, Node build of `firebase` over gRPC) against the
// emulator: rules loaded through its REST call decide every client request, the owner context
// bypasses them, and denials reach the SDK as permission-denied.
import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  increment,
  limit,
  onSnapshot,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../src/server/index.js';
import { recorded } from '../support/eventually.js';

const RULES = readFileSync(new URL('./fixtures/enforcement.rules', import.meta.url), 'utf8');
const PROJECT_ID = 'demo-rules-enforcement';

let emulator: RunningEmulator;
let testEnv: RulesTestEnvironment;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  testEnv = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { host: emulator.host, port: emulator.port, rules: RULES },
  });
});

afterAll(async () => {
  await testEnv?.cleanup();
  await emulator?.stop();
});

beforeEach(async () => {
  await testEnv.clearFirestore();
});

// rules-unit-testing's contexts hand out compat instances; the modular functions accept them.
const alice = (): Firestore =>
  testEnv.authenticatedContext('alice').firestore() as unknown as Firestore;
const visitor = (): Firestore =>
  testEnv.unauthenticatedContext().firestore() as unknown as Firestore;

/** Writes as the owner (`Bearer owner`), which rules never see. */
async function seed(documents: Record<string, DocumentData>): Promise<void> {
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    for (const [path, data] of Object.entries(documents)) await setDoc(doc(db, path), data);
  });
}

async function ownerRead(path: string): Promise<DocumentData | undefined> {
  let data: DocumentData | undefined;
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    data = (await getDoc(doc(db, path))).data();
  });
  return data;
}

describe('owner-only documents', () => {
  test('the owner reads and writes their own document; others and visitors cannot', async () => {
    await seed({ 'users/bob': { name: 'Bob' } });
    await assertSucceeds(setDoc(doc(alice(), 'users/alice'), { name: 'Alice' }));
    await assertSucceeds(getDoc(doc(alice(), 'users/alice')));
    await assertFails(getDoc(doc(alice(), 'users/bob')));
    await assertFails(setDoc(doc(alice(), 'users/bob'), { name: 'Mallory' }));
    await assertFails(getDoc(doc(visitor(), 'users/alice')));
    await assertFails(setDoc(doc(visitor(), 'users/visitor'), { name: 'Nobody' }));
    expect(await ownerRead('users/bob')).toEqual({ name: 'Bob' });
  });

  test('a denial names the failed rule and its line', async () => {
    const error = await assertFails(getDoc(doc(visitor(), 'users/alice')));
    expect((error as { code?: string }).code).toBe('permission-denied');
    expect(String((error as Error).message)).toMatch(/for 'get' @ L\d+/);
  });

  test('no rule for delete denies it', async () => {
    await seed({ 'users/alice': { name: 'Alice' } });
    await assertFails(deleteDoc(doc(alice(), 'users/alice')));
    expect(await ownerRead('users/alice')).toEqual({ name: 'Alice' });
  });
});

describe('claims and field validation', () => {
  test('a custom admin claim in the token opens every document', async () => {
    await seed({ 'users/alice': { name: 'Alice' } });
    const boss = testEnv
      .authenticatedContext('boss', { admin: true })
      .firestore() as unknown as Firestore;
    await assertSucceeds(getDoc(doc(boss, 'users/alice')));
    await assertSucceeds(setDoc(doc(boss, 'anything/at-all'), { ok: true }));
    const notBoss = testEnv
      .authenticatedContext('pretender', { admin: 'yes' })
      .firestore() as unknown as Firestore;
    await assertFails(getDoc(doc(notBoss, 'users/alice')));
  });

  test('create checks the keys and types; update may only touch name and bio', async () => {
    await assertFails(setDoc(doc(alice(), 'users/alice'), { name: 'Alice', role: 'admin' }));
    await assertFails(setDoc(doc(alice(), 'users/alice'), { name: 42 }));
    await assertSucceeds(setDoc(doc(alice(), 'users/alice'), { name: 'Alice' }));
    await assertSucceeds(updateDoc(doc(alice(), 'users/alice'), { bio: 'Cellist' }));
    await assertFails(updateDoc(doc(alice(), 'users/alice'), { role: 'admin' }));
    expect(await ownerRead('users/alice')).toEqual({ name: 'Alice', bio: 'Cellist' });
  });
});

describe('reads through exists()', () => {
  test('a private profile is readable by its owner and accepted friends only', async () => {
    await seed({
      'profiles/bob': { visibility: 'private', name: 'Bob' },
      'profiles/carol': { visibility: 'public', name: 'Carol' },
    });
    await assertSucceeds(getDoc(doc(visitor(), 'profiles/carol')));
    await assertFails(getDoc(doc(visitor(), 'profiles/bob')));
    await assertFails(getDoc(doc(alice(), 'profiles/bob')));
    await seed({ 'profiles/bob/friends/alice': { since: 2024 } });
    await assertSucceeds(getDoc(doc(alice(), 'profiles/bob')));
    const bob = testEnv.authenticatedContext('bob').firestore() as unknown as Firestore;
    await assertSucceeds(getDoc(doc(bob, 'profiles/bob')));
  });
});

describe('queries: rules are not filters', () => {
  test('a list query must pin the owner and a limit the rule requires', async () => {
    await seed({
      'notes/n1': { owner: 'alice', text: 'mine' },
      'notes/n2': { owner: 'bob', text: 'his' },
    });
    const notes = collection(alice(), 'notes');
    await assertFails(getDocs(query(notes, limit(10))));
    await assertFails(getDocs(query(notes, where('owner', '==', 'alice'))));
    await assertFails(getDocs(query(notes, where('owner', '==', 'bob'), limit(10))));
    const mine = await assertSucceeds(
      getDocs(query(notes, where('owner', '==', 'alice'), limit(10))),
    );
    expect(mine.docs.map((snapshot) => snapshot.id)).toEqual(['n1']);
  });

  test('an empty OR, sent by hand over REST, guarantees nothing: the query is refused', async () => {
    await seed({ 'profiles/bob': { visibility: 'private' } });
    const part = (json: object) => Buffer.from(JSON.stringify(json)).toString('base64url');
    const aliceToken = `${part({ alg: 'none' })}.${part({ sub: 'alice' })}.`;
    const runQuery = (where: object) =>
      fetch(
        `http://${emulator.host}:${emulator.port}/v1/projects/${PROJECT_ID}/databases/(default)/documents:runQuery`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'text/plain', Authorization: `Bearer ${aliceToken}` },
          body: JSON.stringify({
            structuredQuery: { from: [{ collectionId: 'profiles' }], where },
          }),
        },
      );
    // The engine runs an empty OR as no filter at all: every profile, private ones included.
    const reply = await runQuery({ compositeFilter: { op: 'OR', filters: [] } });
    expect(reply.status).toBe(403);
    const publicOnly = {
      fieldFilter: {
        field: { fieldPath: 'visibility' },
        op: 'EQUAL',
        value: { stringValue: 'public' },
      },
    };
    expect((await runQuery(publicOnly)).status).toBe(200);
  });

  test('aggregation queries (RunAggregationQuery) are list requests too', async () => {
    await seed({
      'profiles/carol': { visibility: 'public' },
      'profiles/bob': { visibility: 'private' },
    });
    const profiles = collection(alice(), 'profiles');
    await assertFails(getCountFromServer(profiles));
    const count = await assertSucceeds(
      getCountFromServer(query(profiles, where('visibility', '==', 'public'))),
    );
    expect(count.data().count).toBe(1);
    await assertFails(
      getCountFromServer(
        query(collection(visitor(), 'profiles'), where('visibility', '==', 'public')),
      ),
    );
  });
});

describe('batches and transactions', () => {
  test('a batch whose second write is denied leaves the first unapplied', async () => {
    const db = alice();
    const batch = writeBatch(db);
    batch.set(doc(db, 'users/alice'), { name: 'Alice' });
    batch.set(doc(db, 'users/bob'), { name: 'Not Bob' });
    await assertFails(batch.commit());
    expect(await ownerRead('users/alice')).toBeUndefined();
    expect(await ownerRead('users/bob')).toBeUndefined();
    // The Write stream goes on: the next write is decided on its own.
    await assertSucceeds(setDoc(doc(db, 'users/alice'), { name: 'Alice' }));
  });

  test('getAfter/existsAfter see the whole batch; serverTimestamp equals request.time', async () => {
    await seed({ 'counters/posts': { n: 1, last: 'p0' }, 'posts/p0': { author: 'alice' } });
    const db = alice();
    const post = { author: 'alice', createdAt: serverTimestamp() };

    const alone = writeBatch(db);
    alone.set(doc(db, 'posts/p1'), post);
    await assertFails(alone.commit());

    const counted = writeBatch(db);
    counted.set(doc(db, 'posts/p1'), post);
    counted.update(doc(db, 'counters/posts'), { n: increment(1), last: 'p1' });
    await assertSucceeds(counted.commit());
    expect(await ownerRead('counters/posts')).toEqual({ n: 2, last: 'p1' });

    const clientTime = writeBatch(db);
    clientTime.set(doc(db, 'posts/p2'), { author: 'alice', createdAt: new Date() });
    clientTime.update(doc(db, 'counters/posts'), { n: increment(1), last: 'p2' });
    await assertFails(clientTime.commit());
  });

  test('a client transaction reads under get rules and commits under write rules', async () => {
    await seed({ 'users/alice': { name: 'Alice' }, 'users/bob': { name: 'Bob' } });
    const db = alice();
    await assertSucceeds(
      runTransaction(db, async (transaction) => {
        const mine = await transaction.get(doc(db, 'users/alice'));
        transaction.update(doc(db, 'users/alice'), { bio: `${String(mine.data()?.name)}'s bio` });
      }),
    );
    expect(await ownerRead('users/alice')).toEqual({ name: 'Alice', bio: "Alice's bio" });
    await assertFails(
      runTransaction(db, async (transaction) => transaction.get(doc(db, 'users/bob'))),
    );
  });
});

describe('listeners', () => {
  test('a denied listener gets permission-denied while another on the same stream stays live', async () => {
    await seed({ 'users/alice': { name: 'Alice' }, 'users/bob': { name: 'Bob' } });
    const db = alice();
    const names = recorded<string | undefined>();
    const errors = recorded<string>();
    const stopOwn = onSnapshot(
      doc(db, 'users/alice'),
      (snapshot) => names.push(snapshot.data()?.name as string | undefined),
      (error) => errors.push(`own: ${error.code}`),
    );
    const stopOther = onSnapshot(
      doc(db, 'users/bob'),
      () => errors.push('other: unexpected snapshot'),
      (error) => errors.push(`other: ${error.code}`),
    );
    try {
      await names.until((seen) => seen.includes('Alice'));
      expect(await errors.until((seen) => seen.length > 0)).toEqual(['other: permission-denied']);
      await seed({ 'users/alice': { name: 'Alice Liddell' } });
      await names.until((seen) => seen.includes('Alice Liddell'));
      expect(await errors.until(() => true)).toEqual(['other: permission-denied']);
    } finally {
      stopOwn();
      stopOther();
    }
  });
});

describe('loading rules', () => {
  const rulesUrl = (projectId: string) =>
    `http://${emulator.host}:${emulator.port}/emulator/v1/projects/${projectId}:securityRules`;
  const put = (projectId: string, content: string) =>
    fetch(rulesUrl(projectId), {
      method: 'PUT',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ rules: { files: [{ content }] } }),
    });

  test('a syntax error is refused with its line and column, and the old rules stay', async () => {
    await seed({ 'users/alice': { name: 'Alice' } });
    const broken = `rules_version = '2';\nservice cloud.firestore {\n  match /{document=**} {\n    allow read: if true\n  }\n`;
    const reply = await put(PROJECT_ID, broken);
    expect(reply.status).toBe(400);
    expect(await reply.text()).toMatch(/Line \d+:\d+/);
    await assertFails(getDoc(doc(visitor(), 'users/alice')));
    await assertSucceeds(getDoc(doc(alice(), 'users/alice')));
  });

  test('rules are kept per project: another project without rules allows everything', async () => {
    const openEnv = await initializeTestEnvironment({
      projectId: 'demo-rules-enforcement-none',
      firestore: { host: emulator.host, port: emulator.port },
    });
    try {
      const db = openEnv.unauthenticatedContext().firestore() as unknown as Firestore;
      await assertSucceeds(setDoc(doc(db, 'users/anyone'), { free: true }));
      await assertSucceeds(getDoc(doc(db, 'users/anyone')));
      // ... while this project's rules still deny the same request.
      await assertFails(setDoc(doc(visitor(), 'users/anyone'), { free: true }));
    } finally {
      await openEnv.cleanup();
    }
  });
});
