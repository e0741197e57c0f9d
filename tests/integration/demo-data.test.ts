// The demo community as a first start leaves it (the suites' stack seeds it as `npm start` does):
// every document in the shape docs/data-model.md gives it (the domain's schemas), and every
// counter and notification the triggers owe already there when the stack says it is ready.
// Other suites share this stack, so seeded documents are found by their content, not counted.
import { describe, expect, it } from 'vitest';
import {
  getFirestore,
  Timestamp,
  type DocumentData,
  type DocumentSnapshot,
} from 'firebase-admin/firestore';
import {
  avatarUrlsOf,
  gameScoreSchema,
  gameStatsSchema,
  GAME_IDS,
  gameWeekKey,
  badgeHolderSchema,
  memberBadgesSchema,
  blockSchema,
  followDocId,
  followSchema,
  moderationLogEntrySchema,
  friendshipDocId,
  friendshipSchema,
  notificationSchema,
  paths,
  pollReplySchema,
  pollSchema,
  pollVoteSchema,
  postAuthorSchema,
  postRevisionSchema,
  profileBannerSchema,
  profileStatsOf,
  reactionSchema,
  replySchema,
  reportSchema,
  searchTokens,
  streamingSectionSchema,
  threadSchema,
  threadViewSchema,
  userRoleSchema,
} from '@salon/domain';
import {
  DEMO_BLOCKS,
  DEMO_DEPARTED_REPLY,
  DEMO_FOLLOWS,
  DEMO_FRIENDSHIPS,
  DEMO_PICTURE_REPORT,
  DEMO_POLL,
  DEMO_REPORT,
  DEMO_REVIEWED_REPORT,
  DEMO_SUSPENSION,
  DEMO_THREADS,
  type DemoThread,
} from '@salon/local-stack/demo-content';
import {
  DEMO_DEPARTED,
  DEMO_PEOPLE,
  DEMO_SUSPENDED,
  demoPerson,
  type DemoUsername,
} from '@salon/local-stack/demo-people';
import {
  DEMO_DAILY_SCHEDULE,
  DEMO_SCHEDULED_DAYS,
  DEMO_WEEKLY_SCHEDULE,
} from '@salon/local-stack/demo-schedules';
import { DEMO_FEATURED_BADGES } from '@salon/local-stack/demo-badges';
import { DEMO_GAME_RECORDS } from '@salon/local-stack/demo-games';
import { adminApp } from '../support/stack-endpoints.js';

const db = () => getFirestore(adminApp());
const DAY_MS = 24 * 3_600_000;

/** A document's data as the domain reads it: Firestore timestamps become Dates. */
function domainData(snapshot: DocumentSnapshot): unknown {
  const convert = (value: unknown): unknown => {
    if (value instanceof Timestamp) return value.toDate();
    if (Array.isArray(value)) return value.map(convert);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, convert(item)]));
    }
    return value;
  };
  return convert(snapshot.data());
}

/** A domain schema, as far as this suite uses it. */
interface Schema {
  safeParse(data: unknown): { error?: { issues: unknown[] } };
}

function expectShape(schema: Schema, snapshot: DocumentSnapshot) {
  const result = schema.safeParse(domainData(snapshot));
  expect(result.error?.issues ?? [], snapshot.ref.path).toEqual([]);
}

async function seededThread(thread: DemoThread) {
  const found = await db().collection('threads').where('title', '==', thread.title).get();
  expect(found.size, thread.title).toBe(1);
  return found.docs[0]!;
}

function allReplies<Reply extends { replies?: Reply[] }>(replies: Reply[] = []): Reply[] {
  return replies.flatMap((reply) => [reply, ...allReplies(reply.replies)]);
}

const reactionsIn = (post: { reactions?: Partial<Record<string, unknown[]>> }) => ({
  applause: post.reactions?.applause?.length ?? 0,
  bravo: post.reactions?.bravo?.length ?? 0,
});

