// Seeds the demo community on a first start. Accounts, profiles and staff roles go through the
// admin SDK (as sign-up and setUserRole write them); everything members do on the site goes
// through the project's own callables as those members, so the functions' checks, counters and
// notifications all run (a block among them). What members write directly on the site (poll
// votes, friend requests and acceptances, follows, saved discussions) is written with the admin
// SDK in the documented shape (docs/data-model.md), so the triggers count and notify as on the
// site. One member replies and then deletes the account, as a member leaving does. Last, creation
// times are moved into the past so the Salon looks lived in, and the activity records' times with
// them. Badges come with what members did; the backfill, the admin's grants and two members'
// featured badges follow (demo-badges.ts). The demo admin's two-step verification is turned on
// at the very end, once her seeding sign-in is done (README, "Demo accounts").
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { followDocId, friendshipDocId, paths, pollOptionId, REACTION_TYPES } from '@salon/domain';
import { signInForCallables, type CallableClient } from './callable-client.js';
import {
  DEMO_BLOCKS,
  DEMO_DEPARTED_REPLY,
  DEMO_FOLLOWS,
  DEMO_FRIENDSHIPS,
  DEMO_POLL,
  DEMO_PICTURE_REPORT,
  DEMO_REPORT,
  DEMO_REVIEWED_REPORT,
  DEMO_SUSPENSION,
  DEMO_THREADS,
  type DemoPollReply,
  type DemoReactions,
  type DemoReply,
  type DemoDiscussionPoll,
  type DemoThread,
} from './demo-content.js';
import {
  DEMO_DEPARTED,
  DEMO_PASSWORD,
  DEMO_PEOPLE,
  DEMO_SUSPENDED,
  demoPerson,
  type DemoPerson,
  type DemoUsername,
} from './demo-people.js';
import { backdateDemoActivity, seedDemoSaves } from './demo-activity.js';
import { seedDemoBadges } from './demo-badges.js';
import { seedDemoPictures } from './demo-pictures.js';
import { seedDemoProfiles } from './demo-profiles.js';
import { connectDemoStreaming } from './demo-streaming.js';
import { seedDemoSchedules } from './demo-schedules.js';
import { runScheduledFunction } from './functions-host/run-schedule.js';
import { seedDemoTrivia } from './demo-trivia.js';
import { seedDemoGames } from './demo-games.js';
import type { AuthImplementation } from './auth-emulator.js';
import { enrolFixedTotpFactor } from './totp-factor.js';

export interface DemoSeedContext {
  app: App;
  projectId: string;
  authUrl: string;
  functionsUrl: string;
  /** firebase-tools' emulator has no TOTP factors: the demo admin then signs in without one. */
  authImplementation: AuthImplementation;
  /** Resolves once every trigger fired by the writes so far has run. */
  triggersSettled(): Promise<void>;
}

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** Notifications older than this are seeded as read, so the bell shows a believable mix. */
const READ_AFTER_MS = 24 * HOUR_MS;

/** What one seeding run created: ids by content key, and when each post should appear to date from. */
class SeededPosts {
  readonly threadIds = new Map<string, string>();
  readonly replyIds = new Map<string, string>();
  /** Document path of each thread, reply, poll and poll reply, and its backdated creation time. */
  readonly createdAt = new Map<string, Date>();
}

