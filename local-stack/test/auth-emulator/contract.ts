// What the site asks of an Auth emulator, through the SDKs it uses (the web SDK in Node, as the
// browser calls it, and firebase-admin, as the functions and seeding call it). The same cases run
// against ours and against firebase-tools' (the reference), one file each, so each runs in its
// own worker with its own FIREBASE_AUTH_EMULATOR_HOST.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
} from 'firebase-admin/app';
import { getAuth as getAdminAuth, type Auth as AdminAuth } from 'firebase-admin/auth';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  EmailAuthProvider,
  applyActionCode,
  confirmPasswordReset,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  deleteUser,
  getAuth,
  reauthenticateWithCredential,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
  verifyPasswordResetCode,
  type Auth,
} from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eventually } from '@salon/emulator/testing';
import {
  startAuthEmulator,
  type AuthEmulator,
  type AuthImplementation,
} from '../../src/auth-emulator.js';
import { START_CEILING_MS } from '../support/ceilings.js';
import { describeOtherSignInMethods } from './other-sign-in-methods.js';
import { describeSignInMethods } from './sign-in-methods.js';

const PASSWORD = 'allegro-moderato';

export function describeAuthEmulatorContract(implementation: AuthImplementation): void {
  describe(`the Auth emulator (${implementation})`, () => {
    const projectId = `demo-auth-${implementation}`;
    let emulator: AuthEmulator;
    let admin: AdminAuth;
    let adminApp: ReturnType<typeof initializeAdminApp>;
    const clientApps: FirebaseApp[] = [];
    let counter = 0;

    beforeAll(async () => {
      // Every method on, as firebase-tools' has them, so the two answer the same questions; the
      // site's own methods are site-sign-in-methods.test.ts's.
      emulator = await startAuthEmulator({
        projectId,
        host: '127.0.0.1',
        port: 0,
        implementation,
        signInMethods: 'every',
      });
      process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.hostAndPort;
      adminApp = initializeAdminApp({ projectId }, `admin-${implementation}`);
      admin = getAdminAuth(adminApp);
    }, START_CEILING_MS);

    afterAll(async () => {
      await Promise.all(clientApps.map((app) => deleteApp(app)));
      await deleteAdminApp(adminApp);
      await emulator.stop();
    });

    /** A browser's Auth, signed out. */
    function browser(): Auth {
      const app = initializeApp({ apiKey: 'fake-api-key', projectId }, `client-${++counter}`);
      clientApps.push(app);
      const auth = getAuth(app);
      connectAuthEmulator(auth, emulator.url, { disableWarnings: true });
      return auth;
    }

    const uniqueEmail = (name: string) => `${name}-${++counter}@contract.example`;

    async function oobCodes(): Promise<
      { email: string; oobCode: string; oobLink: string; requestType: string }[]
    > {
      const response = await fetch(`${emulator.url}/emulator/v1/projects/${projectId}/oobCodes`);
      return ((await response.json()) as { oobCodes: never[] }).oobCodes;
    }

    async function codeFor(email: string, requestType: string): Promise<string> {
      const code = (await oobCodes())
        .filter((entry) => entry.email === email && entry.requestType === requestType)
        .at(-1)?.oobCode;
      if (!code) throw new Error(`no ${requestType} code for ${email}`);
      return code;
    }

    test('a member signs up, names themself, signs out and signs in again with the password', async () => {
      const auth = browser();
      const email = uniqueEmail('Clara');
      const { user } = await createUserWithEmailAndPassword(auth, email, PASSWORD);
      expect(user.email).toBe(email.toLowerCase());
      expect(user.emailVerified).toBe(false);
      await updateProfile(user, { displayName: 'Clara Schumann' });
      const token = await user.getIdTokenResult();
      expect(token.signInProvider).toBe('password');
      expect(token.claims).toMatchObject({ email: email.toLowerCase(), user_id: user.uid });
      await signOut(auth);

      const again = await signInWithEmailAndPassword(auth, email, PASSWORD);
      expect(again.user.uid).toBe(user.uid);
      expect(again.user.displayName).toBe('Clara Schumann');
      expect((await admin.getUser(user.uid)).displayName).toBe('Clara Schumann');
    });

    test('bad sign-ups and sign-ins are refused with the codes the site explains', async () => {
      const auth = browser();
      const email = uniqueEmail('fanny');
      await createUserWithEmailAndPassword(auth, email, PASSWORD);
      await signOut(auth);
      await expect(createUserWithEmailAndPassword(auth, email, PASSWORD)).rejects.toMatchObject({
        code: 'auth/email-already-in-use',
      });
      await expect(
        createUserWithEmailAndPassword(auth, uniqueEmail('weak'), '123'),
      ).rejects.toMatchObject({
        code: 'auth/weak-password',
      });
      await expect(
        createUserWithEmailAndPassword(auth, 'no-at-sign', PASSWORD),
      ).rejects.toMatchObject({
        code: 'auth/invalid-email',
      });
      await expect(signInWithEmailAndPassword(auth, email, 'wrong-password')).rejects.toMatchObject(
        {
          code: 'auth/wrong-password',
        },
      );
      await expect(
        signInWithEmailAndPassword(auth, uniqueEmail('nobody'), PASSWORD),
      ).rejects.toMatchObject({
        code: 'auth/user-not-found',
      });
      expect(auth.currentUser).toBeNull();
    });

    test('the admin SDK creates, finds, gives claims to and deletes accounts', async () => {
      const email = uniqueEmail('staff');
      const created = await admin.createUser({
        email,
        password: PASSWORD,
        displayName: 'Nadia',
        emailVerified: true,
      });
      expect((await admin.getUserByEmail(email)).uid).toBe(created.uid);
      await admin.setCustomUserClaims(created.uid, { role: 'moderator' });
      const record = await admin.getUser(created.uid);
      expect(record.customClaims).toEqual({ role: 'moderator' });
      expect(record.emailVerified).toBe(true);
      expect(record.providerData.map((provider) => provider.providerId)).toEqual(['password']);

      const { user } = await signInWithEmailAndPassword(browser(), email, PASSWORD);
      const token = await user.getIdTokenResult();
      expect(token.claims.role).toBe('moderator');
      const decoded = await admin.verifyIdToken(token.token);
      expect(decoded).toMatchObject({ uid: created.uid, role: 'moderator', email });

      const listed = await admin.listUsers(1000);
      expect(listed.users.map((listedUser) => listedUser.uid)).toContain(created.uid);
      await admin.deleteUser(created.uid);
      await expect(admin.getUser(created.uid)).rejects.toMatchObject({
        code: 'auth/user-not-found',
      });
    });

    test('claims a member gets after signing in reach their next token refresh', async () => {
      const { user } = await createUserWithEmailAndPassword(
        browser(),
        uniqueEmail('promoted'),
        PASSWORD,
      );
      expect((await user.getIdTokenResult()).claims.role).toBeUndefined();
      await admin.setCustomUserClaims(user.uid, { role: 'admin' });
      expect((await user.getIdTokenResult(true)).claims.role).toBe('admin');
    });

    test('reserved or oversized claims are refused and change nothing', async () => {
      const created = await admin.createUser({ email: uniqueEmail('claims'), password: PASSWORD });
      await expect(admin.setCustomUserClaims(created.uid, { iss: 'forged' })).rejects.toThrow();
      await expect(
        admin.setCustomUserClaims(created.uid, { big: 'x'.repeat(1001) }),
      ).rejects.toThrow();
      expect((await admin.getUser(created.uid)).customClaims).toBeUndefined();
    });

    test('a member cannot give themself claims', async () => {
      const { user } = await createUserWithEmailAndPassword(
        browser(),
        uniqueEmail('sneaky'),
        PASSWORD,
      );
      const response = await fetch(
        `${emulator.url}/identitytoolkit.googleapis.com/v1/accounts:update?key=fake-api-key`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            idToken: await user.getIdToken(),
            customAttributes: '{"role":"admin"}',
          }),
        },
      );
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
        'INSUFFICIENT_PERMISSION',
      );
      expect((await admin.getUser(user.uid)).customClaims).toBeUndefined();
    });

    test('revoked sessions are refused where the site checks them', async () => {
      const { user } = await createUserWithEmailAndPassword(
        browser(),
        uniqueEmail('revoked'),
        PASSWORD,
      );
      const token = await user.getIdTokenResult();
      // Times are whole seconds: a revocation in the second the token was issued would not cover it.
      const issuedAt = Date.parse(token.issuedAtTime) / 1000;
      await eventually(() => Math.floor(Date.now() / 1000) > issuedAt, {
        what: 'the second after the token was issued',
      });
      await admin.revokeRefreshTokens(user.uid);
      await expect(admin.verifyIdToken(token.token, true)).rejects.toMatchObject({
        code: 'auth/id-token-revoked',
      });
    });

    test('a member verifies the address through the e-mailed code', async () => {
      const { user } = await createUserWithEmailAndPassword(
        browser(),
        uniqueEmail('verify'),
        PASSWORD,
      );
      await sendEmailVerification(user);
      const code = await codeFor(user.email ?? '', 'VERIFY_EMAIL');
      await applyActionCode(browser(), code);
      await user.reload();
      expect(user.emailVerified).toBe(true);
      await expect(applyActionCode(browser(), code)).rejects.toMatchObject({
        code: 'auth/invalid-action-code',
      });
    });

    test('a member resets a forgotten password through the e-mailed code, once', async () => {
      const auth = browser();
      const email = uniqueEmail('forgot');
      await createUserWithEmailAndPassword(auth, email, PASSWORD);
      await signOut(auth);
      await sendPasswordResetEmail(auth, email);
      const code = await codeFor(email, 'PASSWORD_RESET');
      expect(await verifyPasswordResetCode(auth, code)).toBe(email);
      await expect(confirmPasswordReset(auth, code, '123')).rejects.toMatchObject({
        code: 'auth/weak-password',
      });
      await confirmPasswordReset(auth, code, 'a-new-sonata');
      await expect(confirmPasswordReset(auth, code, 'another-one')).rejects.toMatchObject({
        code: 'auth/invalid-action-code',
      });
      await expect(signInWithEmailAndPassword(auth, email, PASSWORD)).rejects.toMatchObject({
        code: 'auth/wrong-password',
      });
      await signInWithEmailAndPassword(auth, email, 'a-new-sonata');
    });

    test('a member proves the password again and deletes the account', async () => {
      const auth = browser();
      const email = uniqueEmail('leaving');
      const { user } = await createUserWithEmailAndPassword(auth, email, PASSWORD);
      await expect(
        reauthenticateWithCredential(user, EmailAuthProvider.credential(email, 'wrong-password')),
      ).rejects.toMatchObject({ code: 'auth/wrong-password' });
      await reauthenticateWithCredential(user, EmailAuthProvider.credential(email, PASSWORD));
      await deleteUser(user);
      await expect(admin.getUser(user.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
      await expect(signInWithEmailAndPassword(auth, email, PASSWORD)).rejects.toMatchObject({
        code: 'auth/user-not-found',
      });
    });

    describe('accounts saved to a folder', () => {
      let email: string;
      let savedUid: string;
      let exported: number;
      let savedUids: string[];
      let dir: string;
      let restarted: AuthEmulator | undefined;

      // Saving and the second emulator's start belong to the setup: firebase-tools' start takes
      // seconds of CPU, minutes on a busy machine, and must not eat into a test's time-out.
      beforeAll(async () => {
        email = uniqueEmail('saved');
        savedUid = (await admin.createUser({ email, password: PASSWORD })).uid;
        await admin.setCustomUserClaims(savedUid, { role: 'admin' });
        dir = await mkdtemp(path.join(tmpdir(), 'auth-export-'));
        exported = await emulator.exportAccounts(dir);
        const saved = JSON.parse(await readFile(path.join(dir, 'accounts.json'), 'utf8')) as {
          users: { localId: string }[];
        };
        savedUids = saved.users.map((user) => user.localId);
        restarted = await startAuthEmulator({
          projectId,
          host: '127.0.0.1',
          port: 0,
          implementation,
          dataDir: dir,
        });
      }, START_CEILING_MS);

      afterAll(async () => {
        await restarted?.stop();
        await rm(dir, { recursive: true, force: true });
      });

      test('hold every account', () => {
        expect(exported).toBeGreaterThan(0);
        expect(savedUids).toContain(savedUid);
      });

      test('load into a new emulator with their passwords and claims', async () => {
        const auth = getAuth(
          initializeApp({ apiKey: 'fake-api-key', projectId }, `client-${++counter}`),
        );
        clientApps.push(auth.app);
        connectAuthEmulator(auth, restarted!.url, { disableWarnings: true });
        const { user } = await signInWithEmailAndPassword(auth, email, PASSWORD);
        expect(user.uid).toBe(savedUid);
        expect((await user.getIdTokenResult()).claims.role).toBe('admin');
      });
    });

    test('malformed requests get a clear 400 and change nothing', async () => {
      const before = (await admin.listUsers(1000)).users.length;
      const response = await fetch(
        `${emulator.url}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`,
        { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"email": ' },
      );
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toEqual(
        expect.any(String),
      );
      expect((await admin.listUsers(1000)).users.length).toBe(before);
    });

    describeSignInMethods({
      implementation,
      browser,
      admin: () => admin,
      uniqueEmail,
      password: PASSWORD,
    });

    describeOtherSignInMethods({
      implementation,
      browser,
      admin: () => admin,
      uniqueEmail,
      password: PASSWORD,
      async signInLinkFor(email) {
        const link = (await oobCodes())
          .filter((entry) => entry.email === email && entry.requestType === 'EMAIL_SIGNIN')
          .at(-1)?.oobLink;
        if (!link) throw new Error(`no sign-in link for ${email}`);
        return link;
      },
    });

    test('clearing the project removes every account', async () => {
      await admin.createUser({ email: uniqueEmail('cleared'), password: PASSWORD });
      const cleared = await fetch(`${emulator.url}/emulator/v1/projects/${projectId}/accounts`, {
        method: 'DELETE',
      });
      expect(cleared.ok).toBe(true);
      expect((await admin.listUsers(1000)).users).toEqual([]);
    });
  });
}
