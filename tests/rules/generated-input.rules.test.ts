// Generated malformed writes (fast-check) to every document a member writes directly, as the
// document's own member: an unknown key, a value of the wrong type, or text longer than any field
// allows, each put into a write the rules accept as it stands. Every one is refused and leaves
// the stored document as it was. The username claim is left out: it is only ever written in one
// batch with the profile card, whose fields are covered here.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import fc from 'fast-check';
import { doc, serverTimestamp, type Firestore } from 'firebase/firestore';
import { setDoc, updateDoc } from './support/budgeted-writes.js';
import { describe, expect, it } from 'vitest';
import { OTHER, OWNER, rulesSuite } from './support/rules-env.js';

type Data = Record<string, unknown>;

interface WritableDocument {
  /** What the document is, for the test names. */
  readonly name: string;
  readonly path: string;
  /** A write the rules accept: fresh each time (server timestamps are sentinels). */
  readonly valid: () => Data;
  /** How the app writes it: a whole document, a merge, or an update of some fields. */
  readonly write: 'set' | 'merge' | 'update';
}

const now = new Date();
const pollId = 'p1';

const { as, peek } = rulesSuite('demo-rules-generated-input', {
  [`profiles/${OWNER}`]: {
    username: '',
    displayName: 'Alice',
    bio: '',
    location: '',
    isPrivate: false,
    createdAt: now,
  },
  [`profiles/${OTHER}`]: {
    username: '',
    displayName: 'Bob',
    bio: '',
    location: '',
    isPrivate: false,
    createdAt: now,
  },
  [`polls/${pollId}`]: {
    isActive: true,
    closesAt: null,
    maxChoices: 1,
    voteCounts: { a: 0, b: 0 },
  },
  ['threads/t1']: { title: 'Worth keeping', body: 'A thread to save.', isAnonymous: false },
  [`users/${OWNER}/notifications/n1`]: {
    userId: OWNER,
    type: 'reply',
    title: 'New Reply',
    message: 'Someone replied',
    read: false,
    createdAt: now,
  },
});

const WRITABLE: readonly WritableDocument[] = [
  {
    name: 'the profile card',
    path: `profiles/${OWNER}`,
    write: 'update',
    valid: () => ({ displayName: 'Alice B.', bio: 'Cellist', updatedAt: serverTimestamp() }),
  },
  {
    name: 'location and links',
    path: `profiles/${OWNER}/sections/details`,
    write: 'merge',
    valid: () => ({
      location: 'Paris',
      websiteUrl: 'https://alice.example',
      updatedAt: serverTimestamp(),
    }),
  },
  {
    name: 'musical preferences',
    path: `profiles/${OWNER}/sections/preferences`,
    write: 'merge',
    valid: () => ({
      mainInstrument: 'Cello',
      concertWishlist: 'Performer: Yuja Wang',
      updatedAt: serverTimestamp(),
    }),
  },
  {
    name: 'a favorite recording',
    path: `profiles/${OWNER}/recordings/1`,
    write: 'set',
    valid: () => ({ title: 'Goldberg', url: null, createdAt: serverTimestamp() }),
  },
  {
    name: 'a clip',
    path: `profiles/${OWNER}/clips/1`,
    write: 'set',
    valid: () => ({
      title: 'Ondine',
      url: 'https://clips.example/ondine',
      type: 'direct',
      duration: '0:30',
      createdAt: serverTimestamp(),
    }),
  },
  {
    name: 'a concert',
    path: `profiles/${OWNER}/concerts/c1`,
    write: 'set',
    valid: () => ({
      date: '2025-05-17',
      performer: 'Martha Argerich',
      orchestra: '',
      conductor: '',
      venue: '',
      program: '',
      createdAt: serverTimestamp(),
    }),
  },
  {
    name: 'an album',
    path: `profiles/${OWNER}/albums/a1`,
    write: 'set',
    valid: () => ({
      title: 'Gaspard',
      performer: 'Pogorelich',
      composer: '',
      orchestra: '',
      createdAt: serverTimestamp(),
    }),
  },
  {
    name: 'a vote',
    path: `polls/${pollId}/votes/${OWNER}`,
    write: 'set',
    valid: () => ({ pollId, optionIds: ['a'], userId: OWNER, votedAt: serverTimestamp() }),
  },
  {
    name: 'a friend request',
    path: `friendships/${OWNER}_${OTHER}`,
    write: 'set',
    valid: () => ({
      requesterId: OWNER,
      addresseeId: OTHER,
      status: 'pending',
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    }),
  },
  {
    name: 'a follow',
    path: `follows/${OWNER}_${OTHER}`,
    write: 'set',
    valid: () => ({ followerId: OWNER, followingId: OTHER, createdAt: serverTimestamp() }),
  },
  {
    name: 'a write budget (opening its window)',
    path: `writeBudgets/${OWNER}~vote`,
    write: 'set',
    valid: () => ({
      windowStart: serverTimestamp(),
      count: 1,
      takenAt: serverTimestamp(),
      takenFor: [`polls/open/votes/${OWNER}`],
    }),
  },
  {
    name: 'a saved discussion',
    path: `users/${OWNER}/savedThreads/t1`,
    write: 'set',
    valid: () => ({ threadId: 't1', savedAt: serverTimestamp() }),
  },
  {
    name: 'a notification read',
    path: `users/${OWNER}/notifications/n1`,
    write: 'update',
    valid: () => ({ read: true }),
  },
];