describe('the seeded Salon', () => {
  it.each(DEMO_THREADS.map((thread) => [thread.title, thread] as const))(
    '“%s”: documents in the model’s shapes, counters equal to what they count',
    async (_title, content) => {
      const thread = await seededThread(content);
      const [replies, reactions, views, author] = await Promise.all([
        thread.ref.collection('replies').get(),
        thread.ref.collection('reactions').get(),
        thread.ref.collection('views').get(),
        thread.ref.collection('private').doc('author').get(),
      ]);
      expectShape(threadSchema, thread);
      expectShape(postAuthorSchema, author);
      replies.docs.forEach((reply) => expectShape(replySchema, reply));
      reactions.docs.forEach((reaction) => expectShape(reactionSchema, reaction));
      views.docs.forEach((view) => expectShape(threadViewSchema, view));

      expect(author.get('authorId')).toBe(demoPerson(content.by).uid);
      expect(thread.get('authorId')).toBe(content.anonymous ? undefined : author.get('authorId'));
      const departedReplies = content.key === DEMO_DEPARTED_REPLY.thread ? 1 : 0;
      expect(replies.size).toBe(allReplies(content.replies).length + departedReplies);
      expect(thread.get('replyCount')).toBe(replies.size);
      expect(thread.get('reactionCounts')).toEqual(reactionsIn(content));
      expect(thread.get('reactionCount')).toBe(
        reactions.docs.filter((reaction) => reaction.get('replyId') === null).length,
      );
      expect(thread.get('viewCount')).toBe(views.size);
      for (const reply of replies.docs) {
        const onIt = reactions.docs.filter((reaction) => reaction.get('replyId') === reply.id);
        expect(reply.get('reactionCount'), reply.get('body')).toBe(onIt.length);
        const parentId = reply.get('parentId') as string | null;
        const parent = parentId ? replies.docs.find((other) => other.id === parentId) : thread;
        expect(parent, reply.get('body')).toBeDefined();
        expect(reply.get('createdAt').toMillis()).toBeGreaterThan(
          parent!.get('createdAt').toMillis(),
        );
      }
    },
  );

  it('dates the discussions as the content says: newest first is the order of hoursAgo', async () => {
    const threads = await Promise.all(DEMO_THREADS.map(seededThread));
    const byAge = [...DEMO_THREADS].sort((a, b) => a.hoursAgo - b.hoursAgo).map((t) => t.title);
    const byCreatedAt = threads
      .sort((a, b) => b.get('createdAt').toMillis() - a.get('createdAt').toMillis())
      .map((thread) => thread.get('title'));
    expect(byCreatedAt).toEqual(byAge);
  });

  it('keeps the anonymous author out of every document other members read', async () => {
    const anonymous = DEMO_THREADS.find((thread) => thread.anonymous)!;
    const thread = await seededThread(anonymous);
    expect(thread.get('isAnonymous')).toBe(true);
    expect(Object.values(thread.data())).not.toContain(demoPerson(anonymous.by).uid);
  });

  it('has a discussion and a reply their author edited, each with its first version kept', async () => {
    const edited = DEMO_THREADS.find((thread) => thread.firstDraft)!;
    const thread = await seededThread(edited);
    expect(thread.get('editedAt')).toBeInstanceOf(Timestamp);
    expect(thread.get('isAnonymous')).toBe(edited.anonymous ?? false);
    expect(thread.get('searchTokens')).toEqual(searchTokens(edited.title, edited.body));
    const revisions = await thread.ref.collection('revisions').get();
    revisions.docs.forEach((revision) => expectShape(postRevisionSchema, revision));
    expect(revisions.docs.map((revision) => revision.get('title'))).toEqual([
      edited.firstDraft!.title,
    ]);
    const editedReply = allReplies(edited.replies).find((reply) => reply.firstDraft)!;
    const [reply] = (
      await thread.ref.collection('replies').where('body', '==', editedReply.body).get()
    ).docs;
    expect(reply!.get('editedAt')).toBeInstanceOf(Timestamp);
    const replyRevisions = await reply!.ref.collection('revisions').get();
    expect(replyRevisions.docs.map((revision) => revision.get('body'))).toEqual([
      editedReply.firstDraft,
    ]);
  });

  it('keeps the departed member’s reply under "Deleted member", and nothing else of theirs', async () => {
    const thread = await seededThread(
      DEMO_THREADS.find((t) => t.key === DEMO_DEPARTED_REPLY.thread)!,
    );
    const left = await thread.ref
      .collection('replies')
      .where('body', '==', DEMO_DEPARTED_REPLY.body)
      .get();
    expect(left.size).toBe(1);
    expectShape(replySchema, left.docs[0]!);
    expect(left.docs[0]!.get('authorDeleted')).toBe(true);
    expect(left.docs[0]!.get('authorId')).toBeUndefined();
    const uid = DEMO_DEPARTED.uid;
    expect((await db().doc(paths.profile(uid)).get()).exists).toBe(false);
    expect((await db().doc(paths.username(DEMO_DEPARTED.username)).get()).exists).toBe(false);
    expect((await db().doc(paths.deletedMember(uid)).get()).get('status')).toBe('deleted');
    const author = demoPerson(DEMO_THREADS.find((t) => t.key === DEMO_DEPARTED_REPLY.thread)!.by);
    const told = await db().collection(paths.notifications(author.uid)).get();
    expect(told.docs.filter((n) => JSON.stringify(n.data()).includes(uid))).toEqual([]);
  });

  it('has a pending report on the dismissive reply, and told every admin', async () => {
    const thread = await seededThread(DEMO_THREADS.find((t) => t.key === DEMO_REPORT.thread)!);
    const reports = await db()
      .collection('reports')
      .where('threadId', '==', thread.id)
      .where('status', '==', 'pending')
      .get();
    expect(reports.size).toBe(1);
    const report = reports.docs[0]!;
    expectShape(reportSchema, report);
    expect(report.get('reporterId')).toBe(demoPerson(DEMO_REPORT.by).uid);
    expect(report.get('reason')).toBe(DEMO_REPORT.reason);
    const reported = await thread.ref.collection('replies').doc(report.get('replyId')).get();
    expect(reported.get('authorId')).toBe(demoPerson('amadeus').uid);
    for (const admin of DEMO_PEOPLE.filter((person) => person.role === 'admin')) {
      const told = await db().doc(`users/${admin.uid}/notifications/report_${report.id}`).get();
      expect(told.exists).toBe(true);
      expectShape(notificationSchema, told);
    }
  });

  it('has a report on a discussion that the demo moderator marked In Review', async () => {
    const thread = await seededThread(
      DEMO_THREADS.find((t) => t.key === DEMO_REVIEWED_REPORT.thread)!,
    );
    const reports = await db().collection('reports').where('threadId', '==', thread.id).get();
    expect(reports.size).toBe(1);
    const report = reports.docs[0]!;
    expectShape(reportSchema, report);
    expect(report.data()).toMatchObject({
      reporterId: demoPerson(DEMO_REVIEWED_REPORT.by).uid,
      replyId: null,
      status: 'reviewed',
      reviewedBy: demoPerson(DEMO_REVIEWED_REPORT.reviewedBy).uid,
      contentType: 'thread',
      threadTitle: thread.get('title'),
    });
  });

  it('has a pending report on a member’s profile picture, keeping its URL', async () => {
    const member = demoPerson(DEMO_PICTURE_REPORT.member);
    const reports = await db().collection('reports').where('memberId', '==', member.uid).get();
    expect(reports.size).toBe(1);
    const report = reports.docs[0]!;
    expectShape(reportSchema, report);
    const avatar = avatarUrlsOf((await db().doc(paths.profile(member.uid)).get()).get('avatar'));
    expect(report.data()).toMatchObject({
      reporterId: demoPerson(DEMO_PICTURE_REPORT.by).uid,
      contentType: 'picture',
      picture: DEMO_PICTURE_REPORT.picture,
      pictureUrl: avatar?.s256,
      memberUsername: DEMO_PICTURE_REPORT.member,
      status: 'pending',
    });
  });

  it('notifies authors of replies at the replies’ own times, the older ones read', async () => {
    for (const person of DEMO_PEOPLE) {
      const notifications = await db().collection(`users/${person.uid}/notifications`).get();
      notifications.docs.forEach((notification) => expectShape(notificationSchema, notification));
      for (const notification of notifications.docs.filter((n) => n.get('type') === 'reply')) {
        const { threadId, replyId } = notification.get('data') as Record<string, string>;
        const reply = await db().doc(`threads/${threadId}/replies/${replyId}`).get();
        const createdAt = notification.get('createdAt') as Timestamp;
        expect(createdAt.isEqual(reply.get('createdAt'))).toBe(true);
        expect(notification.get('read')).toBe(Date.now() - createdAt.toMillis() > DAY_MS);
      }
    }
    const clara = await db()
      .collection(`users/${demoPerson('clara').uid}/notifications`)
      .get();
    expect(clara.docs.some((notification) => notification.get('read') === false)).toBe(true);
  });

  it('tells the members the demo posts mention, once each, at the posts’ own times', async () => {
    const mentionsOf = async (username: DemoUsername) =>
      (
        await db()
          .collection(paths.notifications(demoPerson(username).uid))
          .where('type', '==', 'mention')
          .get()
      ).docs;
    const minimalism = DEMO_THREADS.find((t) => t.key === 'minimalism')!;
    const fanny = (await mentionsOf('fanny')).map((notification) => notification.get('message'));
    expect(fanny).toEqual(
      expect.arrayContaining([
        `amadeus mentioned you in the discussion "${minimalism.title}"`,
        `felix mentioned you in a reply to the poll "${DEMO_POLL.title}"`,
      ]),
    );
    // Lili's two mentions of Felix are anonymous, one of them added by her edit.
    const felix = await mentionsOf('felix');
    const messages = felix.map((notification) => notification.get('message') as string);
    for (const key of ['brahms-four', 'first-concert']) {
      const title = DEMO_THREADS.find((t) => t.key === key)!.title;
      expect(messages.filter((message) => message.includes(title))).toEqual([
        `Someone mentioned you in a reply in "${title}"`,
      ]);
    }
    for (const notification of felix) {
      expect(JSON.stringify(notification.data())).not.toContain(demoPerson('lili').uid);
      const { threadId, replyId } = notification.get('data') as Record<string, string>;
      const reply = await db().doc(`threads/${threadId}/replies/${replyId}`).get();
      expect((notification.get('createdAt') as Timestamp).isEqual(reply.get('createdAt'))).toBe(
        true,
      );
    }
  });
});

