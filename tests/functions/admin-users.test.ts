// The admin User Management list: `userRoles/{uid}` mirrors each member's names and the list's
// sort and search fields (mirrorMemberProfile), whatever order profile and role writes come in,
// and the web app's data access reads pages, counts and searches with indexed queries.
import { eventually } from '@salon/emulator/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getAuth, getIdTokenResult } from 'firebase/auth';
import { paths, userRoleMirrorFields, type Role } from '@salon/domain';
import {
  countUsers,
  readUsersPage,
  setUserRole,
  type ShownUsersPage,
  type UserListFilter,
} from '../../web/src/features/admin/api/users.js';
import { listOpenReports } from '../../web/src/features/admin/api/reports.js';
import {
  adminDb,
  newMember,
  redeliver,
  settled,
  storedDocument,
  type Member,
} from './support/functions-env.js';
import { adminApp } from '../support/stack-endpoints.js';

/** A member's session and Functions instance as the web app's services give them. */
const servicesOf = (caller: Member) => ({
  auth: getAuth(caller.firestore.app),
  functions: () => Promise.resolve(caller.functions),
});

let admin: Member;
let moderator: Member;
let member: Member;

beforeAll(async () => {
  [admin, moderator, member] = await Promise.all([
    newMember('admin', { admin: true }),
    newMember('moderator', { role: 'moderator' }),
    newMember('member'),
  ]);
});
afterAll(async () => {
  await Promise.all([admin, moderator, member].map((m) => m.close()));
});

const mirrorOf = async (uid: string) =>
  (await adminDb().doc(`${paths.userRoles}/${uid}`).get()).data() ?? null;

describe('the userRoles mirror', () => {
  it('follows profile writes, keeping the role an admin set', async () => {
    const uid = `mirror-${Date.now()}`;
    await adminDb().doc(paths.profile(uid)).set({ username: 'mirror-me', displayName: 'Mira' });
    await settled(paths.profile(uid), 1);
    expect(await mirrorOf(uid)).toMatchObject({
      role: 'user',
      ...userRoleMirrorFields({ username: 'mirror-me', displayName: 'Mira' }),
    });

    // A role merged into the mirror, as setUserRole, grant-admin and the demo seed write it.
    await adminDb()
      .doc(`${paths.userRoles}/${uid}`)
      .set({ role: 'moderator', updatedAt: FieldValue.serverTimestamp() }, { merge: true });
    await adminDb().doc(paths.profile(uid)).update({ displayName: 'Mira Lobe' });
    // The profile's event count is no guide here: indexProfileSearch writes the first name's
    // grams back to the profile, an event of its own that can come before this update's.
    await eventually(async () => (await mirrorOf(uid))?.displayName === 'Mira Lobe', {
      what: 'the mirror to take the new name',
    });
    expect(await mirrorOf(uid)).toMatchObject({
      role: 'moderator',
      displayName: 'Mira Lobe',
      sortName: 'mirror-me',
    });
    expect((await mirrorOf(uid))?.searchKeys).toContain('lobe');
  });

  it('keeps the names when setUserRole changes the role', async () => {
    const target = await newMember('promoted');
    await settled(paths.profile(target.uid), 1);
    await admin.call('setUserRole', { userId: target.uid, role: 'moderator' });
    expect(await mirrorOf(target.uid)).toMatchObject({
      role: 'moderator',
      username: target.username,
      displayName: 'promoted',
    });
    await target.close();
  });

  it('writes nothing for a redelivered profile event', async () => {
    const uid = `redelivered-${Date.now()}`;
    await adminDb().doc(paths.profile(uid)).set({ username: 'again', displayName: 'Again' });
    await settled(paths.profile(uid), 1);
    const profile = await storedDocument(paths.profile(uid));
    const before = await storedDocument(`${paths.userRoles}/${uid}`);
    await redeliver(paths.profile(uid), { before: null, after: profile }, 1);
    expect((await storedDocument(`${paths.userRoles}/${uid}`))?.updateTime).toBe(
      before?.updateTime,
    );
  });
});

