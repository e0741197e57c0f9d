// Finishes deletions that stopped halfway (the callable timed out, an instance went away) and
// that the member did not run again: every quarter of an hour, the oldest few still marked
// "deleting" for longer than a callable may run are run again. Steps are idempotent, so a
// deletion that is in fact still running elsewhere only meets empty queries.
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { paths } from '@salon/domain';
import { db } from '../shared/admin.js';
import { deleteAccountData } from './account-deletion.js';

/** Longer than the callable's own timeout (540 s): a deletion this old is not running anymore. */
const STALLED_AFTER_MS = 10 * 60 * 1000;
const PER_RUN = 10;

export async function finishStalledDeletions(now: Date): Promise<number> {
  const stalled = await db
    .collection(paths.deletedMembers)
    .where('status', '==', 'deleting')
    .where('startedAt', '<=', Timestamp.fromMillis(now.getTime() - STALLED_AFTER_MS))
    .orderBy('startedAt')
    .limit(PER_RUN)
    .get();
  for (const marker of stalled.docs) {
    try {
      await deleteAccountData(marker.id);
    } catch (error) {
      logger.error(`account deletion of ${marker.id} failed again`, { error: String(error) });
    }
  }
  return stalled.size;
}

export const finishAccountDeletions = onSchedule(
  { schedule: 'every 15 minutes', timeoutSeconds: 540 },
  async (event) => {
    const finished = await finishStalledDeletions(new Date(event.scheduleTime));
    if (finished > 0) logger.info(`finished ${finished} stalled account deletions`);
  },
);