describe('the seeded poll', () => {
  it('is active, counts exactly its votes, and waits for the demo admin’s vote', async () => {
    const polls = await db().collection('polls').where('title', '==', DEMO_POLL.title).get();
    expect(polls.size).toBe(1);
    const poll = polls.docs[0]!;
    expectShape(pollSchema, poll);
    expect(poll.get('isActive')).toBe(true);
    expect(poll.get('createdBy')).toBe(demoPerson(DEMO_POLL.by).uid);
    const votes = await poll.ref.collection('votes').get();
    votes.docs.forEach((vote) => expectShape(pollVoteSchema, vote));
    const expected = Object.fromEntries(
      DEMO_POLL.options.map((_text, i) => [
        `o${i + 1}`,
        Object.values(DEMO_POLL.votes).filter((option) => option === i).length,
      ]),
    );
    expect(poll.get('voteCounts')).toEqual(expected);
    expect(poll.get('totalVotes')).toBe(votes.size);
    expect(votes.docs.map((vote) => vote.id)).not.toContain(demoPerson('clara').uid);

    const replies = await poll.ref.collection('replies').get();
    replies.docs.forEach((reply) => expectShape(pollReplySchema, reply));
    const anonymous = allReplies(DEMO_POLL.replies).filter((reply) => reply.anonymous);
    expect(replies.size).toBe(allReplies(DEMO_POLL.replies).length);
    expect(replies.docs.filter((reply) => reply.get('isAnonymous'))).toHaveLength(anonymous.length);
  });
});

