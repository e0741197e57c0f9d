// Bad input to each callable of the Salon and the daily poll: the refusal carries the spec's
// message (or, where the spec shows none, the domain's invented one) and nothing is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_BLOCKED_WORDS,
  contentPolicyViolation,
  EMPTY_REPLY_TOAST,
  FORUM_ERRORS,
  FORUM_TOASTS,
  paths,
  POLL_TOASTS,
  REPORT_MESSAGES,
  type ToastMessage,
} from '@salon/domain';
import {
  adminDb,
  newMember,
  refusalOf,
  TRIGGERS,
  visitorClient,
  type Caller,
  type Member,
} from './support/functions-env.js';
import { eventually } from '@salon/emulator/testing';

/** Invented messages the functions export; repeated here as the contract the UI relies on. */
const PARENT_REPLY_MISSING = 'The reply you are answering no longer exists.';
const REPLY_NOT_FOUND = 'This reply no longer exists.';
const DELETE_REPLY_FORBIDDEN = "You don't have permission to delete this reply.";
const REPORT_OWN_CONTENT = 'You cannot report your own content.';
const SIGN_IN = 'Please sign in to continue.';

const blocked = `Such ${CONTENT_BLOCKED_WORDS[0]!} playing`;
const tooLong = (length: number) => 'a'.repeat(length + 1);

let author: Member;
let other: Member;
let staff: Member;
let visitor: Caller;
let threadId: string;
let replyId: string;
let pollId: string;
let pollReplyId: string;

beforeAll(async () => {
  [author, other, staff] = await Promise.all([
    newMember('author'),
    newMember('other'),
    newMember('staff', { admin: true }),
  ]);
  visitor = visitorClient();
  ({ threadId } = await author.call('createThread', {
    title: 'Brahms 4',
    body: 'The passacaglia',
    isAnonymous: false,
  }));
  ({ replyId } = await author.call('postReply', {
    threadId,
    parentId: null,
    body: 'Thirty variations',
    isAnonymous: true,
  }));
  ({ pollId } = await staff.call('createPoll', {
    title: 'Which symphony?',
    description: '',
    options: ['No. 1', 'No. 4'],
  }));
  ({ replyId: pollReplyId } = await author.call('postPollReply', {
    pollId,
    parentId: null,
    body: 'No. 4',
    isAnonymous: true,
  }));
  // The setup's own effects land first: the reply's count is folded into the thread a second
  // or so after its trigger ran.
  await eventually(
    async () => (await adminDb().doc(paths.thread(threadId)).get()).get('replyCount') === 1,
    TRIGGERS,
  );
});
afterAll(async () => {
  await Promise.all([author, other, staff, visitor].map((member) => member.close()));
});

/**
 * What a refused call might have written, limited to this file's members and documents (other
 * suites write to the same stack at the same time).
 */
async function writtenState() {
  const db = adminDb();
  const members = [author.uid, other.uid, staff.uid];
  const [threads, replies, reactions, reports, polls, pollReplies, notifications, thread] =
    await Promise.all([
      db.collection(paths.threads).where('authorId', 'in', members).get(),
      db.collection(paths.replies(threadId)).get(),
      db.collection(paths.reactions(threadId)).get(),
      db.collection(paths.reports).where('reporterId', 'in', members).get(),
      db.collection(paths.polls).where('createdBy', '==', staff.uid).get(),
      db.collection(paths.pollReplies(pollId)).get(),
      db.collection(paths.notifications(author.uid)).get(),
      db.doc(paths.thread(threadId)).get(),
    ]);
  const ids = (snapshot: { docs: { id: string }[] }) => snapshot.docs.map((doc) => doc.id).sort();
  return {
    threads: ids(threads),
    replies: replies.docs.map((reply) => [reply.id, reply.get('body')]),
    reactions: ids(reactions),
    reports: ids(reports),
    polls: polls.docs.map((poll) => [poll.id, poll.get('isActive')]),
    pollReplies: ids(pollReplies),
    // Badges the setup's posts earned arrive when they arrive; a refused call grants none.
    notifications: ids(notifications).filter((id) => !id.startsWith('badge_')),
    thread: { viewCount: thread.get('viewCount'), replyCount: thread.get('replyCount') },
  };
}

