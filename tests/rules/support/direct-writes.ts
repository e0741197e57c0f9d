// Every kind of direct write a member makes to a budgeted document (a vote, a profile edit, a
// friendship change, a follow, a save), as a script would send it and as the web app sends it (inside
// writeWithBudget's transaction), with the documents each needs first. Shared by the suites that
// test the budgets and the writes of deleted members.
import {
  deleteDoc,
  doc,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { followDocId, friendshipDocId, paths, type DirectWriteAction } from '@salon/domain';
import { writeWithBudget, type BudgetedTransaction } from '../../../web/src/lib/write-budget.js';
import { MEMBER, OTHER, OWNER } from './rules-env.js';

const profile = (username: string) => ({ username, displayName: username, isPrivate: false });

/**
 * What the writes need: two public members with cards (three for a batch), an open poll and a
 * thread to save.
 */
export const DIRECT_WRITE_FIXTURES = {
  [paths.profile(OWNER)]: profile('alice'),
  [paths.profile(OTHER)]: profile('bobby'),
  [paths.profile(MEMBER)]: profile('carol'),
  'polls/open': {
    title: 'Favourite Brahms symphony?',
    isActive: true,
    closesAt: null,
    maxChoices: 1,
    voteCounts: { o1: 0, o2: 0 },
  },
  [paths.thread('saved')]: {
    title: 'Worth keeping',
    body: 'A thread to save.',
    isAnonymous: false,
  },
};

const pairPath = `${paths.friendships}/${friendshipDocId(OWNER, OTHER)}`;
export const followPath = `${paths.follows}/${followDocId(OWNER, OTHER)}`;

type Change = { set: object; merge?: boolean } | { update: object } | 'delete';

export interface Guarded {
  readonly name: string;
  readonly action: DirectWriteAction;
  readonly path: string;
  readonly change: Change;
  /** Documents the write needs first (the request to accept, the follow to remove). */
  readonly before?: Record<string, object>;
}

/** The write alone, as a script would send it. */
export function writeDirectly(db: Firestore, { path, change }: Guarded): Promise<void> {
  const ref = doc(db, path);
  if (change === 'delete') return deleteDoc(ref);
  if ('update' in change) return updateDoc(ref, change.update);
  return setDoc(ref, change.set, { merge: change.merge ?? false });
}

/** The write inside the transaction that takes the budget, as the web app sends it. */
function writeInTransaction(
  db: Firestore,
  transaction: BudgetedTransaction,
  { path, change }: Guarded,
) {
  const ref = doc(db, path);
  if (change === 'delete') transaction.delete(ref);
  else if ('update' in change) transaction.update(ref, change.update);
  else transaction.set(ref, change.set, { merge: change.merge ?? false });
}

/** The write as the web app makes it, taking OWNER's budget. */
export const withBudget = (db: Firestore, guarded: Guarded) =>
  writeWithBudget(db, OWNER, guarded.action, (transaction) =>
    writeInTransaction(db, transaction, guarded),
  );

export const FOLLOW: Guarded = {
  name: 'a follow',
  action: 'follow',
  path: followPath,
  change: { set: { followerId: OWNER, followingId: OTHER, createdAt: serverTimestamp() } },
};

/** Every kind of direct write a member makes, with the documents it needs first. */
export const GUARDED: readonly Guarded[] = [
  {
    name: 'a vote',
    action: 'vote',
    path: paths.pollVote('open', OWNER),
    change: {
      set: { pollId: 'open', optionIds: ['o1'], userId: OWNER, votedAt: serverTimestamp() },
    },
  },
  {
    name: 'a profile card edit',
    action: 'editProfile',
    path: paths.profile(OWNER),
    change: { update: { displayName: 'Alice', updatedAt: serverTimestamp() } },
  },
  {
    name: 'a section edit',
    action: 'editProfile',
    path: paths.preferences(OWNER),
    change: { set: { mainInstrument: 'Cello', updatedAt: serverTimestamp() }, merge: true },
  },
  {
    name: 'a new recording',
    action: 'editProfile',
    path: paths.favoriteRecording(OWNER, '1'),
    change: { set: { title: 'Goldberg', url: null, createdAt: serverTimestamp() } },
  },
  {
    name: 'a removed concert',
    action: 'editProfile',
    path: paths.concert(OWNER, 'c1'),
    change: 'delete',
    before: {
      [paths.concert(OWNER, 'c1')]: {
        date: '2026-01-01',
        performer: 'Uchida',
        createdAt: new Date(),
      },
    },
  },
  {
    name: 'a friend request',
    action: 'friendship',
    path: pairPath,
    change: {
      set: {
        requesterId: OWNER,
        addresseeId: OTHER,
        status: 'pending',
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      },
    },
  },
  {
    name: 'an acceptance',
    action: 'friendship',
    path: pairPath,
    change: { update: { status: 'accepted', updatedAt: serverTimestamp() } },
    before: {
      [pairPath]: {
        requesterId: OTHER,
        addresseeId: OWNER,
        status: 'pending',
        createdAt: new Date(),
        updatedAt: new Date(),
      },
    },
  },
  FOLLOW,
  {
    name: 'an unfollow',
    action: 'follow',
    path: followPath,
    change: 'delete',
    before: { [followPath]: { followerId: OWNER, followingId: OTHER, createdAt: new Date() } },
  },
  {
    name: 'a save',
    action: 'saveThread',
    path: paths.savedThread(OWNER, 'saved'),
    change: { set: { threadId: 'saved', savedAt: serverTimestamp() } },
  },
  {
    name: 'an unsave',
    action: 'saveThread',
    path: paths.savedThread(OWNER, 'saved'),
    change: 'delete',
    before: { [paths.savedThread(OWNER, 'saved')]: { threadId: 'saved', savedAt: new Date() } },
  },
];