describe('the seeded discussion polls', () => {
  const withPolls = DEMO_THREADS.filter((thread) => thread.poll);

  it('include an open one and a closed one', () => {
    expect(withPolls.some((thread) => thread.poll?.closed)).toBe(true);
    expect(withPolls.some((thread) => !thread.poll?.closed)).toBe(true);
  });

  it.each(withPolls.map((thread) => [thread.title, thread] as const))(
    '%s: its poll names it, counts exactly its ballots and is open or closed as seeded',
    async (_title, thread) => {
      const seeded = await seededThread(thread);
      const poll = await db()
        .doc(`polls/${seeded.get('pollId') as string}`)
        .get();
      expectShape(pollSchema, poll);
      expect(poll.get('kind')).toBe('discussion');
      expect(poll.get('threadId')).toBe(seeded.id);
      expect(poll.get('isActive')).toBe(!thread.poll!.closed);
      const ballots = Object.values(thread.poll!.votes);
      const expected = Object.fromEntries(
        thread.poll!.options.map((_text, i) => [
          `o${i + 1}`,
          ballots.filter((ballot) => ballot?.includes(i)).length,
        ]),
      );
      expect(poll.get('voteCounts')).toEqual(expected);
      expect(poll.get('totalVotes')).toBe(ballots.length);
    },
  );
});

