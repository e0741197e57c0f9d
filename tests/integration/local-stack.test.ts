// The local stack end to end from Node: a write through the admin SDK fires a real trigger whose
// effect a listener sees, and a callable answers the unmodified client SDK, refusals included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { httpsCallable } from 'firebase/functions';
import { DEMO_PASSWORD, DEMO_PEOPLE } from '@salon/local-stack/demo-people';
import { adminApp, signedInClient, stackEndpoints } from '../support/stack-endpoints.js';
import { whenDocument } from './support/when-document.js';

const demoAdmin = DEMO_PEOPLE.find((person) => person.role === 'admin')!;
const demoMember = DEMO_PEOPLE.find((person) => person.role === 'user' && !person.isPrivate)!;
const db = () => getFirestore(adminApp());

describe('a trigger seen through a listener', () => {
  it('gives a new member the default role in the admin list', async () => {
    const uid = `new-member-${Date.now()}`;
    const mirrored = whenDocument(`userRoles/${uid}`, (snapshot) => snapshot.exists);
    await db()
      .doc(`profiles/${uid}`)
      .set({ username: `m${Date.now()}`, displayName: 'New Member' });
    expect((await mirrored).get('role')).toBe('user');
  });

  it('keeps a role an admin set first when the profile arrives later', async () => {
    const uid = `promoted-${Date.now()}`;
    await db().doc(`userRoles/${uid}`).set({ role: 'moderator', updatedAt: new Date() });
    await db()
      .doc(`profiles/${uid}`)
      .set({ username: `p${Date.now()}`, displayName: 'Promoted' });
    const settled = await fetch(
      `${stackEndpoints().functionsUrl}/_emulator/settled?document=profiles/${uid}&count=1`,
    );
    expect(await settled.json()).toEqual({ settled: true });
    expect((await db().doc(`userRoles/${uid}`).get()).get('role')).toBe('moderator');
  });
});

describe('setUserRole from the Node client SDK', () => {
  let admin: Awaited<ReturnType<typeof signedInClient>>;
  let member: Awaited<ReturnType<typeof signedInClient>>;

  beforeAll(async () => {
    admin = await signedInClient(demoAdmin.email, DEMO_PASSWORD);
    member = await signedInClient(demoMember.email, DEMO_PASSWORD);
  });
  afterAll(async () => {
    await Promise.all([admin.close(), member.close()]);
  });

  it('lets an admin make a member a moderator: claim and mirror', async () => {
    const target = await getAuth(adminApp()).createUser({
      email: `target-${Date.now()}@demo.example`,
    });
    const setUserRole = httpsCallable(admin.functions, 'setUserRole');
    const result = await setUserRole({ userId: target.uid, role: 'moderator' });
    expect(result.data).toEqual({ role: 'moderator' });
    expect((await getAuth(adminApp()).getUser(target.uid)).customClaims).toEqual({
      role: 'moderator',
    });
    expect((await db().doc(`userRoles/${target.uid}`).get()).get('role')).toBe('moderator');
  });

  it('refuses an admin changing their own role, with the spec’s words', async () => {
    const setUserRole = httpsCallable(admin.functions, 'setUserRole');
    const failure = await setUserRole({ userId: admin.uid, role: 'user' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ code: 'functions/failed-precondition' });
    expect(String((failure as Error).message)).toContain(
      'You cannot change your own role. Use the view switcher above to toggle how you see the site.',
    );
    expect((await getAuth(adminApp()).getUser(admin.uid)).customClaims).toEqual({ role: 'admin' });
  });

  it('refuses members who are not admins and changes nothing', async () => {
    const setUserRole = httpsCallable(member.functions, 'setUserRole');
    const failure = await setUserRole({ userId: admin.uid, role: 'user' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ code: 'functions/permission-denied' });
    expect((await getAuth(adminApp()).getUser(admin.uid)).customClaims).toEqual({ role: 'admin' });
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const setUserRole = httpsCallable(admin.functions, 'setUserRole');
    const failure = await setUserRole({ userId: member.uid, role: 'emperor' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ code: 'functions/invalid-argument' });
    expect(String((failure as Error).message)).toMatch(/^role: /);
    expect((await getAuth(adminApp()).getUser(member.uid)).customClaims ?? {}).toEqual({});
  });
});
