// Notifications are written by functions only: replies and reactions to the post's author,
// reports to every admin, follows and friend requests through the functions the social feature
// calls. "Anonymous" when the actor posted anonymously, and never one for your own action.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths, reactionDocId } from '@salon/domain';
import { adminDb, newMember, settled, type Member } from './support/functions-env.js';

// The functions' own module, loaded once the admin SDK points at the stack (it initialises the
// admin app on import, and reuses the one adminDb() created).
type Social = typeof import('../../functions/src/notifications/social.js');
let notifyFollow: Social['notifyFollow'];
let notifyFriendRequest: Social['notifyFriendRequest'];
let notifyFriendRequestAccepted: Social['notifyFriendRequestAccepted'];

let author: Member;
let fan: Member;
let admin: Member;
let secondAdmin: Member;

beforeAll(async () => {
  adminDb();
  ({ notifyFollow, notifyFriendRequest, notifyFriendRequestAccepted } =
    await import('../../functions/src/notifications/social.js'));
  [author, fan, admin, secondAdmin] = await Promise.all([
    newMember('author'),
    newMember('fan'),
    newMember('admin', { admin: true }),
    newMember('admin2', { admin: true }),
  ]);
});
afterAll(async () => {
  await Promise.all([author, fan, admin, secondAdmin].map((member) => member.close()));
});

const notificationsOf = async (member: Member) => {
  const snapshot = await adminDb()
    .collection(paths.notifications(member.uid))
    .orderBy('createdAt', 'desc')
    .get();
  return snapshot.docs.map((doc) => ({
    id: doc.id,
    type: doc.get('type') as unknown,
    ...doc.data(),
  }));
};

async function newThread(title: string) {
  const { threadId } = await author.call('createThread', {
    title,
    body: 'What do you hear in it?',
    isAnonymous: false,
  });
  return threadId;
}

async function reply(member: Member, threadId: string, parentId: string | null, anonymous = false) {
  const { replyId } = await member.call('postReply', {
    threadId,
    parentId,
    body: 'The horn call',
    isAnonymous: anonymous,
  });
  await settled(`${paths.replies(threadId)}/${replyId}`, 1);
  return replyId;
}

describe('reply notifications', () => {
  it('tell the thread’s author who replied, unread, with where to go', async () => {
    const threadId = await newThread('Brahms 1');
    const replyId = await reply(fan, threadId, null);
    expect(await notificationsOf(author)).toContainEqual(
      expect.objectContaining({
        id: `reply_${threadId}_${replyId}`,
        userId: author.uid,
        type: 'reply',
        title: 'New Reply',
        message: `${fan.username} replied to your discussion "Brahms 1"`,
        read: false,
        data: { threadId, replyId, isAnonymous: false, replierId: fan.uid },
      }),
    );
  });

  it('say "Anonymous" for an anonymous reply, to the parent reply’s author, naming nobody', async () => {
    const threadId = await newThread('Brahms 2');
    const parentId = await reply(author, threadId, null);
    const replyId = await reply(fan, threadId, parentId, true);
    const notification = (await notificationsOf(author)).find(
      (candidate) => candidate.id === `reply_${threadId}_${replyId}`,
    );
    expect(notification).toMatchObject({
      message: 'Anonymous replied to your reply in "Brahms 2"',
      data: { threadId, replyId, isAnonymous: true },
    });
    expect(JSON.stringify(notification)).not.toContain(fan.uid);
    expect(JSON.stringify(notification)).not.toContain(fan.username);
  });

  it('are never sent for replying to oneself, even anonymously', async () => {
    const threadId = await newThread('Brahms 3');
    const before = (await notificationsOf(author)).length;
    const parentId = await reply(author, threadId, null);
    await reply(author, threadId, parentId, true);
    expect(await notificationsOf(author)).toHaveLength(before);
  });
});