describe('the seeded schedules', () => {
  const titlesOf = (polls: readonly { title: string }[]) => polls.map((poll) => poll.title);

  it('closed a week of daily polls, each with its ballots counted, and left today’s open', async () => {
    const past = await db()
      .collection('polls')
      .where('kind', 'in', ['daily', 'weekly'])
      .where('isActive', '==', false)
      .orderBy('closedAt', 'desc')
      .get();
    const closedTitles = past.docs.map((poll) => poll.get('title') as string);
    expect(closedTitles).toEqual(
      expect.arrayContaining(titlesOf(DEMO_DAILY_SCHEDULE.slice(0, DEMO_SCHEDULED_DAYS))),
    );
    for (const poll of past.docs) {
      expectShape(pollSchema, poll);
      const votes = await poll.ref.collection('votes').get();
      expect(poll.get('totalVotes')).toBe(votes.size);
    }
    expect(past.docs.some((poll) => (poll.get('totalVotes') as number) > 0)).toBe(true);
    const today = await db()
      .collection('polls')
      .where('kind', '==', 'daily')
      .where('isActive', '==', true)
      .get();
    // Other suites open daily polls of their own on this stack: of the demo's, today's is open
    // and the week's past ones are not.
    const open = today.docs.map((poll) => poll.get('title') as string);
    expect(open).toContain(DEMO_POLL.title);
    for (const title of titlesOf(DEMO_DAILY_SCHEDULE.slice(0, DEMO_SCHEDULED_DAYS))) {
      expect(open).not.toContain(title);
    }
  });

  it('opened this week’s weekly poll and kept a week of daily and two weekly polls queued', async () => {
    const weekly = await db()
      .collection('polls')
      .where('kind', '==', 'weekly')
      .where('isActive', '==', true)
      .get();
    expect(weekly.docs.map((poll) => poll.get('title'))).toEqual([DEMO_WEEKLY_SCHEDULE[0]!.title]);
    const queued = async (kind: string) =>
      (
        await db().collection('pollQueue').where('kind', '==', kind).orderBy('position').get()
      ).docs.map((item) => item.get('content.title') as string);
    expect(await queued('daily')).toEqual(titlesOf(DEMO_DAILY_SCHEDULE.slice(DEMO_SCHEDULED_DAYS)));
    expect(await queued('weekly')).toEqual(titlesOf(DEMO_WEEKLY_SCHEDULE.slice(1)));
  });
});

