// The Salon's daily and weekly polls on a schedule, on a stack of its own (the queues are the
// project's: on the shared stack the demo's queued polls would come first): admins queue them
// (saveQueuedPoll; drafts wait), openScheduledPolls opens the next of each kind at its period's
// start as Cloud Scheduler calls it, closing the poll before, once however often it runs; an
// empty queue leaves the current poll open, and admins are told two days ahead.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FunctionsError } from 'firebase/functions';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { POLL_TOASTS, paths } from '@salon/domain';
import { startOwnStack, type OwnStack, type OwnStackClient } from '../support/own-stack.js';

const PASSWORD = 'on-schedule';
let own: OwnStack;
let admin: OwnStackClient;
let member: OwnStackClient;

/** An account with a profile and, for an admin, the role as setUserRole writes it. */
async function person(name: string, role: 'admin' | null): Promise<OwnStackClient> {
  const email = `${name}@schedules.test`;
  const user = await getAuth(own.admin).createUser({ email, password: PASSWORD });
  await adminDb().doc(paths.profile(user.uid)).set({ username: name, displayName: name });
  if (role) {
    await getAuth(own.admin).setCustomUserClaims(user.uid, { role });
    await adminDb().doc(`${paths.userRoles}/${user.uid}`).set({ role, updatedAt: new Date() });
  }
  return own.client(email, PASSWORD);
}

beforeAll(async () => {
  own = await startOwnStack('demo-schedules');
  [admin, member] = await Promise.all([person('queueadmin', 'admin'), person('queuemember', null)]);
});
afterAll(async () => {
  await own?.stop();
});

const adminDb = () => getFirestore(own.admin);

/** A callable's refusal: its code (without `functions/`) and details. */
async function refusalOf(call: Promise<unknown>) {
  const error = await call.then(
    () => new Error('the call succeeded'),
    (reason: unknown) => reason,
  );
  if (!(error instanceof FunctionsError)) throw error;
  return { code: error.code.replace('functions/', ''), details: error.details };
}

const draft = (title: string) => ({
  title,
  description: 'Queued for the schedule.',
  options: ['Yes', 'No'],
});

async function queue(
  kind: 'daily' | 'weekly',
  title: string,
  status: 'queued' | 'draft' = 'queued',
) {
  const { itemId } = (await admin.call('saveQueuedPoll', {
    itemId: null,
    kind,
    status,
    ...draft(title),
  })) as { itemId: string };
  return itemId;
}

/** Runs openScheduledPolls as Cloud Scheduler does at 00:00 UTC of `day`. */
const runScheduleOn = (day: string) =>
  own.runSchedule('openScheduledPolls', `${day}T00:00:00.000Z`);

const poll = async (id: string) => (await adminDb().doc(paths.poll(id)).get()).data();
const queuedTitles = async (kind: 'daily' | 'weekly') =>
  (
    await adminDb().collection(paths.pollQueue).where('kind', '==', kind).orderBy('position').get()
  ).docs.map((item) => item.get('content.title') as string);

describe('saveQueuedPoll', () => {
  it('refuses members and bad drafts with the poll form’s toasts, queueing nothing', async () => {
    const before = await queuedTitles('daily');
    const refused = await refusalOf(
      member.call('saveQueuedPoll', {
        itemId: null,
        kind: 'daily',
        status: 'queued',
        ...draft('Mine'),
      }),
    );
    expect(refused.code).toBe('permission-denied');
    const bad = await refusalOf(
      admin.call('saveQueuedPoll', {
        itemId: null,
        kind: 'daily',
        status: 'queued',
        ...draft('One option'),
        options: ['Only'],
      }),
    );
    expect({ code: bad.code, details: bad.details }).toEqual({
      code: 'invalid-argument',
      details: POLL_TOASTS.missingInformation,
    });
    expect(await queuedTitles('daily')).toEqual(before);
  });

  it('edits a queued poll in place, and refuses one no longer queued', async () => {
    const itemId = await queue('weekly', 'Before the edit', 'draft');
    await admin.call('saveQueuedPoll', {
      itemId,
      kind: 'weekly',
      status: 'draft',
      ...draft('After the edit'),
    });
    const item = await adminDb().doc(`${paths.pollQueue}/${itemId}`).get();
    expect(item.get('content.title')).toBe('After the edit');
    await admin.call('deleteQueueItem', { itemId });
    const gone = await refusalOf(
      admin.call('saveQueuedPoll', { itemId, kind: 'weekly', status: 'queued', ...draft('Again') }),
    );
    expect({ code: gone.code, details: gone.details }).toEqual({
      code: 'not-found',
      details: POLL_TOASTS.queuedPollNotFound,
    });
  });
});