/** Calls, expects the refusal, and checks that nothing was written. */
async function expectRefused(
  call: () => Promise<unknown>,
  expected: { code: string; message: string; toast?: ToastMessage },
) {
  const before = await writtenState();
  const refusal = await refusalOf(call());
  expect({ code: refusal.code, message: refusal.message }).toEqual({
    code: expected.code,
    message: expected.message,
  });
  if (expected.toast) expect(refusal.details).toEqual(expected.toast);
  expect(await writtenState()).toEqual(before);
}

const toastRefusal = (code: string, toast: ToastMessage) => ({
  code,
  message: toast.description,
  toast,
});

describe('createThread', () => {
  const draft = { title: 'Bruckner 8', body: 'The Adagio', isAnonymous: false };

  it('asks visitors to sign in', async () => {
    await expectRefused(() => visitor.call('createThread', draft), {
      code: 'unauthenticated',
      message: SIGN_IN,
    });
  });

  it('refuses a missing title or body, an over-long one, and blocked words', async () => {
    const missing = toastRefusal('invalid-argument', FORUM_TOASTS.missingInformation);
    await expectRefused(() => author.call('createThread', { ...draft, title: '  ' }), missing);
    await expectRefused(() => author.call('createThread', { ...draft, body: '' }), missing);
    await expectRefused(
      () => author.call('createThread', { ...draft, title: tooLong(200) }),
      toastRefusal('invalid-argument', FORUM_TOASTS.threadTooLong),
    );
    await expectRefused(
      () => author.call('createThread', { ...draft, body: tooLong(5000) }),
      toastRefusal('invalid-argument', FORUM_TOASTS.threadTooLong),
    );
    await expectRefused(
      () => author.call('createThread', { ...draft, title: blocked }),
      toastRefusal('invalid-argument', contentPolicyViolation('Discussion title')),
    );
    await expectRefused(
      () => author.call('createThread', { ...draft, body: blocked }),
      toastRefusal('invalid-argument', contentPolicyViolation('Discussion content')),
    );
  });

  it('refuses a malformed request', async () => {
    const refusal = await refusalOf(author.call('createThread', { ...draft, isAnonymous: 'yes' }));
    // zod's own English words, which the schemas leave to zod where the spec has none.
    expect(refusal).toMatchObject({
      code: 'invalid-argument',
      message: 'isAnonymous: Invalid input: expected boolean, received string',
    });
  });
});

describe('deleteThread', () => {
  it('refuses another member with the spec’s words, and a thread that is gone', async () => {
    await expectRefused(() => other.call('deleteThread', { threadId }), {
      code: 'permission-denied',
      message: FORUM_ERRORS.deleteThreadForbidden,
    });
    await expectRefused(
      () => other.call('deleteThread', { threadId: 'no-such-thread' }),
      toastRefusal('not-found', FORUM_TOASTS.threadNotFound),
    );
    await expectRefused(() => visitor.call('deleteThread', { threadId }), {
      code: 'unauthenticated',
      message: SIGN_IN,
    });
  });
});

describe('postReply', () => {
  const reply = () => ({ threadId, parentId: null, body: 'Agreed', isAnonymous: false });

  it('refuses an empty, over-long or offensive reply with the spec’s toasts', async () => {
    await expectRefused(
      () => other.call('postReply', { ...reply(), body: '   ' }),
      toastRefusal('invalid-argument', EMPTY_REPLY_TOAST),
    );
    await expectRefused(
      () => other.call('postReply', { ...reply(), body: tooLong(2000) }),
      toastRefusal('invalid-argument', FORUM_TOASTS.replyTooLong),
    );
    await expectRefused(
      () => other.call('postReply', { ...reply(), body: blocked }),
      toastRefusal('invalid-argument', contentPolicyViolation('Your reply')),
    );
  });

  it('refuses a thread or parent reply that is gone, and visitors', async () => {
    await expectRefused(
      () => other.call('postReply', { ...reply(), threadId: 'no-such-thread' }),
      toastRefusal('not-found', FORUM_TOASTS.threadNotFound),
    );
    await expectRefused(() => other.call('postReply', { ...reply(), parentId: 'no-such-reply' }), {
      code: 'not-found',
      message: PARENT_REPLY_MISSING,
    });
    await expectRefused(() => visitor.call('postReply', reply()), {
      code: 'unauthenticated',
      message: SIGN_IN,
    });
  });
});