describe('the seeded friendships and follows', () => {
  it('are in the domain’s shapes under the domain’s ids', async () => {
    for (const { requester, addressee, status } of DEMO_FRIENDSHIPS) {
      const [a, b] = [demoPerson(requester).uid, demoPerson(addressee).uid];
      const friendship = await db()
        .doc(`friendships/${friendshipDocId(a, b)}`)
        .get();
      expectShape(friendshipSchema, friendship);
      expect(friendship.data()).toMatchObject<DocumentData>({
        requesterId: a,
        addresseeId: b,
        status,
      });
    }
    for (const [follower, followed] of DEMO_FOLLOWS) {
      const [a, b] = [demoPerson(follower).uid, demoPerson(followed).uid];
      const follow = await db()
        .doc(`follows/${followDocId(a, b)}`)
        .get();
      expectShape(followSchema, follow);
    }
  });

  it('are counted in profileStats and were notified, as if members had done it on the site', async () => {
    for (const person of DEMO_PEOPLE) {
      const me = person.username;
      const stats = await db().doc(paths.profileStats(person.uid)).get();
      expect(profileStatsOf(stats.data()), me).toEqual({
        friendCount: DEMO_FRIENDSHIPS.filter(
          ({ requester, addressee, status }) =>
            status === 'accepted' && (requester === me || addressee === me),
        ).length,
        followerCount: DEMO_FOLLOWS.filter(([, followed]) => followed === me).length,
        followingCount: DEMO_FOLLOWS.filter(([follower]) => follower === me).length,
      });

      const notifications = await db().collection(paths.notifications(person.uid)).get();
      const told = (title: string) =>
        notifications.docs
          .filter((notification) => notification.get('title') === title)
          .map((notification) => notification.get('data') as Record<string, string>);
      const uidOf = (username: DemoUsername) => demoPerson(username).uid;
      expect(told('New Friend Request').map((data) => data.requesterId)).toEqual(
        expect.arrayContaining(
          DEMO_FRIENDSHIPS.filter(({ addressee }) => addressee === me).map(({ requester }) =>
            uidOf(requester),
          ),
        ),
      );
      expect(told('Friend Request Accepted').map((data) => data.accepterId)).toEqual(
        expect.arrayContaining(
          DEMO_FRIENDSHIPS.filter(
            ({ requester, status }) => requester === me && status === 'accepted',
          ).map(({ addressee }) => uidOf(addressee)),
        ),
      );
      expect(told('New Follower').map((data) => data.followerId)).toEqual(
        expect.arrayContaining(
          DEMO_FOLLOWS.filter(([, followed]) => followed === me).map(([follower]) =>
            uidOf(follower),
          ),
        ),
      );
    }
  });
});

describe('the seeded block', () => {
  it('is stored under the blocker, counted, and left no relation between the two', async () => {
    for (const [blocker, blocked] of DEMO_BLOCKS) {
      const [a, b] = [demoPerson(blocker).uid, demoPerson(blocked).uid];
      const block = await db().doc(paths.block(a, b)).get();
      expectShape(blockSchema, block);
      expect(block.get('blockedId')).toBe(b);
      expect((await db().doc(paths.memberBookkeeping(a)).get()).get('blockCount')).toBe(
        DEMO_BLOCKS.filter(([who]) => who === blocker).length,
      );
      const relations = [
        `friendships/${friendshipDocId(a, b)}`,
        `follows/${followDocId(a, b)}`,
        `follows/${followDocId(b, a)}`,
      ];
      for (const path of relations) expect((await db().doc(path).get()).exists).toBe(false);
    }
  });
});

describe('the seeded suspension and moderation log', () => {
  it('suspends the demo member for a week, through suspendMember, which logged it', async () => {
    const suspension = (await db().doc(`${paths.userRoles}/${DEMO_SUSPENDED.uid}`).get()).get(
      'suspension',
    ) as { until: Timestamp; reason: string; suspendedBy: string };
    const daysLeft = (suspension.until.toMillis() - Date.now()) / DAY_MS;
    expect(daysLeft).toBeGreaterThan(6);
    expect(daysLeft).toBeLessThanOrEqual(7);
    expect(suspension.reason).toBe(DEMO_SUSPENSION.reason);
    expect(suspension.suspendedBy).toBe(demoPerson(DEMO_SUSPENSION.by).uid);

    const entries = await db().collection(paths.moderationLog).get();
    for (const entry of entries.docs) expectShape(moderationLogEntrySchema, entry);
    const logged = entries.docs.map((entry) => [entry.get('action'), entry.get('memberId')]);
    expect(logged).toContainEqual(['suspension', DEMO_SUSPENDED.uid]);
    expect(logged.map(([action]) => action)).toContain('reportStatus');
  });
});