describe('openScheduledPolls', () => {
  it('opens the next daily poll each day and the next weekly poll on Mondays, closing the ones before, once', async () => {
    await queue('daily', 'Sunday’s question');
    await queue('daily', 'Still a draft', 'draft');
    await queue('daily', 'Monday’s question');
    await queue('weekly', 'The week’s question');

    // Sunday 5 January 2020: a daily poll, no weekly one.
    await runScheduleOn('2020-01-05');
    expect(await poll('daily-2020-01-05')).toMatchObject({
      kind: 'daily',
      title: 'Sunday’s question',
      isActive: true,
      createdBy: admin.user.uid,
    });
    expect(await poll('weekly-2020-01-05')).toBeUndefined();

    // Monday: the next queued daily poll (the draft waits) and the week's; Sunday's closes.
    await runScheduleOn('2020-01-06');
    await runScheduleOn('2020-01-06');
    expect(await poll('daily-2020-01-06')).toMatchObject({
      title: 'Monday’s question',
      isActive: true,
    });
    expect(await poll('weekly-2020-01-06')).toMatchObject({
      kind: 'weekly',
      title: 'The week’s question',
      isActive: true,
    });
    expect(await poll('daily-2020-01-05')).toMatchObject({ isActive: false });
    // Closed when Monday's period began, not when the run came.
    const closedAt = (await poll('daily-2020-01-05'))?.closedAt as { toDate(): Date };
    expect(closedAt.toDate().toISOString()).toBe('2020-01-06T00:00:00.000Z');
    expect(await queuedTitles('daily')).toEqual(['Still a draft']);
    expect(await queuedTitles('weekly')).toEqual([]);
  });

  it('leaves the current poll open when the queue is empty, and tells admins two days ahead', async () => {
    await queue('daily', 'Tuesday’s question');
    // One left after Tuesday's opening is none for Wednesday: admins hear of it on Tuesday.
    await runScheduleOn('2020-01-07');
    expect(await poll('daily-2020-01-07')).toMatchObject({ isActive: true });
    const warned = await adminDb()
      .doc(`${paths.notifications(admin.user.uid)}/queue_daily_2020-01-07`)
      .get();
    expect(warned.data()).toMatchObject({
      type: 'schedule',
      title: 'Daily Poll Queue Running Out',
      message: 'No daily poll is queued for tomorrow: the current one stays open until one is.',
      read: false,
    });

    await runScheduleOn('2020-01-08');
    expect(await poll('daily-2020-01-08')).toBeUndefined();
    expect(await poll('daily-2020-01-07')).toMatchObject({ isActive: true });

    // Saturday with no weekly poll queued for Monday.
    await runScheduleOn('2020-01-11');
    const weekly = await adminDb()
      .doc(`${paths.notifications(admin.user.uid)}/queue_weekly_2020-01-11`)
      .get();
    expect(weekly.get('title')).toBe('Weekly Poll Queue Empty');
    // A member hears nothing of the staff's queue.
    const members = await adminDb().collection(paths.notifications(member.user.uid)).get();
    expect(members.docs.filter((doc) => doc.get('type') === 'schedule')).toEqual([]);
  });
});
