// The weekly digest, Mondays from 08:00 UTC: the week's most active discussions, what the
// member's friends and the members they follow started, and the notices they chose to read
// weekly, each linked. It goes through every member by profile id in batches, keeping its place
// in config/weeklyDigest, so a run cut short (or the next run of the morning) resumes, and a
// finished week does nothing more. One e-mail per member and week (its id names both).
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import {
  authorDisplayName,
  followSchema,
  friendshipSchema,
  paths,
  readStoredFields,
  text,
  threadPath,
  threadSchema,
  weeklyDigestRunSchema,
} from '@salon/domain';
import type { MailDiscussion } from '@salon/web/server';
import { db } from '../shared/admin.js';
import { storedDoc } from '../shared/stored.js';
import { absoluteUrl, composeMail } from './compose-mail.js';
import { MAIL_FUNCTION_OPTIONS } from './mail-config.js';
import { mailRecipient, type MailRecipient } from './mail-recipient.js';
import { weekStart } from './mail-schedule.js';
import { waitingNoticeOf } from './waiting-notice.js';

const MEMBERS_PER_BATCH = 100;
const RUN_BUDGET_MS = 7 * 60 * 1000;
const WEEK_MS = 7 * 24 * 3_600_000;
const ACTIVE_SHOWN = 5;
const CIRCLE_SHOWN = 5;
/** Firestore's `in` takes 30 values: the circle is read among that many members. */
const CIRCLE_READ = 30;

const runRef = () => storedDoc(weeklyDigestRunSchema, paths.weeklyDigestRun);

type Card = { username: string | null; displayName: string | null } | null;

/** Names by uid, read once per run. */
class Cards {
  private readonly cards = new Map<string, Promise<Card>>();
  of(uid: string): Promise<Card> {
    if (!this.cards.has(uid)) {
      this.cards.set(
        uid,
        db
          .doc(paths.profile(uid))
          .get()
          .then((card) => {
            // Names as stored: the card's schema refuses some a member may still hold.
            const data = card.data();
            return data
              ? {
                  username: text(data['username']) || null,
                  displayName: text(data['displayName']) || null,
                }
              : null;
          }),
      );
    }
    return this.cards.get(uid)!;
  }
}

async function discussionOf(thread: QueryDocumentSnapshot, cards: Cards): Promise<MailDiscussion> {
  const {
    authorId,
    isAnonymous = false,
    authorDeleted = false,
    title = '',
    replyCount = 0,
  } = readStoredFields(threadSchema, thread.data(), [
    'authorId',
    'isAnonymous',
    'authorDeleted',
    'title',
    'replyCount',
  ]);
  return {
    title,
    url: absoluteUrl(threadPath(thread.id)),
    authorName: authorDisplayName(
      { isAnonymous, authorDeleted },
      authorId ? await cards.of(authorId) : null,
    ),
    replyCount,
  };
}

/**
 * One of the week's most replied-to discussions: its author, for each member's blocks, and its
 * entry in the mail, made the first time a member is shown it and kept for every member after.
 */
interface ActiveDiscussion {
  readonly authorId: string | undefined;
  readonly entry: () => Promise<MailDiscussion>;
}

/** The week's most replied-to discussions among those with replies this week, most first. */
async function activeDiscussions(since: Date, cards: Cards): Promise<ActiveDiscussion[]> {
  const recent = await db
    .collection(paths.threads)
    .where('repliesChangedAt', '>=', Timestamp.fromDate(since))
    .limit(200)
    .get();
  return recent.docs
    .map((thread) => ({
      thread,
      ...readStoredFields(threadSchema, thread.data(), ['authorId', 'replyCount']),
    }))
    .sort((a, b) => (b.replyCount ?? 0) - (a.replyCount ?? 0))
    .map(({ thread, authorId }) => {
      let entry: Promise<MailDiscussion> | undefined;
      return { authorId, entry: () => (entry ??= discussionOf(thread, cards)) };
    });
}

/** Friends (both directions) and followed members, at most CIRCLE_READ of them. */
async function circleOf(uid: string): Promise<string[]> {
  const [asked, answered, following] = await Promise.all([
    db
      .collection(paths.friendships)
      .where('requesterId', '==', uid)
      .where('status', '==', 'accepted')
      .limit(CIRCLE_READ)
      .get(),
    db
      .collection(paths.friendships)
      .where('addresseeId', '==', uid)
      .where('status', '==', 'accepted')
      .limit(CIRCLE_READ)
      .get(),
    db.collection(paths.follows).where('followerId', '==', uid).limit(CIRCLE_READ).get(),
  ]);
  const ids = new Set(
    [
      ...asked.docs.map((doc) => friendshipOf(doc).addresseeId),
      ...answered.docs.map((doc) => friendshipOf(doc).requesterId),
      ...following.docs.map(
        (doc) => readStoredFields(followSchema, doc.data(), ['followingId']).followingId,
      ),
    ].filter((id) => id !== undefined),
  );
  return [...ids].slice(0, CIRCLE_READ);
}

