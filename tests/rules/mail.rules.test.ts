// E-mail per role and operation: a member reads their own choices and mail state, nobody else's;
// the messages and the notices waiting for one are nobody's to read; no client writes any of it
// (choices are saved through saveMailSettings, which checks them).
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, limit, query } from 'firebase/firestore';
import { DEFAULT_MAIL_FREQUENCIES, paths } from '@salon/domain';
import { OTHER, OWNER, ROLES, itRefusesEveryClientWrite, rulesSuite } from './support/rules-env.js';

const settings = {
  frequencies: DEFAULT_MAIL_FREQUENCIES,
  weeklyDigest: true,
  locale: 'en-GB',
  timeZone: 'UTC',
  updatedAt: new Date(),
};
const state = { lastImmediateAt: new Date(), bounced: null };
const waiting = {
  uid: OWNER,
  batch: 'daily',
  kind: 'reply',
  title: 'New Reply',
  message: 'bob replied to your discussion "Mahler 9"',
  path: '/salon/thread/t1',
  at: new Date(),
  dueAt: new Date(),
};
const mail = {
  to: 'alice@example.com',
  toUid: OWNER,
  message: { subject: 's', text: 't', html: '<p>h</p>', headers: {} },
  createdAt: new Date(),
  delivery: {
    state: 'PENDING',
    attempts: 0,
    startTime: null,
    endTime: null,
    leaseExpireTime: null,
    nextAttemptAt: null,
    error: null,
    info: null,
  },
};

const { as } = rulesSuite('demo-rules-mail', {
  [paths.mailSettings(OWNER)]: settings,
  [paths.mailState(OWNER)]: state,
  [paths.waitingNotice(OWNER, 'n1')]: waiting,
  [paths.mail('m1')]: mail,
});

describe('a member’s e-mail choices and mail state', () => {
  it('are read by the member alone, and listed by nobody', async () => {
    await assertSucceeds(getDoc(doc(as.owner(), paths.mailSettings(OWNER))));
    await assertSucceeds(getDoc(doc(as.owner(), paths.mailState(OWNER))));
    for (const role of ['visitor', 'member', 'other', 'moderator', 'admin'] as const) {
      await assertFails(getDoc(doc(as[role](), paths.mailSettings(OWNER))));
      await assertFails(getDoc(doc(as[role](), paths.mailState(OWNER))));
    }
    for (const role of ROLES) {
      await assertFails(getDocs(query(collection(as[role](), 'mailSettings'), limit(10))));
    }
  });

  itRefusesEveryClientWrite(
    as,
    {
      [paths.mailSettings(OWNER)]: { ...settings, weeklyDigest: false },
      [paths.mailSettings(OTHER)]: settings,
      [paths.mailState(OWNER)]: { bounced: null },
    },
    [paths.mailSettings(OWNER), paths.mailState(OWNER)],
  );
});

describe('messages and waiting notices', () => {
  it('are read by no client, the member they are for included', async () => {
    for (const role of ROLES) {
      await assertFails(getDoc(doc(as[role](), paths.mail('m1'))));
      await assertFails(getDoc(doc(as[role](), paths.waitingNotice(OWNER, 'n1'))));
      await assertFails(getDocs(query(collection(as[role](), paths.mailCollection), limit(10))));
    }
  });

  itRefusesEveryClientWrite(
    as,
    { [paths.mail('m1')]: mail, [paths.waitingNotice(OWNER, 'n2')]: waiting },
    [paths.mail('m1'), paths.waitingNotice(OWNER, 'n1')],
  );
});