describe('the demo streaming account', () => {
  it('is Clara’s, connected through the fake provider and analysed', async () => {
    const section = await db()
      .doc(paths.streamingAnalysis(demoPerson('clara').uid))
      .get();
    expectShape(streamingSectionSchema, section);
    expect(section.get('connected')).toBe(true);
    expect(section.get('spotify.topTracks')).not.toHaveLength(0);
  });
});

describe('the seeded badges', () => {
  it('give every demo person two or more, granted by what they did and by the admin', async () => {
    for (const person of DEMO_PEOPLE) {
      const record = await db().doc(paths.memberBadges(person.uid)).get();
      expectShape(memberBadgesSchema, record);
      expect(
        Object.keys(record.get('held') as object).length,
        person.username,
      ).toBeGreaterThanOrEqual(2);
    }
    const held = async (username: DemoUsername) =>
      Object.keys(
        (
          await db()
            .doc(paths.memberBadges(demoPerson(username).uid))
            .get()
        ).get('held'),
      );
    expect(await held('clara')).toEqual(
      expect.arrayContaining(['performer', 'anniversary', 'connected-listener', 'trivia-streak']),
    );
    expect(await held('felix')).toContain('music-educator');
  });

  it('show the featured ones beside their members’ names', async () => {
    for (const { username, badgeId } of DEMO_FEATURED_BADGES) {
      const card = await db()
        .doc(paths.profile(demoPerson(username).uid))
        .get();
      expect(card.get('featuredBadge'), username).toBe(badgeId);
    }
  });

  it('list a private member’s holder rows without naming her', async () => {
    const lili = await db()
      .doc(paths.memberBadges(demoPerson('lili').uid))
      .get();
    const [badgeId] = Object.keys(lili.get('held') as object) as [string];
    const row = await db()
      .doc(paths.badgeHolder(badgeId, lili.get('holderKey') as string))
      .get();
    expectShape(badgeHolderSchema, row);
    expect(row.get('memberId')).toBeNull();
  });
});

describe('the seeded music games', () => {
  it('give players of each game a record and a row on its week’s leaderboard, the private one unnamed', async () => {
    const week = gameWeekKey(new Date());
    expect(new Set(DEMO_GAME_RECORDS.map((record) => record.game))).toEqual(new Set(GAME_IDS));
    for (const { username, game, best, level } of DEMO_GAME_RECORDS) {
      const person = demoPerson(username);
      const stats = await db().doc(paths.gameStats(person.uid)).get();
      expectShape(gameStatsSchema, stats);
      expect((stats.get('games') as Record<string, unknown>)[game]).toMatchObject({ best, level });
      const row = await db()
        .doc(paths.gameScore(week, game, stats.get('scoreKey') as string))
        .get();
      expectShape(gameScoreSchema, row);
      expect(row.get('memberId')).toBe(person.isPrivate ? null : person.uid);
    }
  });
});

describe('the seeded people', () => {
  it('have their role in the admin list', async () => {
    for (const person of DEMO_PEOPLE) {
      const mirror = await db().doc(`userRoles/${person.uid}`).get();
      expectShape(userRoleSchema, mirror);
      expect(mirror.get('role')).toBe(person.role);
    }
  });

  it('have a face, served by the picture function, and Clara a banner', async () => {
    for (const person of DEMO_PEOPLE) {
      const avatar = avatarUrlsOf((await db().doc(paths.profile(person.uid)).get()).get('avatar'));
      expect(avatar, person.username).not.toBeNull();
      expect((await fetch(avatar!.s96)).headers.get('content-type')).toBe('image/webp');
    }
    const banner = await db()
      .doc(paths.profileBanner(demoPerson('clara').uid))
      .get();
    expectShape(profileBannerSchema, banner);
  });
});