const friendshipOf = (doc: QueryDocumentSnapshot) =>
  readStoredFields(friendshipSchema, doc.data(), ['requesterId', 'addresseeId']);

async function blockedBy(uid: string): Promise<Set<string>> {
  const blocks = await db.collection(paths.blocks(uid)).limit(500).get();
  return new Set(blocks.docs.map((block) => block.id));
}

async function digestFor(
  recipient: MailRecipient,
  week: { key: string; start: Date; since: Date },
  active: readonly ActiveDiscussion[],
  cards: Cards,
) {
  const uid = recipient.uid;
  const [waiting, blocked, circle] = await Promise.all([
    db
      .collection(`${paths.mailState(uid)}/waiting`)
      .where('batch', '==', 'weekly')
      .limit(100)
      .get(),
    blockedBy(uid),
    recipient.weeklyDigest ? circleOf(uid) : Promise.resolve([]),
  ]);
  const notices = waiting.docs
    .map(waitingNoticeOf)
    .filter((notice) => notice !== null)
    .filter((notice) => recipient.frequencies[notice.kind] !== 'never');
  const started = circle.length
    ? await db
        .collection(paths.threads)
        .where(
          'authorId',
          'in',
          circle.filter((id) => !blocked.has(id)),
        )
        .where('createdAt', '>=', Timestamp.fromDate(week.since))
        .orderBy('createdAt', 'desc')
        .limit(CIRCLE_SHOWN)
        .get()
    : null;
  const activeShown = recipient.weeklyDigest
    ? await Promise.all(
        active
          .filter(({ authorId }) => authorId === undefined || !blocked.has(authorId))
          .slice(0, ACTIVE_SHOWN)
          .map(({ entry }) => entry()),
      )
    : [];
  const fromYourCircle = started
    ? await Promise.all(started.docs.map((thread) => discussionOf(thread, cards)))
    : [];
  if (notices.length === 0 && activeShown.length === 0 && fromYourCircle.length === 0) return null;
  const composed = await composeMail(
    recipient,
    `digest-${week.key}-${uid}`,
    {
      kind: 'weeklyDigest',
      weekOf: week.start.getTime(),
      active: activeShown,
      fromYourCircle,
      notices,
    },
    'digest',
  );
  return { composed, waiting: waiting.docs };
}

/** One batch of members from the stored place on; answers whether members remain. */
async function runBatch(now: Date, active: readonly ActiveDiscussion[], cards: Cards) {
  const start = weekStart(now);
  const week = {
    key: start.toISOString().slice(0, 10),
    start,
    since: new Date(now.getTime() - WEEK_MS),
  };
  const run = await runRef().get();
  const stored = readStoredFields(weeklyDigestRunSchema, run.data(), [
    'weekKey',
    'finishedAt',
    'after',
    'membersDone',
    'sent',
  ]);
  const sameWeek = stored.weekKey === week.key;
  if (sameWeek && stored.finishedAt) return false;
  const after = sameWeek ? (stored.after ?? null) : null;
  let members = db.collection(paths.profiles).orderBy(FieldPath.documentId());
  if (after) members = members.startAfter(after);
  const batch = await members.select().limit(MEMBERS_PER_BATCH).get();
  let sent = 0;
  for (const member of batch.docs) {
    const recipient = await mailRecipient(member.id);
    if (!recipient) continue;
    const digest = await digestFor(recipient, week, active, cards);
    if (!digest) continue;
    const created = await db.runTransaction(async (transaction) => {
      const existing = await transaction.get(db.doc(paths.mail(digest.composed.mailId)));
      if (existing.exists) return false;
      digest.composed.write(transaction);
      for (const notice of digest.waiting) transaction.delete(notice.ref);
      return true;
    });
    if (created) sent += 1;
  }
  const done = batch.size < MEMBERS_PER_BATCH;
  await runRef().set({
    weekKey: week.key,
    after: batch.docs.at(-1)?.id ?? after,
    membersDone: (sameWeek ? (stored.membersDone ?? 0) : 0) + batch.size,
    sent: (sameWeek ? (stored.sent ?? 0) : 0) + sent,
    finishedAt: done ? FieldValue.serverTimestamp() : null,
    updatedAt: FieldValue.serverTimestamp(),
  });
  logger.info(`weekly digest ${week.key}: ${sent} sent in this batch${done ? ', finished' : ''}`);
  return !done;
}

export const sendWeeklyDigest = onSchedule(
  { schedule: '*/10 8-23 * * 1', timeZone: 'UTC', timeoutSeconds: 540, ...MAIL_FUNCTION_OPTIONS },
  async (event) => {
    const now = new Date(event.scheduleTime);
    const started = Date.now();
    const cards = new Cards();
    const active = await activeDiscussions(new Date(now.getTime() - WEEK_MS), cards);
    while (Date.now() - started < RUN_BUDGET_MS && (await runBatch(now, active, cards)));
  },
);