describe('deleteReply', () => {
  it('refuses another member and a reply that is gone', async () => {
    await expectRefused(() => other.call('deleteReply', { threadId, replyId }), {
      code: 'permission-denied',
      message: DELETE_REPLY_FORBIDDEN,
    });
    await expectRefused(() => other.call('deleteReply', { threadId, replyId: 'no-such-reply' }), {
      code: 'not-found',
      message: REPLY_NOT_FOUND,
    });
  });
});

describe('toggleReaction', () => {
  it('refuses an unknown reaction, a thread that is gone, and visitors', async () => {
    const refusal = await refusalOf(
      other.call('toggleReaction', { threadId, replyId: null, reactionType: 'boo' as 'bravo' }),
    );
    expect(refusal.code).toBe('invalid-argument');
    expect(refusal.message).toContain('reactionType');
    await expectRefused(
      () =>
        other.call('toggleReaction', {
          threadId: 'no-such-thread',
          replyId: null,
          reactionType: 'bravo',
        }),
      toastRefusal('not-found', FORUM_TOASTS.threadNotFound),
    );
    await expectRefused(
      () => other.call('toggleReaction', { threadId, replyId: 'gone', reactionType: 'bravo' }),
      { code: 'not-found', message: REPLY_NOT_FOUND },
    );
    await expectRefused(
      () => visitor.call('toggleReaction', { threadId, replyId: null, reactionType: 'bravo' }),
      { code: 'unauthenticated', message: SIGN_IN },
    );
  });
});

describe('recordThreadView', () => {
  it('refuses a thread that is gone and a malformed id, counting nothing', async () => {
    await expectRefused(
      () => visitor.call('recordThreadView', { threadId: 'no-such-thread' }),
      toastRefusal('not-found', FORUM_TOASTS.threadNotFound),
    );
    const before = await writtenState();
    const refusal = await refusalOf(other.call('recordThreadView', { threadId: 'a/b' }));
    expect(refusal.code).toBe('invalid-argument');
    expect(await writtenState()).toEqual(before);
  });
});

describe('submitReport', () => {
  const report = () => ({ threadId, replyId: null, reason: 'spam', description: '' });

  it('refuses a report without content, reason or with over-long details', async () => {
    await expectRefused(() => other.call('submitReport', { ...report(), threadId: null }), {
      code: 'invalid-argument',
      message: REPORT_MESSAGES.noTarget,
    });
    await expectRefused(() => other.call('submitReport', { ...report(), reason: '' }), {
      code: 'invalid-argument',
      message: REPORT_MESSAGES.noReason,
    });
    await expectRefused(
      () => other.call('submitReport', { ...report(), description: tooLong(300) }),
      { code: 'invalid-argument', message: REPORT_MESSAGES.detailsTooLong },
    );
  });

  it('refuses reporting one’s own post, anonymous or not, and content that is gone', async () => {
    await expectRefused(() => author.call('submitReport', report()), {
      code: 'permission-denied',
      message: REPORT_OWN_CONTENT,
    });
    await expectRefused(() => author.call('submitReport', { ...report(), replyId }), {
      code: 'permission-denied',
      message: REPORT_OWN_CONTENT,
    });
    await expectRefused(
      () => other.call('submitReport', { ...report(), threadId: 'no-such-thread' }),
      toastRefusal('not-found', FORUM_TOASTS.threadNotFound),
    );
  });
});

