// One Year in the Salon: each day, the members who joined a year ago (within the last week of
// anniversaries, so a day the schedule did not run is caught up) are granted the badge. Members
// who joined earlier than that got it from the backfill. A page at a time: a day's anniversaries
// are a few hundred at most, and a page costs one read per member.
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { paths } from '@salon/domain';
import { db } from '../shared/admin.js';
import { awardBadges } from './award-badges.js';

const CATCH_UP_DAYS = 7;
const PAGE_SIZE = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The same moment a year before `now` (29 February falls back to 28 February). */
function aYearBefore(now: Date): Date {
  const then = new Date(now.getTime());
  then.setUTCFullYear(now.getUTCFullYear() - 1);
  if (then.getUTCDate() !== now.getUTCDate()) then.setUTCDate(0);
  return then;
}

export const grantAnniversaryBadges = onSchedule(
  { schedule: '30 0 * * *', timeZone: 'UTC', timeoutSeconds: 540 },
  async (event) => {
    const joinedBy = aYearBefore(new Date(event.scheduleTime));
    const joinedAfter = new Date(joinedBy.getTime() - CATCH_UP_DAYS * DAY_MS);
    const window = db
      .collection(paths.profiles)
      .where('createdAt', '>', Timestamp.fromDate(joinedAfter))
      .where('createdAt', '<=', Timestamp.fromDate(joinedBy))
      .orderBy('createdAt');
    let granted = 0;
    let page = await window.limit(PAGE_SIZE).get();
    while (!page.empty) {
      for (const member of page.docs) {
        granted += (await awardBadges(member.id, ['yearsAMember'])).length;
      }
      if (page.size < PAGE_SIZE) break;
      page = await window
        .startAfter(page.docs[page.size - 1]!)
        .limit(PAGE_SIZE)
        .get();
    }
    logger.info(`anniversary badges granted: ${granted}`);
  },
);
