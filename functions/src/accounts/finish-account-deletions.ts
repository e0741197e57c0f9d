// Finishes deletions that stopped halfway (the callable timed out, an instance went away) and
// that the member did not run again: every quarter of an hour, the oldest few still marked
// "deleting" for longer than a callable may run are run again. Steps are idempotent, so a
// deletion that is in fact still running elsewhere only meets empty queries. The same run sweeps
// finished deletions whose late-writes window has passed (account-deletion.ts).
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { paths } from '@salon/domain';
import { db } from '../shared/admin.js';
import { deleteAccountData, sweepDeletedAccount } from './account-deletion.js';

/** Longer than the callable's own timeout (540 s): a deletion this old is not running anymore. */
const STALLED_AFTER_MS = 10 * 60 * 1000;
const PER_RUN = 10;

async function finishStalledDeletions(now: Date): Promise<number> {
  const stalled = await db
    .collection(paths.deletedMembers)
    .where('status', '==', 'deleting')
    .where('startedAt', '<=', Timestamp.fromMillis(now.getTime() - STALLED_AFTER_MS))
    .orderBy('startedAt')
    .limit(PER_RUN)
    .get();
  return runEach(stalled.docs, deleteAccountData, 'account deletion');
}

/** Sweeps the oldest few finished deletions whose members can no longer write. */
async function sweepFinishedDeletions(now: Date): Promise<number> {
  const due = await db
    .collection(paths.deletedMembers)
    .where('sweepAfter', '<=', Timestamp.fromDate(now))
    .orderBy('sweepAfter')
    .limit(PER_RUN)
    .get();
  return runEach(due.docs, sweepDeletedAccount, 'sweep after the account deletion');
}

/** Runs `work` for each marker's member, logging a failure and going on; returns how many. */
async function runEach(
  markers: readonly { id: string }[],
  work: (uid: string) => Promise<void>,
  what: string,
): Promise<number> {
  for (const marker of markers) {
    try {
      await work(marker.id);
    } catch (error) {
      logger.error(`${what} of ${marker.id} failed`, { error: String(error) });
    }
  }
  return markers.length;
}

export const finishAccountDeletions = onSchedule(
  { schedule: 'every 15 minutes', timeoutSeconds: 540 },
  async (event) => {
    const now = new Date(event.scheduleTime);
    const finished = await finishStalledDeletions(now);
    if (finished > 0) logger.info(`finished ${finished} stalled account deletions`);
    const swept = await sweepFinishedDeletions(now);
    if (swept > 0) logger.info(`swept ${swept} deleted accounts for late writes`);
  },
);
