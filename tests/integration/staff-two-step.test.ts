// The staff two-step switch turned on, on a stack of its own (own project, free ports,
// no demo data): on the suites' shared stack it would refuse every other suite's staff. With
// config/staffSecurity.twoStepRequired true, staff signed in without a second factor are refused
// the staff callables with what to do, and the rules refuse them staff reads, through the SDKs;
// their member actions go on. Signed in with their authenticator code, everything works; with
// the switch off again, nothing is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FirebaseError } from 'firebase/app';
import { collection, getDocs, limit, query } from 'firebase/firestore';
import { FunctionsError } from 'firebase/functions';
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { STAFF_SECURITY_PATH, STAFF_TWO_STEP_MESSAGES, paths, type Role } from '@salon/domain';
import { enrolFixedTotpFactor } from '@salon/local-stack/totp-factor';
import { startOwnStack, type OwnStack } from '../support/own-stack.js';

const projectId = 'demo-staff-two-step';
const PASSWORD = 'two-steps-ahead';
/** The staff member's authenticator key (any base32 key an app would take). */
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const ours = (process.env.AUTH_IMPL ?? 'ours') === 'ours';

let own: OwnStack;
let admin: App;

beforeAll(async () => {
  own = await startOwnStack(projectId);
  admin = own.admin;
});

afterAll(async () => {
  await own?.stop();
});

/** An account with a profile and, for staff, the role as setUserRole writes it. */
async function person(name: string, role: Role, secondFactor = false) {
  const email = `${name}@two-step.test`;
  const user = await getAuth(admin).createUser({ email, password: PASSWORD, emailVerified: true });
  const db = getFirestore(admin);
  await db.doc(paths.profile(user.uid)).set({ username: name, displayName: name });
  if (role !== 'user') {
    await getAuth(admin).setCustomUserClaims(user.uid, { role });
    await db.doc(`${paths.userRoles}/${user.uid}`).set({ role, updatedAt: new Date() });
  }
  if (secondFactor) {
    await enrolFixedTotpFactor({
      authUrl: `http://${own.stack.env.FIREBASE_AUTH_EMULATOR_HOST}`,
      projectId,
      uid: user.uid,
      secret: SECRET,
    });
  }
  return { uid: user.uid, email };
}

/** The web SDK signed in as `email` (with the code when the account asks for it). */
const client = (email: string) => own.client(email, PASSWORD, SECRET);

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => new Error('it succeeded'),
    (reason: unknown) => reason,
  );
  if (error instanceof FunctionsError) {
    return { code: error.code, message: error.message.replace(/ \[\d{3}\]$/, '') };
  }
  if (error instanceof FirebaseError) return { code: error.code, message: '' };
  throw error;
}

const setSwitch = (twoStepRequired: boolean) =>
  getFirestore(admin).doc(STAFF_SECURITY_PATH).set({ twoStepRequired });

describe('with two-step verification required of staff', () => {
  let adminPlain: Awaited<ReturnType<typeof person>>;
  let adminWithCode: Awaited<ReturnType<typeof person>>;
  let moderator: Awaited<ReturnType<typeof person>>;
  let member: Awaited<ReturnType<typeof person>>;

  beforeAll(async () => {
    [adminPlain, adminWithCode, moderator, member] = await Promise.all([
      person('plainadmin', 'admin'),
      person('codeadmin', 'admin', ours),
      person('plainmod', 'moderator'),
      person('member', 'user'),
    ]);
    await setSwitch(true);
  });

  it('refuses staff signed in without a second factor the staff callables, saying what to do', async () => {
    const plain = await client(adminPlain.email);
    expect((await plain.user.getIdTokenResult()).signInSecondFactor).toBeNull();
    const required = {
      code: 'functions/permission-denied',
      message: STAFF_TWO_STEP_MESSAGES.required,
    };
    expect(await refusal(plain.call('staffTwoStep', { userIds: [moderator.uid] }))).toEqual(
      required,
    );
    expect(
      await refusal(plain.call('setUserRole', { userId: member.uid, role: 'moderator' })),
    ).toEqual(required);
    expect(
      await refusal(
        plain.call('createPoll', { title: 'Which?', description: '', options: ['A', 'B'] }),
      ),
    ).toEqual(required);
    expect(
      await refusal(
        plain.call('saveTriviaQuestion', {
          itemId: null,
          status: 'queued',
          question: 'Which?',
          answers: ['A', 'B'],
          correctIndex: 0,
          explanation: 'A.',
          composer: '',
          period: '',
        }),
      ),
    ).toEqual(required);
    const mod = await client(moderator.email);
    expect(
      await refusal(mod.call('updateReportStatus', { reportId: 'any', status: 'reviewed' })),
    ).toEqual(required);
    // Nothing changed: the member is still a member, no poll was opened.
    const db = getFirestore(admin);
    expect((await db.doc(`${paths.userRoles}/${member.uid}`).get()).get('role') ?? 'user').toBe(
      'user',
    );
    expect((await db.collection(paths.polls).limit(1).get()).size).toBe(0);
    expect((await db.collection(paths.pollQueue).limit(1).get()).size).toBe(0);
  });

  it('refuses them staff reads in the rules', async () => {
    const plain = await client(adminPlain.email);
    expect(
      await refusal(getDocs(query(collection(plain.firestore, paths.userRoles), limit(10)))),
    ).toEqual({ code: 'permission-denied', message: '' });
    expect(
      await refusal(getDocs(query(collection(plain.firestore, paths.pollQueue), limit(10)))),
    ).toEqual({ code: 'permission-denied', message: '' });
    const mod = await client(moderator.email);
    expect(
      await refusal(getDocs(query(collection(mod.firestore, paths.reports), limit(10)))),
    ).toEqual({ code: 'permission-denied', message: '' });
  });

  it('lets them do what members do', async () => {
    const mod = await client(moderator.email);
    const data = await mod.call('createThread', {
      title: 'Still a member',
      body: 'Posting needs no second factor.',
      isAnonymous: false,
    });
    expect(data).toMatchObject({ threadId: expect.any(String) });
  });

  it.runIf(ours)('lets staff signed in with their code do everything', async () => {
    const proven = await client(adminWithCode.email);
    expect((await proven.user.getIdTokenResult()).signInSecondFactor).toBe('totp');
    const data = await proven.call('staffTwoStep', {
      userIds: [adminPlain.uid, adminWithCode.uid, moderator.uid, member.uid],
    });
    expect(data).toEqual({
      enrolled: { [adminPlain.uid]: false, [adminWithCode.uid]: true, [moderator.uid]: false },
    });
    const roles = await getDocs(query(collection(proven.firestore, paths.userRoles), limit(10)));
    expect(roles.size).toBeGreaterThanOrEqual(3);
    // The claim survives a token refresh.
    expect((await proven.user.getIdTokenResult(true)).signInSecondFactor).toBe('totp');
    await proven.call('setUserRole', { userId: member.uid, role: 'user' });
  });

  it('refuses nothing once the switch is off again', async () => {
    await setSwitch(false);
    try {
      const plain = await client(adminPlain.email);
      const data = await plain.call('staffTwoStep', { userIds: [moderator.uid] });
      expect(data).toEqual({ enrolled: { [moderator.uid]: false } });
      const roles = await getDocs(query(collection(plain.firestore, paths.userRoles), limit(10)));
      expect(roles.size).toBeGreaterThan(0);
    } finally {
      await setSwitch(true);
    }
  });
});
