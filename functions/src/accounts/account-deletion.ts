// Everything a member's account leaves behind, removed in steps (docs/accounts.md):
// relations, blocks (theirs and of them), reactions, views and votes (whose triggers fix the
// counts), authorship (public posts stay, as "Deleted member", with no uid), reports,
// notifications about or for the member, the trivia record and leaderboard rows, the streaming
// connection, budgets, the profile with its sections and username, and last the sign-in, so a
// member whose deletion was cut short can still sign in and run it again.
//
// Idempotent and resumable: each step removes what its query still finds, in batches of a few
// hundred, so a second run redoes nothing and finishes what the first left. The marker
// deletedMembers/{uid} is written first; rules and callables refuse a marked member's writes,
// counters and notifications skip marked members (shared/deleted-members.ts), and
// finishAccountDeletions completes a deletion nobody retried and, once the member's last token
// has expired, sweeps once more for anything a race wrote after the mark.
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Query,
  type UpdateData,
} from 'firebase-admin/firestore';
import {
  ACTOR_ID_FIELDS,
  deletedMemberSchema,
  paths,
  pollReplySchema,
  pollSchema,
  replySchema,
  reportSchema,
  threadSchema,
  writeBudgetDocumentSchema,
  readStoredFields,
} from '@salon/domain';
import { auth, db } from '../shared/admin.js';
import { takeAllBadgesBack } from '../badges/take-badges-back.js';
import { gameScoresOf } from '../games/game-score-names.js';
import { bookkeepingRef, moveBlockCount } from '../social/block-count.js';
import { triviaScoresOf } from '../trivia/trivia-score-names.js';
import { deleteAll } from '../shared/delete-all.js';
import { storedDoc, type Schemas, type StoredData } from '../shared/stored.js';

const BATCH_LIMIT = 400;

/**
 * Updates every document `matches` finds (stored as `schema` says); `changes` must take it out of
 * the query's results.
 */
async function updateAll<S extends Schemas>(
  schema: S,
  matches: Query,
  changes: UpdateData<StoredData<S>>,
): Promise<void> {
  for (;;) {
    const page = await matches.limit(BATCH_LIMIT).get();
    if (page.empty) return;
    const batch = db.batch();
    for (const doc of page.docs) batch.update(storedDoc(schema, doc.ref), changes);
    await batch.commit();
  }
}

/** The documents of a top-level collection whose id starts with `{uid}~` (budgets, windows). */
const keyedBy = (collection: string, uid: string) =>
  db
    .collection(collection)
    .where(FieldPath.documentId(), '>=', `${uid}~`)
    .where(FieldPath.documentId(), '<', `${uid}\u007f`);

const deleteDoc = (ref: DocumentReference) => ref.delete();

/**
 * Deletes every friendship or follow `matches` finds, each after taking its path out of the write
 * budgets whose last step named it (the other member's request or follow: `takenFor`), so no
 * budget keeps the member's uid. A run cut short finds the relation again and redoes both.
 */
async function deleteRelations(matches: Query): Promise<void> {
  for (;;) {
    const page = await matches.limit(BATCH_LIMIT).get();
    if (page.empty) return;
    for (const relation of page.docs) {
      const path = relation.ref.path;
      const naming = await db
        .collection(paths.writeBudgets)
        .where('takenFor', 'array-contains', path)
        .get();
      await Promise.all(
        naming.docs.map((budget) =>
          storedDoc(writeBudgetDocumentSchema, budget.ref).update({
            takenFor: FieldValue.arrayRemove(path),
          }),
        ),
      );
    }
    const batch = db.batch();
    for (const relation of page.docs) batch.delete(relation.ref);
    await batch.commit();
  }
}

/**
 * Every other member's block of `uid`, each with its blocker's count, in the transaction
 * unblockMember uses, so the two cannot both take one block off the count.
 */
