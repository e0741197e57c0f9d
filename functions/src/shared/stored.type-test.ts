// Type-level checks of stored.ts, compiled by `tsc -p functions` and never run or bundled: each
// `@ts-expect-error` fails the build when the typing it covers is gone (a write the schema does
// not allow would then compile).
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import {
  notificationSchema,
  paths,
  pollReplySchema,
  pollSchema,
  profileStatsSchema,
  replySchema,
  threadSchema,
} from '@salon/domain';
import { db } from './admin.js';
import { storedCollection, storedDoc } from './stored.js';

const thread = storedDoc(threadSchema, paths.thread('t1'));
const stats = storedDoc(profileStatsSchema, paths.profileStats('u1'));
const poll = storedDoc(pollSchema, paths.poll('p1'));
const batch = db.batch();

// A whole document, with server times and Timestamps where the schema has dates.
batch.create(thread, {
  title: 'Mahler 9',
  body: 'The finale.',
  isAnonymous: true,
  createdAt: FieldValue.serverTimestamp(),
  reactionCount: 0,
  reactionCounts: { applause: 0, bravo: 0 },
  replyCount: 0,
  viewCount: 0,
  searchTokens: [],
  editedAt: Timestamp.now(),
});
// @ts-expect-error a field the schema does not know
batch.update(thread, { viewCount: FieldValue.increment(1), views: 1 });
// @ts-expect-error a value of the wrong type
batch.update(thread, { title: 9 });
batch.update(thread, { viewCount: FieldValue.increment(1), 'reactionCounts.bravo': 1 });
// @ts-expect-error a nested field the schema does not know
batch.update(thread, { 'reactionCounts.boo': FieldValue.increment(1) });
// A map's entries by field path.
batch.update(poll, { 'voteCounts.o1': FieldValue.increment(1), totalVotes: 1 });

batch.set(stats, { friendCount: FieldValue.increment(1) }, { merge: true });
// @ts-expect-error merged, still only the schema's fields
batch.set(stats, { friends: FieldValue.increment(1) }, { merge: true });
// @ts-expect-error a whole document needs every required field
batch.set(stats, { friendCount: 1 });

const notifications = storedCollection(notificationSchema, paths.notifications('u1'));
batch.create(notifications.doc(), {
  userId: 'u1',
  type: 'follow',
  title: 'New Follower',
  message: 'Someone followed you.',
  read: false,
  data: { followerId: 'u2' },
  createdAt: FieldValue.serverTimestamp(),
});
batch.create(notifications.doc(), {
  userId: 'u1',
  type: 'follow',
  title: 'New Follower',
  message: 'Someone followed you.',
  read: false,
  // @ts-expect-error inside a nested map too
  data: { followerId: 'u2', followedAt: 1 },
  createdAt: FieldValue.serverTimestamp(),
});

// A reference that may hold either of two documents takes what either allows.
const reply = storedDoc([replySchema, pollReplySchema], db.doc('polls/p1/replies/r1'));
batch.update(reply, { authorId: FieldValue.delete(), authorDeleted: true });
// @ts-expect-error neither document has it
batch.update(reply, { deletedBy: 'u1' });
