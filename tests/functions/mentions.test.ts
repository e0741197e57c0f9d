// @mentions: each member a discussion, a thread reply or a poll reply mentions is told
// once per post, by name or as "Someone" when the post is anonymous; never the author, never a
// name nobody holds; an edit tells only the names it adds; more than 10 names are refused by
// every callable that writes a post, and a redelivered event writes nothing twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENTION_LIMIT_TOAST, paths } from '@salon/domain';
import {
  adminDb,
  newMember,
  redeliver,
  refusalOf,
  settled,
  storedDocument,
  type Member,
} from './support/functions-env.js';

let author: Member;
let clara: Member;
let felix: Member;
let staff: Member;

/** A member as sign-up leaves them: a profile and the claim of their username. */
async function withUsernameClaim(member: Member): Promise<Member> {
  await adminDb().doc(paths.username(member.username)).set({ uid: member.uid });
  return member;
}

beforeAll(async () => {
  [author, clara, felix, staff] = await Promise.all([
    newMember('author').then(withUsernameClaim),
    newMember('clara').then(withUsernameClaim),
    newMember('felix').then(withUsernameClaim),
    newMember('staff', { admin: true }),
  ]);
});
afterAll(async () => {
  await Promise.all([author, clara, felix, staff].map((member) => member.close()));
});

/** A member's mention notifications, by id. */
async function mentionsOf(member: Member) {
  const snapshot = await adminDb()
    .collection(paths.notifications(member.uid))
    .where('type', '==', 'mention')
    .get();
  return new Map(snapshot.docs.map((entry) => [entry.id, entry.data()]));
}

const replyPath = (threadId: string, replyId: string) => `${paths.replies(threadId)}/${replyId}`;

async function newThread(body: string, options: { by?: Member; isAnonymous?: boolean } = {}) {
  const { threadId } = await (options.by ?? author).call('createThread', {
    title: 'Mahler 9',
    body,
    isAnonymous: options.isAnonymous ?? false,
  });
  await settled(paths.thread(threadId), 1);
  return threadId;
}

async function newReply(threadId: string, body: string, by: Member, isAnonymous = false) {
  const { replyId } = await by.call('postReply', { threadId, parentId: null, body, isAnonymous });
  await settled(replyPath(threadId, replyId), 1);
  return replyId;
}

describe('a mention in a new post', () => {
  it('tells each member a discussion names once, by the author’s name, and skips unknown names', async () => {
    const threadId = await newThread(
      `@${clara.username} and @${felix.username.toUpperCase()}, hear this. Again, @${clara.username}! And @nobody-holds-this.`,
    );
    for (const member of [clara, felix]) {
      const mentions = await mentionsOf(member);
      const id = `mention_thread_${threadId}_${member.uid}`;
      expect([...mentions.keys()].filter((key) => key.includes(threadId))).toEqual([id]);
      expect(mentions.get(id)).toMatchObject({
        userId: member.uid,
        type: 'mention',
        title: 'New Mention',
        message: `${author.username} mentioned you in the discussion "Mahler 9"`,
        read: false,
        data: { threadId, isAnonymous: false, mentionerId: author.uid },
      });
    }
  });

  it('says "Someone" for an anonymous reply, and names nobody', async () => {
    const threadId = await newThread('The last page.');
    const replyId = await newReply(threadId, `What do you think, @${clara.username}?`, felix, true);
    const notification = (await mentionsOf(clara)).get(
      `mention_reply_${threadId}_${replyId}_${clara.uid}`,
    );
    expect(notification).toMatchObject({
      message: 'Someone mentioned you in a reply in "Mahler 9"',
      data: { threadId, replyId, isAnonymous: true },
    });
    expect(JSON.stringify(notification)).not.toContain(felix.uid);
    expect(JSON.stringify(notification)).not.toContain(felix.username);
  });

  it('never tells the author of their own mention, named or anonymous', async () => {
    const before = (await mentionsOf(author)).size;
    const threadId = await newThread(`Note to self, @${author.username}.`);
    await newReply(threadId, `And again, @${author.username}.`, author, true);
    expect((await mentionsOf(author)).size).toBe(before);
  });

  it('tells a member mentioned in a poll’s reply, leading to the poll', async () => {
    const { pollId } = await staff.call('createPoll', {
      title: 'Best Ring cycle?',
      description: '',
      options: ['Solti', 'Böhm'],
    });
    const { replyId } = await author.call('postPollReply', {
      pollId,
      parentId: null,
      body: `Solti, as @${felix.username} says.`,
      isAnonymous: false,
    });
    await settled(`${paths.pollReplies(pollId)}/${replyId}`, 1);
    expect(
      (await mentionsOf(felix)).get(`mention_poll_${pollId}_${replyId}_${felix.uid}`),
    ).toMatchObject({
      message: `${author.username} mentioned you in a reply to the poll "Best Ring cycle?"`,
      data: { pollId, replyId, isAnonymous: false, mentionerId: author.uid },
    });
  });

  it('writes once when the event is delivered twice', async () => {
    const threadId = await newThread('Redelivered.');
    const replyId = await newReply(threadId, `@${clara.username}, once only.`, author);
    const before = await mentionsOf(clara);
    const path = replyPath(threadId, replyId);
    await redeliver(path, { before: null, after: await storedDocument(path) }, 1);
    expect(await mentionsOf(clara)).toEqual(before);
  });
});