async function deleteBlocksOf(uid: string): Promise<void> {
  for (;;) {
    const page = await db
      .collectionGroup('blocks')
      .where('blockedId', '==', uid)
      .limit(BATCH_LIMIT)
      .get();
    if (page.empty) return;
    for (const found of page.docs) {
      await db.runTransaction(async (transaction) => {
        const member = found.ref.parent.parent;
        if (!member) return;
        const [block, bookkeeping] = await transaction.getAll<DocumentData, DocumentData>(
          found.ref,
          bookkeepingRef(member.id),
        );
        if (!block?.exists) return;
        transaction.delete(found.ref);
        moveBlockCount(transaction, member.id, bookkeeping, -1);
      });
    }
  }
}

/** The steps, in order. Each is safe to run again. */
const STEPS: readonly { name: string; run: (uid: string) => Promise<unknown> }[] = [
  {
    name: 'friends and follows',
    run: async (uid) => {
      const friendships = db.collection(paths.friendships);
      const follows = db.collection(paths.follows);
      await deleteRelations(friendships.where('requesterId', '==', uid));
      await deleteRelations(friendships.where('addresseeId', '==', uid));
      await deleteRelations(follows.where('followerId', '==', uid));
      await deleteRelations(follows.where('followingId', '==', uid));
    },
  },
  {
    // Whom the member blocked (with their count) and every block of the member by others.
    name: 'blocks',
    run: async (uid) => {
      await deleteAll(db.collection(paths.blocks(uid)));
      await deleteDoc(db.doc(paths.memberBookkeeping(uid)));
      await deleteBlocksOf(uid);
    },
  },
  {
    name: 'reactions, views and votes',
    run: async (uid) => {
      await deleteAll(db.collectionGroup('reactions').where('userId', '==', uid));
      await deleteAll(db.collectionGroup('views').where('userId', '==', uid));
      await deleteAll(db.collectionGroup('votes').where('userId', '==', uid));
    },
  },
  {
    name: 'authorship',
    run: async (uid) => {
      const deletedAuthor = { authorId: FieldValue.delete(), authorDeleted: true as const };
      await updateAll(
        threadSchema,
        db.collection(paths.threads).where('authorId', '==', uid),
        deletedAuthor,
      );
      // Thread replies and poll replies alike.
      await updateAll(
        [replySchema, pollReplySchema],
        db.collectionGroup('replies').where('authorId', '==', uid),
        deletedAuthor,
      );
      // Who wrote an anonymous post (and the owner record of every post): nobody owns them now.
      await deleteAll(db.collectionGroup('private').where('authorId', '==', uid));
    },
  },
  {
    // Their own records of what they did, and their saves.
    name: 'activity and saves',
    run: async (uid) => {
      await deleteAll(db.collection(paths.activityRecords(uid)));
      await deleteAll(db.collection(paths.savedThreads(uid)));
    },
  },
  {
    name: 'reports and polls',
    run: async (uid) => {
      const reports = db.collection(paths.reports);
      await deleteAll(reports.where('reporterId', '==', uid));
      await deleteAll(keyedBy(paths.openReportClaims, uid));
      await updateAll(reportSchema, reports.where('reviewedBy', '==', uid), { reviewedBy: null });
      await updateAll(pollSchema, db.collection(paths.polls).where('createdBy', '==', uid), {
        createdBy: null,
      });
    },
  },
  {
    // The record and the leaderboard rows (which name a public member); the answers stay, read by
    // nobody now, and the days' counts with them.
    name: 'trivia',
    run: async (uid) => {
      const stats = await db.doc(paths.triviaMemberStats(uid)).get();
      if (!stats.exists) return;
      await Promise.all(triviaScoresOf(stats).map(deleteDoc));
      await deleteDoc(stats.ref);
    },
  },
  {
    // The games' record and leaderboard rows (which name a public member) and their rounds.
    name: 'games',
    run: async (uid) => {
      const stats = await db.doc(paths.gameStats(uid)).get();
      if (stats.exists) {
        await Promise.all(gameScoresOf(stats).map(deleteDoc));
        await deleteDoc(stats.ref);
      }
      await deleteAll(db.collection(paths.gameRounds).where('uid', '==', uid));
    },
  },
  {
    // Every badge (its holder row, which may name the member, and its count) and the welcomes
    // that name them; the badge notifications go with the member's own notifications.
    name: 'badges',
    run: async (uid) => {
      await takeAllBadgesBack(uid);
      await deleteAll(db.collection(paths.welcomes).where('memberId', '==', uid));
      await deleteAll(db.collection(paths.welcomes).where('newcomerId', '==', uid));
    },
  },
  {
    name: 'notifications',
    run: async (uid) => {
      await deleteAll(db.collection(paths.notifications(uid)));
      // Other members' notifications that name this member (their ids may hold the uid too).
      for (const field of ACTOR_ID_FIELDS) {
        await deleteAll(db.collectionGroup('notifications').where(`data.${field}`, '==', uid));
      }
    },
  },
  {
    name: 'streaming connection',
    run: (uid) =>
      Promise.all([
        deleteDoc(db.doc(paths.streamingToken(uid))),
        deleteDoc(db.doc(paths.streamingAuthorization(uid))),
      ]),
  },
  {
    name: 'write budgets and rate windows',
    run: async (uid) => {
      await deleteAll(keyedBy(paths.writeBudgets, uid));
      await deleteAll(keyedBy(paths.rateWindows, uid));
    },
  },
  {
    name: 'profile',
    run: async (uid) => {
      await deleteAll(db.collection(paths.usernames).where('uid', '==', uid));
      await db.recursiveDelete(db.doc(paths.profile(uid)));
      await deleteDoc(db.doc(paths.profileStats(uid)));
      await deleteDoc(db.doc(`${paths.userRoles}/${uid}`));
    },
  },
  {
    name: 'sign-in',
    run: async (uid) => {
      await auth.deleteUser(uid).catch((error: unknown) => {
        if ((error as { code?: unknown }).code !== 'auth/user-not-found') throw error;
      });
    },
  },
];