describe('createPoll', () => {
  const poll = { title: 'Favourite opera?', description: '', options: ['Tosca', 'Carmen'] };

  it('refuses members who are not admins', async () => {
    await expectRefused(
      () => other.call('createPoll', poll),
      toastRefusal('permission-denied', POLL_TOASTS.staffOnly),
    );
    await expectRefused(() => visitor.call('createPoll', poll), {
      code: 'unauthenticated',
      message: SIGN_IN,
    });
  });

  it('refuses a draft without title or two options, too many, too long or repeated', async () => {
    const missing = toastRefusal('invalid-argument', POLL_TOASTS.missingInformation);
    await expectRefused(() => staff.call('createPoll', { ...poll, title: ' ' }), missing);
    await expectRefused(
      () => staff.call('createPoll', { ...poll, options: ['Tosca', ' '] }),
      missing,
    );
    const eleven = Array.from({ length: 11 }, (_, i) => `Opera ${i}`);
    await expectRefused(
      () => staff.call('createPoll', { ...poll, options: eleven }),
      toastRefusal('invalid-argument', POLL_TOASTS.tooManyOptions),
    );
    await expectRefused(
      () => staff.call('createPoll', { ...poll, options: ['Tosca', tooLong(200)] }),
      toastRefusal('invalid-argument', POLL_TOASTS.tooLong),
    );
    await expectRefused(
      () => staff.call('createPoll', { ...poll, options: ['Tosca', 'tosca '] }),
      toastRefusal('invalid-argument', POLL_TOASTS.duplicateOptions),
    );
  });

  it('refuses options that are not text', async () => {
    const before = await writtenState();
    const refusal = await refusalOf(
      staff.call('createPoll', { ...poll, options: ['Tosca', 'Carmen', 7 as unknown as string] }),
    );
    expect(refusal.code).toBe('invalid-argument');
    expect(refusal.message).toContain('options');
    expect(await writtenState()).toEqual(before);
  });
});

describe('closePoll', () => {
  it('refuses members who are not admins, and a poll that is gone', async () => {
    await expectRefused(
      () => other.call('closePoll', { pollId }),
      toastRefusal('permission-denied', POLL_TOASTS.staffOnly),
    );
    await expectRefused(
      () => staff.call('closePoll', { pollId: 'no-such-poll' }),
      toastRefusal('not-found', POLL_TOASTS.pollNotFound),
    );
  });
});

describe('postPollReply', () => {
  const reply = () => ({ pollId, parentId: null, body: 'Carmen!', isAnonymous: false });

  it('refuses an empty, over-long or offensive reply with the reply toasts', async () => {
    await expectRefused(
      () => other.call('postPollReply', { ...reply(), body: '' }),
      toastRefusal('invalid-argument', EMPTY_REPLY_TOAST),
    );
    await expectRefused(
      () => other.call('postPollReply', { ...reply(), body: tooLong(2000) }),
      toastRefusal('invalid-argument', FORUM_TOASTS.replyTooLong),
    );
    await expectRefused(
      () => other.call('postPollReply', { ...reply(), body: blocked }),
      toastRefusal('invalid-argument', contentPolicyViolation('Your reply')),
    );
  });

  it('refuses a poll or parent that is gone, and visitors', async () => {
    await expectRefused(
      () => other.call('postPollReply', { ...reply(), pollId: 'no-such-poll' }),
      toastRefusal('not-found', POLL_TOASTS.pollNotFound),
    );
    await expectRefused(
      () => other.call('postPollReply', { ...reply(), parentId: 'no-such-reply' }),
      { code: 'not-found', message: PARENT_REPLY_MISSING },
    );
    await expectRefused(() => visitor.call('postPollReply', reply()), {
      code: 'unauthenticated',
      message: SIGN_IN,
    });
  });
});

describe('deletePollReply', () => {
  it('refuses another member and a reply that is gone', async () => {
    await expectRefused(() => other.call('deletePollReply', { pollId, replyId: pollReplyId }), {
      code: 'permission-denied',
      message: DELETE_REPLY_FORBIDDEN,
    });
    await expectRefused(() => other.call('deletePollReply', { pollId, replyId: 'gone' }), {
      code: 'not-found',
      message: REPLY_NOT_FOUND,
    });
  });
});