function write(db: Firestore, target: WritableDocument, data: Data) {
  const ref = doc(db, target.path);
  if (target.write === 'update') return updateDoc(ref, data);
  return setDoc(ref, data, { merge: target.write === 'merge' });
}

/** Longer than any text the rules allow (wishlists, the longest, hold 20,000 characters). */
const OVERLONG = 'x'.repeat(20_001);

/** Values of every kind a document holds (map keys are never empty: the SDK refuses those). */
const KINDS = [
  fc.integer(),
  fc.boolean(),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ minLength: 1, maxLength: 5 }), fc.string({ maxLength: 5 }), {
    maxKeys: 2,
  }),
  fc.string({ maxLength: 10 }),
];

/** A value of another kind than `value` (never null: a recording's url may be null). */
function otherKindThan(value: unknown) {
  const differs = (candidate: unknown) =>
    typeof candidate !== typeof value || Array.isArray(candidate) !== Array.isArray(value);
  return fc.oneof(...KINDS).filter(differs);
}

/** The valid write with one thing wrong. */
function malformed(target: WritableDocument): fc.Arbitrary<Data> {
  const fields = Object.keys(target.valid());
  const extraKey = fc
    // Names an update can take as a field path (no dots, brackets or stars).
    .tuple(fc.stringMatching(/^[a-zA-Z0-9_]{1,12}$/), fc.oneof(fc.constant(null), ...KINDS))
    .map(([key, value]) => ({ ...target.valid(), [`x_${key}`]: value }));
  const wrongKind = fc
    .constantFrom(...fields)
    .chain((field) =>
      otherKindThan(target.valid()[field]).map((value) => ({ ...target.valid(), [field]: value })),
    );
  const tooLong = fc
    .constantFrom(...fields)
    .map((field) => ({ ...target.valid(), [field]: OVERLONG }));
  return fc.oneof(extraKey, wrongKind, tooLong);
}

describe('direct writes with generated malformed input', () => {
  it.each(WRITABLE)('accept the well-formed write of $name (the baseline)', async (target) => {
    await assertSucceeds(write(as.owner(), target, target.valid()));
  });

  it.each(WRITABLE)(
    'refuse every malformed write of $name and keep it as it was',
    async (target) => {
      const before = await peek(target.path);
      await fc.assert(
        fc.asyncProperty(malformed(target), async (data) => {
          await assertFails(write(as.owner(), target, data));
          expect(await peek(target.path)).toEqual(before);
        }),
        { numRuns: 12 },
      );
    },
  );
});
