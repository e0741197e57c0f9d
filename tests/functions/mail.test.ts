// E-mail through the functions and the stack's local mail server, as members meet it: a reply
// reaches its author's inbox once however often the event is delivered, at most one e-mail in 15
// minutes (the rest gathered), never when the member chose "never" or cannot be mailed (address
// not verified, suspended, a block), retried when the server refuses for a while and stopped when
// it refuses for good; the one-click unsubscribe works without a session and only with its own
// signature; the weekly digest goes out by its schedule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAuth } from 'firebase-admin/auth';
import { eventually } from '@salon/emulator/testing';
import { runScheduledFunction } from '@salon/local-stack/stack';
import {
  DEFAULT_MAIL_FREQUENCIES,
  followDocId,
  MAIL_SUBJECTS,
  paths,
  type MailFrequency,
} from '@salon/domain';
import { failNextDeliveries, inboxMessages, waitForMail } from '../support/mail-inbox.js';
import { adminApp, stackEndpoints } from '../support/stack-endpoints.js';
import {
  adminDb,
  newMember,
  redeliver,
  refusalOf,
  settled,
  storedDocument,
  type Member,
  TRIGGERS,
} from './support/functions-env.js';

let writer: Member;
let replier: Member;
const members: Member[] = [];

/** A member whose address is verified, as mail needs; `email` replaces the suite's own. */
async function mailableMember(label: string, email?: string): Promise<Member> {
  const member = await newMember(label);
  await getAuth(adminApp()).updateUser(member.uid, {
    emailVerified: true,
    ...(email ? { email } : {}),
  });
  members.push(member);
  return email ? { ...member, email } : member;
}

beforeAll(async () => {
  [writer, replier] = await Promise.all([mailableMember('mail-writer'), mailableMember('replier')]);
}, 120_000);
afterAll(async () => {
  await Promise.all([...members].map((member) => member.close()));
});

async function discussionBy(author: Member, title: string): Promise<string> {
  const { threadId } = await author.call('createThread', {
    title,
    body: 'Thoughts?',
    isAnonymous: false,
  });
  await settled(paths.thread(threadId), 1);
  return threadId;
}

/** `from` replies to the thread; answers the path of the notification its author gets. */
async function replyTo(threadId: string, author: Member, from: Member = replier): Promise<string> {
  const { replyId } = await from.call('postReply', {
    threadId,
    parentId: null,
    body: 'Karajan, 1963, without a doubt.',
    isAnonymous: false,
  });
  await settled(`${paths.replies(threadId)}/${replyId}`, 1);
  const notification = `${paths.notifications(author.uid)}/reply_${threadId}_${replyId}`;
  await settled(notification, 1);
  return notification;
}

const mailTo = async (member: Member) =>
  (await adminDb().collection(paths.mailCollection).where('toUid', '==', member.uid).get()).docs;

const schedule = (name: string, at: Date) =>
  runScheduledFunction(stackEndpoints().functionsUrl, name, at.toISOString());

async function choose(
  member: Member,
  changes: Partial<Record<string, MailFrequency>>,
  weeklyDigest = true,
) {
  await member.call('saveMailSettings', {
    frequencies: { ...DEFAULT_MAIL_FREQUENCIES, ...changes },
    weeklyDigest,
    locale: 'en-GB',
    timeZone: 'UTC',
  });
}