export async function seedDemoData(context: DemoSeedContext): Promise<void> {
  const db = getFirestore(context.app);
  await Promise.all(DEMO_PEOPLE.map((person) => seedPerson(context.app, person)));
  const clients = await signInEveryone(context);
  const as = (username: DemoUsername) => clients.get(username)!;
  const seeded = new SeededPosts();
  const now = Date.now();

  // Independent parts run side by side; creation order does not matter, as times are set below.
  await Promise.all([
    Promise.all(DEMO_THREADS.map((thread) => seedThread(db, as, thread, seeded, now))).then(() =>
      Promise.all([
        seedReport(as, seeded),
        seedDepartedMember(context, seeded, now),
        seedDemoSaves(db, seeded.threadIds, now),
        seedSuspendedMember(context, as),
      ]),
    ),
    seedPoll(db, as, seeded, now),
    seedDemoSchedules(
      as(DEMO_POLL.by),
      {
        runScheduleAt: (scheduleTime) =>
          runScheduledFunction(context.functionsUrl, 'openScheduledPolls', scheduleTime),
        writeBallots: (pollId, ballots) => writeBallots(db, pollId, ballots),
      },
      now,
    ),
    seedFriendsAndFollows(db, now),
    seedDemoProfiles(db, now),
    seedDemoPictures(context.app),
    connectDemoStreaming(as('clara')),
    seedDemoTrivia(db, now),
    seedDemoGames(db, now),
  ]);
  await context.triggersSettled();
  // The pictures are served only now, so the picture report comes after them.
  await seedPictureReport(as);
  await seedBlocks(as);
  await backdate(db, seeded, now);
  await context.triggersSettled();
  await backdateDemoActivity(db, seeded.createdAt, now);
  await seedDemoBadges(
    db,
    as,
    () => runScheduledFunction(context.functionsUrl, 'backfillBadges', new Date(now).toISOString()),
    now,
  );
  await context.triggersSettled();
  if (context.authImplementation === 'ours') {
    for (const person of DEMO_PEOPLE) {
      if (!person.totpSecret) continue;
      await enrolFixedTotpFactor({
        authUrl: context.authUrl,
        projectId: context.projectId,
        uid: person.uid,
        secret: person.totpSecret,
      });
    }
  }
}