describe('a mention added by an edit', () => {
  it('tells only the names the edit adds, and each member once per post', async () => {
    const threadId = await newThread('Which recording?');
    const replyId = await newReply(threadId, `Karajan, says @${clara.username}.`, author);
    const path = replyPath(threadId, replyId);
    const claraId = `mention_reply_${threadId}_${replyId}_${clara.uid}`;
    const felixId = `mention_reply_${threadId}_${replyId}_${felix.uid}`;
    const first = (await mentionsOf(clara)).get(claraId);
    expect(first).toBeDefined();
    expect((await mentionsOf(felix)).has(felixId)).toBe(false);

    await author.call('editReply', {
      threadId,
      replyId,
      body: `Karajan, says @${clara.username}; Abbado, says @${felix.username}.`,
    });
    await settled(path, 2);
    expect((await mentionsOf(felix)).get(felixId)).toMatchObject({
      message: `${author.username} mentioned you in a reply in "Mahler 9"`,
    });
    expect((await mentionsOf(clara)).get(claraId)).toEqual(first);

    // Taking Clara out and putting her back tells her nothing new: one notification per post.
    await author.call('editReply', { threadId, replyId, body: 'Abbado, then.' });
    await author.call('editReply', { threadId, replyId, body: `Abbado, @${clara.username}.` });
    await settled(path, 4);
    expect((await mentionsOf(clara)).get(claraId)).toEqual(first);
  });

  it('tells a member a discussion’s edit newly mentions', async () => {
    const threadId = await newThread('No names yet.');
    await author.call('editThread', {
      threadId,
      title: 'Mahler 9',
      body: `Now with @${felix.username}.`,
    });
    await settled(paths.thread(threadId), 2);
    expect((await mentionsOf(felix)).has(`mention_thread_${threadId}_${felix.uid}`)).toBe(true);
  });
});

describe('more than 10 names', () => {
  const eleven = Array.from({ length: 11 }, (_, i) => `@member${i}`).join(' ');

  it('are refused by every callable that writes a post, which then writes nothing', async () => {
    const threadId = await newThread('Room for ten.');
    const replyId = await newReply(threadId, 'Ten at most.', author);
    const refusals = await Promise.all([
      refusalOf(
        author.call('createThread', { title: 'Too many', body: eleven, isAnonymous: false }),
      ),
      refusalOf(
        author.call('postReply', { threadId, parentId: null, body: eleven, isAnonymous: false }),
      ),
      refusalOf(author.call('editThread', { threadId, title: 'Mahler 9', body: eleven })),
      refusalOf(author.call('editReply', { threadId, replyId, body: eleven })),
    ]);
    for (const refusal of refusals) {
      expect(refusal).toEqual({
        code: 'invalid-argument',
        message: MENTION_LIMIT_TOAST.description,
        details: { ...MENTION_LIMIT_TOAST },
      });
    }
    expect((await storedDocument(replyPath(threadId, replyId)))?.['fields']).toMatchObject({
      body: { stringValue: 'Ten at most.' },
    });
    const replies = await adminDb().collection(paths.replies(threadId)).get();
    expect(replies.size).toBe(1);
  });
});