/**
 * How long after a deletion finished its member's writes can still land: an ID token issued
 * before the sign-in went stays valid for an hour, and a callable that checked the mark just
 * before it was written may run for its whole timeout (540 s). Rules and callables refuse a
 * marked member, so only such a race writes anything; sweepDeletedAccount removes it after this.
 */
const LATE_WRITES_WINDOW_MS = (60 + 10) * 60 * 1000;

const deletedMemberRef = (uid: string) => storedDoc(deletedMemberSchema, paths.deletedMember(uid));

/** Marks the member as deleting (keeping the first start time), then runs every step. */
export async function deleteAccountData(uid: string): Promise<void> {
  const marker = deletedMemberRef(uid);
  await db.runTransaction(async (transaction) => {
    const current = await transaction.get(marker);
    if (!current.exists) {
      transaction.create(marker, { status: 'deleting', startedAt: FieldValue.serverTimestamp() });
    } else if (
      readStoredFields(deletedMemberSchema, current.data(), ['status']).status !== 'deleting'
    ) {
      transaction.update(marker, { status: 'deleting' });
    }
  });
  for (const step of STEPS) await step.run(uid);
  const finishedAt = Timestamp.now();
  await marker.update({
    status: 'deleted',
    finishedAt,
    sweepAfter: Timestamp.fromMillis(finishedAt.toMillis() + LATE_WRITES_WINDOW_MS),
  });
}

/**
 * Runs every step once more for a deleted member whose late-writes window has passed, removing
 * whatever a race wrote under the uid after the mark, and takes the marker out of the sweep.
 */
export async function sweepDeletedAccount(uid: string): Promise<void> {
  for (const step of STEPS) await step.run(uid);
  await deletedMemberRef(uid).update({ sweepAfter: FieldValue.delete(), sweptAt: Timestamp.now() });
}