describe('the users list', () => {
  // Members of this run only: every name carries the token, so searches see nothing else.
  const token = `qz${Date.now().toString(36)}`;
  const seeded: { uid: string; sortName: string; role: Role }[] = [];

  beforeAll(async () => {
    const batch = adminDb().batch();
    for (let i = 0; i < 25; i += 1) {
      const uid = `list-${token}-${i}`;
      const role: Role = i % 5 === 0 ? 'moderator' : 'user';
      const fields = userRoleMirrorFields({
        username: `${token}-${String(i).padStart(2, '0')}`,
        displayName: `Listed ${i % 2 === 0 ? 'Even' : 'Odd'}`,
      });
      batch.set(adminDb().doc(`${paths.userRoles}/${uid}`), {
        role,
        updatedAt: new Date(),
        ...fields,
      });
      seeded.push({ uid, sortName: fields.sortName, role });
    }
    await batch.commit();
    seeded.sort((a, b) => a.sortName.localeCompare(b.sortName));
  });

  const everyone: UserListFilter = { search: token.toUpperCase(), role: 'all' };
  const uidsOf = (rows: readonly { uid: string }[]) => rows.map((row) => row.uid);

  it('counts and pages through a search with 10 rows per read', async () => {
    const db = admin.firestore;
    const total = await countUsers(db, everyone);
    expect(total).toBe(25);
    const first = await readUsersPage(db, everyone, { page: 1, total, shown: null });
    expect(uidsOf(first.rows)).toEqual(seeded.slice(0, 10).map((s) => s.uid));
    expect(first.documentsRead).toBe(10);

    const last = await readUsersPage(db, everyone, { page: 3, total, shown: first.shown });
    expect(uidsOf(last.rows)).toEqual(seeded.slice(20).map((s) => s.uid));
    expect(last.documentsRead).toBe(5);

    const middle = await readUsersPage(db, everyone, { page: 2, total, shown: last.shown });
    expect(uidsOf(middle.rows)).toEqual(seeded.slice(10, 20).map((s) => s.uid));
    expect(middle.documentsRead).toBe(10);
    const again = await readUsersPage(db, everyone, { page: 3, total, shown: middle.shown });
    expect(again.rows).toEqual(last.rows);
  });

  it('filters by role, together with a search, as indexed queries', async () => {
    const db = admin.firestore;
    const moderators: UserListFilter = { search: token, role: 'moderator' };
    expect(await countUsers(db, moderators)).toBe(5);
    const page = await readUsersPage(db, moderators, { page: 1, total: 5, shown: null });
    expect(uidsOf(page.rows)).toEqual(
      seeded.filter((s) => s.role === 'moderator').map((s) => s.uid),
    );
    expect(page.rows.every((row) => row.role === 'moderator')).toBe(true);
    // The search matches display names too, in any case.
    const evenOnes: UserListFilter = { search: `${token}-0`, role: 'user' };
    expect(await countUsers(db, evenOnes)).toBe(8);
    expect(await countUsers(db, { search: 'LISTED EVEN', role: 'all' })).toBeGreaterThanOrEqual(13);
  });

  it('stays empty without reading for no match', async () => {
    const none: UserListFilter = { search: `${token}-zz`, role: 'all' };
    expect(await countUsers(admin.firestore, none)).toBe(0);
    const shown: ShownUsersPage | null = null;
    expect(await readUsersPage(admin.firestore, none, { page: 1, total: 0, shown })).toEqual({
      page: 1,
      rows: [],
      shown: null,
      documentsRead: 0,
    });
  });

  it('is refused to moderators and members, and role changes to non-admins', async () => {
    for (const caller of [moderator, member]) {
      await expect(countUsers(caller.firestore, everyone)).rejects.toMatchObject({
        code: 'permission-denied',
      });
      await expect(setUserRole(servicesOf(caller), admin.uid, 'user')).rejects.toMatchObject({
        kind: 'permissionDenied',
      });
    }
    // The web app's AppError keeps the function's own words as its reason.
    await expect(setUserRole(servicesOf(admin), admin.uid, 'user')).rejects.toMatchObject({
      kind: 'rejected',
      reason: expect.stringMatching(/\S/),
    });
  });
});

describe('a demotion', () => {
  it('ends an admin’s powers at once, although their token still says admin', async () => {
    const demoted = await newMember('demoted', { admin: true });
    const bystander = await newMember('bystander');
    // The demoted admin's app still holds a token with role "admin" (valid for up to an hour).
    const session = getAuth(demoted.firestore.app).currentUser!;
    expect((await getIdTokenResult(session)).claims.role).toBe('admin');
    await setUserRole(servicesOf(admin), demoted.uid, 'user');

    await expect(setUserRole(servicesOf(demoted), bystander.uid, 'admin')).rejects.toMatchObject({
      kind: 'permissionDenied',
    });
    await expect(countUsers(demoted.firestore, { search: '', role: 'all' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    // The bystander's mirror is written by the profile's trigger, when it runs.
    await settled(paths.profile(bystander.uid), 1);
    expect((await mirrorOf(bystander.uid))?.role).toBe('user');
    // Its refresh tokens are revoked: no session can renew the old claim.
    const { tokensValidAfterTime } = await getAdminAuth(adminApp()).getUser(demoted.uid);
    expect(Date.parse(tokensValidAfterTime ?? '')).toBeGreaterThan(Date.now() - 60_000);
    // So renewing the session's token never brings the old claim back. Production and our Auth
    // emulator refuse a session signed in before the revocation's second (the web app then signs
    // out) and renew one signed in within that same second; firebase-tools' emulator does not
    // check revocation and renews either. A renewal carries the current claim.
    const renewal = await getIdTokenResult(session, true).then(
      (token) => `renewed as ${String(token.claims.role)}`,
      (error: { code?: string }) => `refused: ${error.code}`,
    );
    expect(['renewed as user', 'refused: auth/user-token-expired']).toContain(renewal);
    await Promise.all([demoted.close(), bystander.close()]);
  });
});

describe('the reports search', () => {
  it('finds open reports by reason, reporter username or thread title, in any case', async () => {
    const title = `Rachmaninoff ${Date.now().toString(36)}`;
    const { threadId } = await admin.call('createThread', {
      title,
      body: 'Too sentimental?',
      isAnonymous: false,
    });
    const { reportId } = await member.call('submitReport', {
      threadId,
      replyId: null,
      reason: 'copyright',
      description: '',
    });
    for (const search of [title.toUpperCase(), member.username, 'copyright viol']) {
      const rows = await listOpenReports(moderator.firestore, search);
      expect(rows.map((row) => row.id)).toContain(reportId);
    }
    const [row] = (await listOpenReports(moderator.firestore, title)).filter(
      (candidate) => candidate.id === reportId,
    );
    expect(row).toMatchObject({
      status: 'pending',
      reasonLabel: 'Copyright violation',
      reporterName: member.username,
      contentTitle: title,
      contentPreview: 'Too sentimental?',
    });
    expect(await listOpenReports(moderator.firestore, `${title} nope`)).toEqual([]);
    await expect(listOpenReports(member.firestore, title)).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});
