// Staff two-step verification on the suites' shared stack, where the staff switch
// (config/staffSecurity) stays off: staffTwoStep tells an admin which staff on a page have two-step
// verification (the demo admin has, a new moderator has not, a member is left out) and refuses
// everyone else; staff without a second factor keep every power while the switch is off. The switch
// turned on is tested on a stack of its own (tests/integration/staff-two-step.test.ts), as it would
// refuse the staff of every other suite here. And what creates content refuses a member without a
// profile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAuth } from 'firebase-admin/auth';
import { httpsCallable } from 'firebase/functions';
import {
  STAFF_SECURITY_PATH,
  STAFF_TWO_STEP_MESSAGES,
  USERNAME_FIRST_MESSAGE,
  paths,
} from '@salon/domain';
import { demoPerson } from '@salon/local-stack/demo-people';
import {
  MEMBER_PASSWORD,
  adminDb,
  newMember,
  refusalOf,
  visitorClient,
  type Member,
} from './support/functions-env.js';
import { adminApp, signedInClient } from '../support/stack-endpoints.js';

let admin: Member;
let moderator: Member;
let member: Member;

beforeAll(async () => {
  [admin, moderator, member] = await Promise.all([
    newMember('tsadmin', { admin: true }),
    newMember('tsmoderator', { role: 'moderator' }),
    newMember('tsmember'),
  ]);
});
afterAll(async () => {
  await Promise.all([admin, moderator, member].map((m) => m.close()));
});

describe('staffTwoStep', () => {
  it('tells an admin which staff have two-step verification, leaving members out', async () => {
    expect((await adminDb().doc(STAFF_SECURITY_PATH).get()).exists).toBe(false);
    const clara = demoPerson('clara');
    const { enrolled } = await admin.call('staffTwoStep', {
      userIds: [clara.uid, moderator.uid, member.uid, admin.uid],
    });
    // The demo admin's factor is seeded on our Auth emulator only (firebase-tools' has no TOTP).
    expect(enrolled).toEqual({
      [clara.uid]: (process.env.AUTH_IMPL ?? 'ours') === 'ours',
      [moderator.uid]: false,
      [admin.uid]: false,
    });
  });

  it('refuses moderators, members and visitors', async () => {
    for (const caller of [moderator, member]) {
      expect(await refusalOf(caller.call('staffTwoStep', { userIds: [admin.uid] }))).toMatchObject({
        code: 'permission-denied',
        message: STAFF_TWO_STEP_MESSAGES.adminOnly,
      });
    }
    const visitor = visitorClient();
    try {
      expect((await refusalOf(visitor.call('staffTwoStep', { userIds: [admin.uid] }))).code).toBe(
        'unauthenticated',
      );
    } finally {
      await visitor.close();
    }
  });

  it('takes one page of members at most, and at least one', async () => {
    for (const userIds of [[], Array.from({ length: 11 }, (_, i) => `uid-${i}`)]) {
      expect((await refusalOf(admin.call('staffTwoStep', { userIds }))).code).toBe(
        'invalid-argument',
      );
    }
  });

  it('leaves staff without a second factor every power while the switch is off', async () => {
    const target = await newMember('tstarget');
    try {
      await admin.call('setUserRole', { userId: target.uid, role: 'moderator' });
      expect((await adminDb().doc(`${paths.userRoles}/${target.uid}`).get()).get('role')).toBe(
        'moderator',
      );
    } finally {
      await target.close();
    }
  });
});

describe('a member without a profile (a Google newcomer before the username step)', () => {
  it('is refused what creates content, with what to do, and nothing is written', async () => {
    const email = `noprofile-${Date.now()}@functions.test`;
    const user = await getAuth(adminApp()).createUser({ email, password: MEMBER_PASSWORD });
    const { threadId } = await member.call('createThread', {
      title: 'A discussion to answer',
      body: 'Which recording?',
      isAnonymous: false,
    });
    const client = await signedInClient(email, MEMBER_PASSWORD);
    try {
      const call = (name: string, data: object) => httpsCallable(client.functions, name)(data);
      const attempts = {
        createThread: { title: 'First words', body: 'Hello', isAnonymous: false },
        postReply: { threadId, parentId: null, body: 'Hello', isAnonymous: false },
        postPollReply: { pollId: 'any-poll', parentId: null, body: 'Hello', isAnonymous: false },
        toggleReaction: { threadId, replyId: null, reactionType: 'bravo' },
        submitReport: { threadId, replyId: null, reason: 'spam', description: '' },
      };
      for (const [name, data] of Object.entries(attempts)) {
        expect(await refusalOf(call(name, data)), name).toMatchObject({
          code: 'failed-precondition',
          message: USERNAME_FIRST_MESSAGE,
        });
      }
      const written = await Promise.all([
        adminDb().collection(paths.threads).where('authorId', '==', user.uid).limit(1).get(),
        adminDb().collection(`${paths.threads}/${threadId}/replies`).limit(1).get(),
        adminDb().collection(`${paths.threads}/${threadId}/reactions`).limit(1).get(),
        adminDb().collection(paths.reports).where('reporterId', '==', user.uid).limit(1).get(),
      ]);
      expect(written.map((query) => query.size)).toEqual([0, 0, 0, 0]);
    } finally {
      await client.close();
    }
  });
});
