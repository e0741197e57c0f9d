// Two-step verification for staff in the rules: while config/staffSecurity's switch is
// on, staff signed in without a second factor read nothing the rules give staff (reports, the
// moderation log, the role list, revisions, anonymous authors, private profiles), as a member
// would; signed in with one (the ID token's firebase.sign_in_second_factor), everything as
// before. With the switch off or absent nothing changes. Nobody writes the switch; staff read it.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { STAFF_SECURITY_PATH } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import { ADMIN, MODERATOR, OWNER, rulesSuite } from './support/rules-env.js';

const { as, seed, signedInAs, peek } = rulesSuite('demo-rules-staff-two-step', {
  'reports/r1': { reporterId: OWNER, status: 'pending', reason: 'spam' },
  'moderationLog/e1': { scope: 'reports', action: 'reportDismissed', actorId: ADMIN },
  'moderationLog/e2': { scope: 'admin', action: 'roleChange', actorId: ADMIN },
  'threads/t1': { title: 'A', body: 'B', authorId: null, isAnonymous: true },
  'threads/t1/private/author': { authorId: OWNER },
  'threads/t1/revisions/v1': { body: 'Before' },
  'profiles/alice': { username: 'alice', displayName: 'Alice', isPrivate: true },
  'profiles/alice/sections/details': { favoriteComposer: 'Bach' },
});

/** Signed in with a second factor, as after the TOTP step (what the Auth emulator puts in). */
const withSecondFactor = (uid: string, role: 'admin' | 'moderator') =>
  signedInAs(uid, {
    role,
    firebase: {
      sign_in_provider: 'password',
      sign_in_second_factor: 'totp',
      second_factor_identifier: 'factor-1',
    },
  });

/** Every read the rules give admins here, each refused or allowed as one. */
const adminReads = (db: Firestore): Promise<unknown>[] => [
  getDoc(doc(db, 'reports/r1')),
  getDocs(query(collection(db, 'moderationLog'), where('scope', '==', 'admin'), limit(10))),
  getDocs(query(collection(db, 'userRoles'), limit(10))),
  getDoc(doc(db, 'threads/t1/private/author')),
  getDoc(doc(db, 'threads/t1/revisions/v1')),
  getDoc(doc(db, 'profiles/alice/sections/details')),
];
const moderatorReads = (db: Firestore): Promise<unknown>[] => [
  getDoc(doc(db, 'reports/r1')),
  getDocs(query(collection(db, 'moderationLog'), where('scope', '==', 'reports'), limit(10))),
  getDoc(doc(db, 'threads/t1/revisions/v1')),
];

describe('with the switch on', () => {
  const switchOn = () => seed({ [STAFF_SECURITY_PATH]: { twoStepRequired: true } });

  it('refuses staff signed in without a second factor every staff read', async () => {
    await switchOn();
    for (const read of adminReads(as.admin())) await assertFails(read);
    for (const read of moderatorReads(as.moderator())) await assertFails(read);
  });

  it('allows staff signed in with a second factor as before', async () => {
    await switchOn();
    for (const read of adminReads(withSecondFactor(ADMIN, 'admin'))) await assertSucceeds(read);
    for (const read of moderatorReads(withSecondFactor(MODERATOR, 'moderator'))) {
      await assertSucceeds(read);
    }
  });

  it('leaves a staff member what every member has: their own role, the switch, own documents', async () => {
    await switchOn();
    await assertSucceeds(getDoc(doc(as.admin(), `userRoles/${ADMIN}`)));
    await assertSucceeds(getDoc(doc(as.moderator(), STAFF_SECURITY_PATH)));
    await assertSucceeds(getDoc(doc(as.admin(), 'threads/t1')));
  });
});

describe('with the switch off', () => {
  it('allows staff without a second factor every staff read, when the switch is absent', async () => {
    for (const read of adminReads(as.admin())) await assertSucceeds(read);
    for (const read of moderatorReads(as.moderator())) await assertSucceeds(read);
  });

  it('allows them when the switch says false, or anything but true', async () => {
    for (const value of [false, 'true', 1]) {
      await seed({ [STAFF_SECURITY_PATH]: { twoStepRequired: value } });
      for (const read of adminReads(as.admin())) await assertSucceeds(read);
    }
  });
});

describe('the switch itself', () => {
  it('is read by staff only, and written by nobody', async () => {
    await seed({ [STAFF_SECURITY_PATH]: { twoStepRequired: false } });
    await assertSucceeds(getDoc(doc(as.admin(), STAFF_SECURITY_PATH)));
    await assertFails(getDoc(doc(as.member(), STAFF_SECURITY_PATH)));
    await assertFails(getDoc(doc(as.visitor(), STAFF_SECURITY_PATH)));
    await assertFails(getDocs(query(collection(as.admin(), 'config'), limit(1))));
    for (const db of [as.admin(), withSecondFactor(ADMIN, 'admin'), as.member()]) {
      await assertFails(setDoc(doc(db, STAFF_SECURITY_PATH), { twoStepRequired: true }));
      await assertFails(deleteDoc(doc(db, STAFF_SECURITY_PATH)));
    }
    expect(await peek(STAFF_SECURITY_PATH)).toEqual({ twoStepRequired: false });
  });
});