describe('reaction notifications', () => {
  it('tell the author who reacted, and nobody about their own reaction', async () => {
    const threadId = await newThread('Brahms 4');
    const before = (await notificationsOf(author)).length;
    for (const member of [fan, author]) {
      await member.call('toggleReaction', { threadId, replyId: null, reactionType: 'bravo' });
      const id = reactionDocId(member.uid, 'bravo', { threadId, replyId: null });
      await settled(`${paths.reactions(threadId)}/${id}`, 1);
    }
    const notifications = await notificationsOf(author);
    expect(notifications).toHaveLength(before + 1);
    expect(notifications[0]).toMatchObject({
      type: 'reaction',
      title: 'New Reaction',
      message: `${fan.username} reacted to your discussion "Brahms 4"`,
      data: { threadId, reactorId: fan.uid, isAnonymous: false },
    });
  });

  it('cannot be multiplied by toggling a reaction off and on', async () => {
    const threadId = await newThread('Brahms 2');
    const before = (await notificationsOf(author)).length;
    const reaction = `${paths.reactions(threadId)}/${reactionDocId(fan.uid, 'applause', { threadId, replyId: null })}`;
    for (let toggle = 1; toggle <= 6; toggle += 1) {
      await fan.call('toggleReaction', { threadId, replyId: null, reactionType: 'applause' });
      await settled(reaction, toggle);
    }
    expect(await notificationsOf(author)).toHaveLength(before + 1);
  });
});

describe('report notifications', () => {
  it('go to every admin but the one who reported', async () => {
    const threadId = await newThread('Tristan chord');
    const { reportId } = await admin.call('submitReport', {
      threadId,
      replyId: null,
      reason: 'spam',
      description: '',
    });
    await settled(`${paths.reports}/${reportId}`, 1);
    expect(await notificationsOf(secondAdmin)).toContainEqual(
      expect.objectContaining({
        id: `report_${reportId}`,
        type: 'report',
        title: 'New Report',
        message: `${admin.username} reported a discussion in "Tristan chord"`,
        data: {
          threadId,
          reportId,
          reporterId: admin.uid,
          contentType: 'thread',
        },
      }),
    );
    expect((await notificationsOf(admin)).map((notification) => notification.id)).not.toContain(
      `report_${reportId}`,
    );
    expect((await notificationsOf(author)).map((notification) => notification.id)).not.toContain(
      `report_${reportId}`,
    );
  });
});

describe('follow and friend-request notifications (for the social feature to call)', () => {
  it('tell the followed member who follows them, once per follow', async () => {
    const follow = { followerId: fan.uid, followingId: author.uid };
    expect(await notifyFollow(follow)).toBe(true);
    expect(await notifyFollow(follow)).toBe(false);
    const sent = (await notificationsOf(author)).filter(
      (notification) => notification.type === 'follow',
    );
    expect(sent).toEqual([
      expect.objectContaining({
        id: `follow_${fan.uid}`,
        title: 'New Follower',
        message: `${fan.username} started following you`,
        read: false,
        data: { followerId: fan.uid, isAnonymous: false },
      }),
    ]);
  });

  it('tell the addressee of a request, and the requester when it is accepted', async () => {
    await notifyFriendRequest({ requesterId: fan.uid, addresseeId: author.uid });
    await notifyFriendRequestAccepted({ accepterId: author.uid, requesterId: fan.uid });
    expect(await notificationsOf(author)).toContainEqual(
      expect.objectContaining({
        type: 'friend_request',
        title: 'New Friend Request',
        message: `${fan.username} sent you a friend request`,
        data: { requesterId: fan.uid, isAnonymous: false },
      }),
    );
    expect(await notificationsOf(fan)).toContainEqual(
      expect.objectContaining({
        type: 'friend_request',
        title: 'Friend Request Accepted',
        message: `${author.username} accepted your friend request`,
        data: { accepterId: author.uid, isAnonymous: false },
      }),
    );
  });

  it('are never sent for acting on oneself', async () => {
    const before = (await notificationsOf(fan)).length;
    expect(await notifyFollow({ followerId: fan.uid, followingId: fan.uid })).toBe(false);
    expect(await notifyFriendRequest({ requesterId: fan.uid, addresseeId: fan.uid })).toBe(false);
    expect(await notificationsOf(fan)).toHaveLength(before);
  });
});