describe('a reply to a member’s discussion', () => {
  it('reaches their inbox once, with the site’s link and a one-click unsubscribe', async () => {
    const title = `Beethoven 7 ${Date.now()}`;
    const threadId = await discussionBy(writer, title);
    const notification = await replyTo(threadId, writer);

    const message = `${replier.username} replied to your discussion "${title}"`;
    const mail = await waitForMail({ to: writer.email, subject: message });
    expect(mail.subject).toBe(MAIL_SUBJECTS.notices([{ message }]));
    expect(mail.text).toContain(`/salon/thread/${threadId}`);
    expect(mail.html).toContain(`/salon/thread/${threadId}`);
    expect(mail.headers['list-unsubscribe']).toMatch(/^<http.+\/mail\/unsubscribe\?u=/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const [stored] = await mailTo(writer);
    expect(stored?.get('delivery')).toMatchObject({ state: 'SUCCESS', attempts: 1, error: null });

    await redeliver(notification, { before: null, after: await storedDocument(notification) }, 1);
    expect(await mailTo(writer)).toHaveLength(1);
    expect(await inboxMessages({ to: writer.email, subject: message })).toHaveLength(1);
  });

  it('within 15 minutes of the last waits, and goes with the others at the window’s end', async () => {
    const title = `Brahms 4 ${Date.now()}`;
    const threadId = await discussionBy(writer, title);
    const notification = await replyTo(threadId, writer);
    const waiting = await adminDb()
      .doc(paths.waitingNotice(writer.uid, notification.split('/').pop()!))
      .get();
    expect(waiting.get('batch')).toBe('immediate');
    expect(await mailTo(writer)).toHaveLength(1);

    const dueAt = (waiting.get('dueAt') as { toDate(): Date }).toDate();
    await schedule('sendWaitingMail', new Date(dueAt.getTime() + 1000));
    const mail = await waitForMail({ to: writer.email, subject: `your discussion "${title}"` });
    expect(mail.text).toContain(`/salon/thread/${threadId}`);
    expect(await mailTo(writer)).toHaveLength(2);
    expect((await adminDb().doc(waiting.ref.path).get()).exists).toBe(false);
  });
});

describe('no e-mail', () => {
  it('for a kind the member turned to never', async () => {
    const quiet = await mailableMember('quiet');
    await choose(quiet, { reply: 'never' });
    await replyTo(await discussionBy(quiet, 'Mahler 2'), quiet);
    expect(await mailTo(quiet)).toHaveLength(0);
  });

  it('to an address not verified, or a suspended member', async () => {
    const unverified = await newMember('unverified');
    members.push(unverified);
    await replyTo(await discussionBy(unverified, 'Sibelius 5'), unverified);
    expect(await mailTo(unverified)).toHaveLength(0);

    const suspended = await mailableMember('suspended');
    const threadId = await discussionBy(suspended, 'Nielsen 4');
    await adminDb()
      .doc(`${paths.userRoles}/${suspended.uid}`)
      .set({ role: 'user', suspension: { until: null } }, { merge: true });
    await replyTo(threadId, suspended);
    expect(await mailTo(suspended)).toHaveLength(0);
  });

  it('to a member who deleted their account', async () => {
    const leaver = await mailableMember('mail-leaver');
    const threadId = await discussionBy(leaver, 'Janáček 1');
    expect(await leaver.call('deleteAccount', {})).toEqual({ deleted: true });
    const { replyId } = await replier.call('postReply', {
      threadId,
      parentId: null,
      body: 'Still here, under "Deleted member".',
      isAnonymous: false,
    });
    await settled(`${paths.replies(threadId)}/${replyId}`, 1);
    expect(await mailTo(leaver)).toHaveLength(0);
  });

  it('for what a blocked member does', async () => {
    const blocker = await mailableMember('blocker');
    const threadId = await discussionBy(blocker, 'Bruckner 8');
    await blocker.call('blockMember', { memberId: replier.uid });
    const { replyId } = await replier.call('postReply', {
      threadId,
      parentId: null,
      body: 'Haas or Nowak?',
      isAnonymous: false,
    });
    await settled(`${paths.replies(threadId)}/${replyId}`, 1);
    expect(await mailTo(blocker)).toHaveLength(0);
  });
});

describe('delivery', () => {
  it('is retried when the server refuses for a while, and succeeds', async () => {
    const patient = await mailableMember('patient');
    await failNextDeliveries(1, 451, { to: patient.email });
    await replyTo(await discussionBy(patient, 'Schubert 9'), patient);
    const [mail] = await mailTo(patient);
    await eventually(
      async () => (await mail!.ref.get()).get('delivery.state') === 'RETRY',
      TRIGGERS,
    );
    const retry = (await mail!.ref.get()).get('delivery');
    expect(retry).toMatchObject({ attempts: 1 });
    expect(retry.error).toMatch(/451/);

    await schedule('retryMail', new Date(retry.nextAttemptAt.toDate().getTime() + 1000));
    expect((await mail!.ref.get()).get('delivery')).toMatchObject({
      state: 'SUCCESS',
      attempts: 2,
    });
    await waitForMail({ to: patient.email, subject: 'Schubert 9' });
  });

  it('stops for good when the server refuses the address, and nothing more is sent to it', async () => {
    const gone = await mailableMember('gone', `gone-${Date.now()}@bounce.invalid`);
    await replyTo(await discussionBy(gone, 'Dvořák 8'), gone);
    const [mail] = await mailTo(gone);
    await eventually(
      async () => (await mail!.ref.get()).get('delivery.state') === 'ERROR',
      TRIGGERS,
    );
    expect((await mail!.ref.get()).get('delivery.error')).toMatch(/550/);
    const state = await adminDb().doc(paths.mailState(gone.uid)).get();
    expect(state.get('bounced')).toMatchObject({ address: gone.email });

    await replyTo(await discussionBy(gone, 'Dvořák 9'), gone);
    expect(await mailTo(gone)).toHaveLength(1);
  });
});

describe('the unsubscribe link', () => {
  /** The message's link, sent to the functions host directly (Hosting rewrites it there). */
  function functionsUrlOf(link: string): string {
    const { functionsUrl, projectId } = stackEndpoints();
    return `${functionsUrl}/${projectId}/us-central1/mailUnsubscribe${new URL(link).search}`;
  }

  it('asks on a GET, unsubscribes on the one-click POST without a session, and only when signed', async () => {
    const reader = await mailableMember('unsubscriber');
    await replyTo(await discussionBy(reader, 'Elgar 1'), reader);
    const mail = await waitForMail({ to: reader.email, subject: 'Elgar 1' });
    const link = functionsUrlOf(/^<(.+)>$/.exec(mail.headers['list-unsubscribe']!)![1]!);
    const frequency = async () =>
      (await adminDb().doc(paths.mailSettings(reader.uid)).get()).get('frequencies.reply');

    const asked = await fetch(link);
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain('<button type="submit">Unsubscribe</button>');
    expect(await frequency()).toBeUndefined();

    const forged = link.replace(/t=[^&]+/, `t=${'A'.repeat(43)}`);
    const refused = await fetch(forged, { method: 'POST', body: 'List-Unsubscribe=One-Click' });
    expect(refused.status).toBe(400);
    expect(await frequency()).toBeUndefined();

    const done = await fetch(link, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(
      'You will no longer receive e-mail about: Replies to your posts.',
    );
    expect(await frequency()).toBe('never');
    const settings = (await adminDb().doc(paths.mailSettings(reader.uid)).get()).data();
    expect(settings).toMatchObject({ weeklyDigest: true, frequencies: { mention: 'immediately' } });
  });
});

describe('the e-mail choices', () => {
  it('refuse what is not a choice, and change nothing', async () => {
    const member = await mailableMember('chooser');
    const refusal = await refusalOf(
      member.call('saveMailSettings', {
        frequencies: { ...DEFAULT_MAIL_FREQUENCIES, reply: 'hourly' },
        weeklyDigest: true,
        locale: 'en-GB',
        timeZone: 'UTC',
      }),
    );
    expect(refusal.code).toBe('invalid-argument');
    expect((await adminDb().doc(paths.mailSettings(member.uid)).get()).exists).toBe(false);
  });
});

describe('the weekly digest', () => {
  it('goes out by its schedule with what the member’s friends started this week, once', async () => {
    const reader = await mailableMember('digest-reader');
    const friend = await mailableMember('digest-friend');
    await adminDb()
      .doc(`${paths.follows}/${followDocId(reader.uid, friend.uid)}`)
      .set({ followerId: reader.uid, followingId: friend.uid, createdAt: new Date() });
    const title = `Monteverdi Vespers ${Date.now()}`;
    await discussionBy(friend, title);

    const monday = new Date();
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    monday.setUTCHours(8, 0, 0, 0);
    // A new pass of this week, whatever ran before.
    await adminDb().doc(paths.weeklyDigestRun).delete();
    await schedule('sendWeeklyDigest', monday);

    const digest = await waitForMail({ to: reader.email, subject: MAIL_SUBJECTS.weeklyDigest });
    expect(digest.text).toContain(title);
    await schedule('sendWeeklyDigest', monday);
    expect(
      await inboxMessages({ to: reader.email, subject: MAIL_SUBJECTS.weeklyDigest }),
    ).toHaveLength(1);
  });
});