/** The account, the profile with its username claim (the sign-up batch), and a staff role. */
async function seedPerson(
  app: App,
  person: Omit<DemoPerson, 'username'> & { username: string },
): Promise<void> {
  const auth = getAuth(app);
  const db = getFirestore(app);
  await auth.createUser({
    uid: person.uid,
    email: person.email,
    emailVerified: true,
    password: DEMO_PASSWORD,
    displayName: person.displayName,
  });
  if (person.googleSub) {
    // Continue with Google signs this person in: the emulator's chooser lists the identity.
    await auth.updateUser(person.uid, {
      providerToLink: {
        providerId: 'google.com',
        uid: person.googleSub,
        email: person.email,
        displayName: person.displayName,
      },
    });
  }
  const batch = db.batch();
  batch.set(db.doc(paths.profile(person.uid)), {
    username: person.username,
    displayName: person.displayName,
    bio: person.bio,
    isPrivate: person.isPrivate,
    createdAt: FieldValue.serverTimestamp(),
  });
  batch.set(db.doc(paths.username(person.username)), { uid: person.uid });
  await batch.commit();
  if (person.role !== 'user') {
    await auth.setCustomUserClaims(person.uid, { role: person.role });
    await db
      .doc(`${paths.userRoles}/${person.uid}`)
      .set({ role: person.role, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
  }
}

const signInAs = (context: DemoSeedContext, email: string) =>
  signInForCallables({
    authUrl: context.authUrl,
    functionsUrl: context.functionsUrl,
    projectId: context.projectId,
    email,
    password: DEMO_PASSWORD,
  });

/** Signed in after their roles are set, so staff tokens carry the role claim. */
async function signInEveryone(context: DemoSeedContext) {
  const clients = await Promise.all(
    DEMO_PEOPLE.map(
      async (person) => [person.username, await signInAs(context, person.email)] as const,
    ),
  );
  return new Map<DemoUsername, CallableClient>(clients);
}

/**
 * The member who left (DEMO_DEPARTED): signs up, replies, and once the reply's notification is
 * out, deletes the account through deleteAccount, as on the site; the reply stays under
 * "Deleted member".
 */
async function seedDepartedMember(context: DemoSeedContext, seeded: SeededPosts, now: number) {
  await seedPerson(context.app, DEMO_DEPARTED);
  const departed = await signInAs(context, DEMO_DEPARTED.email);
  const reply = DEMO_DEPARTED_REPLY;
  const thread = DEMO_THREADS.find((candidate) => candidate.key === reply.thread)!;
  const threadId = seeded.threadIds.get(reply.thread)!;
  const { replyId } = await departed.call<{ replyId: string }>('postReply', {
    threadId,
    parentId: null,
    body: reply.body,
    isAnonymous: false,
  });
  seeded.createdAt.set(
    `${paths.replies(threadId)}/${replyId}`,
    new Date(now - thread.hoursAgo * HOUR_MS + reply.minutesLater * MINUTE_MS),
  );
  await context.triggersSettled();
  await departed.call('deleteAccount', {});
}

type ClientOf = (username: DemoUsername) => CallableClient;

/**
 * The suspended member (DEMO_SUSPENDED): signs up, then the demo admin suspends him
 * through suspendMember, as from User Management, which logs it. With Felix's review of a report
 * (seedReport), the moderation log starts with entries.
 */
async function seedSuspendedMember(context: DemoSeedContext, as: ClientOf) {
  await seedPerson(context.app, DEMO_SUSPENDED);
  await context.triggersSettled();
  await as(DEMO_SUSPENSION.by).call('suspendMember', {
    memberId: DEMO_SUSPENDED.uid,
    duration: DEMO_SUSPENSION.duration,
    reason: DEMO_SUSPENSION.reason,
  });
}

async function seedThread(
  db: Firestore,
  as: ClientOf,
  thread: DemoThread,
  seeded: SeededPosts,
  now: number,
) {
  const { threadId } = await as(thread.by).call<{ threadId: string }>('createThread', {
    ...(thread.firstDraft ?? { title: thread.title, body: thread.body }),
    isAnonymous: thread.anonymous ?? false,
    ...(thread.poll ? { poll: discussionPollInput(thread.poll, now) } : {}),
  });
  if (thread.poll) await seedDiscussionPollVotes(db, as, thread, threadId);
  // An edited post is posted as first written, then edited by its author: it shows "edited"
  // and staff find the first version among its revisions.
  if (thread.firstDraft) {
    await as(thread.by).call('editThread', { threadId, title: thread.title, body: thread.body });
  }
  const openedAt = now - thread.hoursAgo * HOUR_MS;
  seeded.threadIds.set(thread.key, threadId);
  seeded.createdAt.set(paths.thread(threadId), new Date(openedAt));

  // Siblings go up together and each reply's answers as soon as it exists.
  const postReplies = (replies: DemoReply[] = [], parentId: string | null): Promise<unknown> =>
    Promise.all(
      replies.map(async (reply) => {
        const { replyId } = await as(reply.by).call<{ replyId: string }>('postReply', {
          threadId,
          parentId,
          body: reply.firstDraft ?? reply.body,
          isAnonymous: reply.anonymous ?? false,
        });
        if (reply.firstDraft) {
          await as(reply.by).call('editReply', { threadId, replyId, body: reply.body });
        }
        if (reply.key) seeded.replyIds.set(reply.key, replyId);
        seeded.createdAt.set(
          `${paths.replies(threadId)}/${replyId}`,
          new Date(openedAt + reply.minutesLater * MINUTE_MS),
        );
        await Promise.all([
          react(as, reply.reactions, { threadId, replyId }),
          postReplies(reply.replies, replyId),
        ]);
      }),
    );
  // Whoever posted or reacted has read the thread: each view counts once, as on the site.
  await Promise.all([
    react(as, thread.reactions, { threadId, replyId: null }),
    postReplies(thread.replies, null),
    ...[...readersOf(thread)].map((reader) => as(reader).call('recordThreadView', { threadId })),
  ]);
}

function readersOf(thread: DemoThread): Set<DemoUsername> {
  const readers = new Set<DemoUsername>([thread.by]);
  const visit = (post: { reactions?: DemoReactions; replies?: DemoReply[] }) => {
    for (const reactor of Object.values(post.reactions ?? {}).flat()) readers.add(reactor);
    for (const reply of post.replies ?? []) {
      readers.add(reply.by);
      visit(reply);
    }
  };
  visit(thread);
  return readers;
}

async function react(
  as: ClientOf,
  reactions: DemoReactions | undefined,
  target: { threadId: string; replyId: string | null },
) {
  await Promise.all(
    REACTION_TYPES.flatMap((reactionType) =>
      (reactions?.[reactionType] ?? []).map((reactor) =>
        as(reactor).call('toggleReaction', { ...target, reactionType }),
      ),
    ),
  );
}

async function seedReport(as: ClientOf, seeded: SeededPosts) {
  await as(DEMO_REPORT.by).call('submitReport', {
    threadId: seeded.threadIds.get(DEMO_REPORT.thread),
    replyId: seeded.replyIds.get(DEMO_REPORT.reply),
    reason: DEMO_REPORT.reason,
    description: DEMO_REPORT.description,
  });
  const reviewed = DEMO_REVIEWED_REPORT;
  const { reportId } = await as(reviewed.by).call<{ reportId: string }>('submitReport', {
    threadId: seeded.threadIds.get(reviewed.thread),
    replyId: null,
    reason: reviewed.reason,
    description: reviewed.description,
  });
  await as(reviewed.reviewedBy).call('updateReportStatus', { reportId, status: 'reviewed' });
}

async function seedPictureReport(as: ClientOf) {
  const { by, member, picture, reason, description } = DEMO_PICTURE_REPORT;
  await as(by).call('submitReport', {
    memberId: demoPerson(member).uid,
    picture,
    reason,
    description,
  });
}

function discussionPollInput(poll: DemoDiscussionPoll, now: number) {
  return {
    question: poll.question,
    options: poll.options,
    maxChoices: poll.maxChoices,
    closesAt: poll.closesInHours === null ? null : now + poll.closesInHours * HOUR_MS,
    resultsVisibility: poll.showResultsBeforeVoting ? 'always' : 'afterVoting',
  };
}

/** A discussion's poll's ballots as the site writes them, then, for a closed one, its closing. */
async function seedDiscussionPollVotes(
  db: Firestore,
  as: ClientOf,
  thread: DemoThread,
  threadId: string,
) {
  const pollId = (await db.doc(paths.thread(threadId)).get()).get('pollId') as string;
  await writeBallots(
    db,
    pollId,
    Object.entries(thread.poll?.votes ?? {}).map(([voter, options]) => [voter, options ?? []]),
  );
  if (thread.poll?.closed) await as(thread.by).call('closePoll', { pollId });
}

/** Ballots written as the site writes them (one per member, `optionIds` by option index). */
async function writeBallots(
  db: Firestore,
  pollId: string,
  ballots: readonly (readonly [string, readonly number[]])[],
) {
  const batch = db.batch();
  for (const [voter, options] of ballots) {
    const userId = demoPerson(voter as DemoUsername).uid;
    batch.set(db.doc(paths.pollVote(pollId, userId)), {
      pollId,
      optionIds: options.map(pollOptionId),
      userId,
      votedAt: FieldValue.serverTimestamp(),
    });
  }
  await batch.commit();
}

/** Today's poll, opened by an admin; votes as the site writes them; replies by callable. */
async function seedPoll(db: Firestore, as: ClientOf, seeded: SeededPosts, now: number) {
  const { pollId } = await as(DEMO_POLL.by).call<{ pollId: string }>('createPoll', {
    title: DEMO_POLL.title,
    description: DEMO_POLL.description,
    options: DEMO_POLL.options,
  });
  const openedAt = now - DEMO_POLL.hoursAgo * HOUR_MS;
  seeded.createdAt.set(paths.poll(pollId), new Date(openedAt));

  await writeBallots(
    db,
    pollId,
    Object.entries(DEMO_POLL.votes).map(([voter, option]) => [voter, [option ?? 0]]),
  );

  const postReplies = (replies: DemoPollReply[] = [], parentId: string | null): Promise<unknown> =>
    Promise.all(
      replies.map(async (reply) => {
        const { replyId } = await as(reply.by).call<{ replyId: string }>('postPollReply', {
          pollId,
          parentId,
          body: reply.firstDraft ?? reply.body,
          isAnonymous: reply.anonymous ?? false,
        });
        if (reply.firstDraft) {
          await as(reply.by).call('editReply', { pollId, replyId, body: reply.body });
        }
        seeded.createdAt.set(
          `${paths.pollReplies(pollId)}/${replyId}`,
          new Date(openedAt + reply.minutesLater * MINUTE_MS),
        );
        await postReplies(reply.replies, replyId);
      }),
    );
  await postReplies(DEMO_POLL.replies, null);
}

/**
 * As members do it on the site: every friendship starts as a request, and the accepted ones are
 * then accepted by their addressee, so countFriends, countFollows and the notification triggers
 * see the same writes as from the web app.
 */
async function seedFriendsAndFollows(db: Firestore, now: number) {
  const friendshipRef = ({ requester, addressee }: (typeof DEMO_FRIENDSHIPS)[number]) => {
    const id = friendshipDocId(demoPerson(requester).uid, demoPerson(addressee).uid);
    return db.doc(`${paths.friendships}/${id}`);
  };
  const requested = db.batch();
  for (const friendship of DEMO_FRIENDSHIPS) {
    const at = Timestamp.fromMillis(now - friendship.hoursAgo * HOUR_MS);
    requested.set(friendshipRef(friendship), {
      requesterId: demoPerson(friendship.requester).uid,
      addresseeId: demoPerson(friendship.addressee).uid,
      status: 'pending',
      createdAt: at,
      updatedAt: at,
    });
  }
  DEMO_FOLLOWS.forEach(([follower, followed], i) => {
    const followerId = demoPerson(follower).uid;
    const followingId = demoPerson(followed).uid;
    requested.set(db.doc(`${paths.follows}/${followDocId(followerId, followingId)}`), {
      followerId,
      followingId,
      createdAt: Timestamp.fromMillis(now - (i + 1) * 7 * HOUR_MS),
    });
  });
  await requested.commit();

  const accepted = db.batch();
  for (const friendship of DEMO_FRIENDSHIPS.filter(({ status }) => status === 'accepted')) {
    accepted.update(friendshipRef(friendship), {
      status: 'accepted',
      updatedAt: Timestamp.fromMillis(now - (friendship.hoursAgo - 1) * HOUR_MS),
    });
  }
  await accepted.commit();
}

/** Through blockMember, as the blocker would on the site; last, so what came before stays. */
async function seedBlocks(as: ClientOf) {
  for (const [blocker, blocked] of DEMO_BLOCKS) {
    await as(blocker).call('blockMember', { memberId: demoPerson(blocked).uid });
  }
}

/** The post a reply or mention notification is about, by its `data`. */
function notifiedPostPath(data: { threadId?: string; pollId?: string; replyId?: string }) {
  if (data.pollId && data.replyId) return `${paths.pollReplies(data.pollId)}/${data.replyId}`;
  if (!data.threadId) return null;
  return data.replyId
    ? `${paths.replies(data.threadId)}/${data.replyId}`
    : paths.thread(data.threadId);
}

/**
 * Moves each post's `createdAt` into the past, and the reply and mention notifications with their
 * posts (older ones read). Runs after the triggers settled, so every notification exists.
 */
async function backdate(db: Firestore, seeded: SeededPosts, now: number) {
  const batch = db.batch();
  for (const [path, createdAt] of seeded.createdAt) batch.update(db.doc(path), { createdAt });
  const notifications = await Promise.all(
    DEMO_PEOPLE.map((person) =>
      db
        .collection(paths.notifications(person.uid))
        .where('type', 'in', ['reply', 'mention'])
        .get(),
    ),
  );
  for (const notification of notifications.flatMap((result) => result.docs)) {
    const post = notifiedPostPath(notification.get('data') as Record<string, string>);
    const createdAt = post === null ? undefined : seeded.createdAt.get(post);
    if (!createdAt) continue;
    batch.update(notification.ref, { createdAt, read: now - createdAt.getTime() > READ_AFTER_MS });
  }
  await batch.commit();
}
