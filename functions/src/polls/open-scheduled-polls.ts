// At 00:00 UTC the first queued daily poll (lowest position; drafts wait) opens as the day's
// poll, dated from the day's start, and closes every poll of its kind opened before that; on
// Mondays the first queued weekly poll does the same for the week's. A poll opened by the
// schedule is called `{kind}-{YYYY-MM-DD}`, so a second run the same day (a retry, two
// schedulers) finds it and changes nothing. An empty queue leaves the current poll open. Admins
// are told two days ahead when a queue is about to run dry.
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import {
  paths,
  pollSchema,
  triviaDayKey,
  readStoredFields,
  staffPollQueueItemSchema,
} from '@salon/domain';
import { storedCollection } from '../shared/stored.js';
import { sendNotification } from '../notifications/send-notification.js';
import { queueItems } from '../poll-queue/queue-refs.js';
import { db } from '../shared/admin.js';
import { staffPollFields } from './new-poll-fields.js';
import { pollRef } from './poll-refs.js';

type ScheduledKind = 'daily' | 'weekly';

const MONDAY = 1;
const SATURDAY = 6;

const queued = (kind: ScheduledKind) =>
  queueItems().where('kind', '==', kind).where('status', '==', 'queued');

/** Opens `kind`'s poll for the period starting on `dayKey`, unless open already. */
async function openScheduledPoll(
  kind: ScheduledKind,
  dayKey: string,
): Promise<'opened' | 'already open' | 'empty'> {
  const poll = pollRef(`${kind}-${dayKey}`);
  const periodStart = new Date(`${dayKey}T00:00:00Z`);
  return db.runTransaction(async (transaction) => {
    const [current, head, open] = await Promise.all([
      transaction.get(poll),
      transaction.get(queued(kind).orderBy('position').limit(1)),
      transaction.get(
        storedCollection(pollSchema, paths.polls)
          .where('kind', '==', kind)
          .where('isActive', '==', true)
          .where('createdAt', '<', periodStart)
          .orderBy('createdAt', 'desc')
          .limit(10),
      ),
    ]);
    if (current.exists) return 'already open';
    const item = head.docs[0];
    if (!item) return 'empty';
    // The period before ended when this one began, however late the run.
    for (const previous of open.docs) {
      transaction.update(previous.ref, { isActive: false, closedAt: periodStart });
    }
    const { content, createdBy = null } = readStoredFields(staffPollQueueItemSchema, item.data(), [
      'content',
      'createdBy',
    ]);
    if (content === undefined) throw new Error(`Queued poll ${item.id} has no content`);
    transaction.create(poll, staffPollFields(kind, content, createdBy, periodStart));
    transaction.delete(item.ref);
    return 'opened';
  });
}

/**
 * Tells admins, once per day and queue, when the next openings have nothing to open: the daily
 * queue holding fewer than two polls (tomorrow's and the day after's), the weekly queue empty on
 * the Saturday before its Monday.
 */
async function warnOfQueuesRunningDry(day: Date): Promise<void> {
  const dayKey = triviaDayKey(day);
  const dailyLeft = (await queued('daily').limit(2).get()).size;
  const warnings: { queue: ScheduledKind; left: number }[] = [];
  if (dailyLeft < 2) warnings.push({ queue: 'daily', left: dailyLeft });
  if (day.getUTCDay() === SATURDAY && (await queued('weekly').limit(1).get()).empty) {
    warnings.push({ queue: 'weekly', left: 0 });
  }
  if (warnings.length === 0) return;
  const admins = await db.collection(paths.userRoles).where('role', '==', 'admin').get();
  for (const { queue, left } of warnings) {
    for (const admin of admins.docs) {
      await sendNotification({
        recipientId: admin.id,
        notificationId: `queue_${queue}_${dayKey}`,
        event: { kind: 'queue_running_dry', queue, left },
        actorId: null,
        data: { queueKind: queue },
      });
    }
  }
}

/** One run of the schedule for the UTC day `day` falls in. */
async function runPollSchedule(day: Date): Promise<void> {
  const dayKey = triviaDayKey(day);
  const daily = await openScheduledPoll('daily', dayKey);
  logger.info(`daily poll of ${dayKey}: ${daily}`);
  if (day.getUTCDay() === MONDAY) {
    const weekly = await openScheduledPoll('weekly', dayKey);
    logger.info(`weekly poll of the week of ${dayKey}: ${weekly}`);
  }
  await warnOfQueuesRunningDry(day);
}

export const openScheduledPolls = onSchedule(
  { schedule: '0 0 * * *', timeZone: 'UTC' },
  async (event) => {
    await runPollSchedule(new Date(event.scheduleTime));
  },
);
