// The demo's badges (docs/badges.md). Most are earned by what the demo people did while the demo
// was seeded: the triggers grant First Post, First Reply, Trivia Streak and the rest as on the
// site. Then Clara, who founded the Salon, has her profile dated back over a year, and the
// backfill runs as its schedule would (granting her One Year in the Salon); Clara, the admin,
// grants the staff's badges; two members choose the badge shown beside their name.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { paths, type BadgeId } from '@salon/domain';
import type { CallableClient } from './callable-client.js';
import { demoPerson, type DemoUsername } from './demo-people.js';

const DAY_MS = 86_400_000;

/** Who joined over a year ago, and how long ago. */
const DEMO_FOUNDER: { username: DemoUsername; joinedDaysAgo: number } = {
  username: 'clara',
  joinedDaysAgo: 420,
};

/** The staff's badges the admin grants: Clara is a pianist, Felix a choral conductor. */
const DEMO_STAFF_BADGES: readonly { username: DemoUsername; badgeId: BadgeId }[] = [
  { username: 'clara', badgeId: 'performer' },
  { username: 'felix', badgeId: 'music-educator' },
];

/** The badge each of them shows beside their name in threads and replies. */
export const DEMO_FEATURED_BADGES: readonly { username: DemoUsername; badgeId: BadgeId }[] = [
  { username: 'clara', badgeId: 'performer' },
  { username: 'fanny', badgeId: 'first-post' },
];

export async function seedDemoBadges(
  db: Firestore,
  as: (username: DemoUsername) => CallableClient,
  runBackfill: () => Promise<void>,
  now: number,
): Promise<void> {
  await db.doc(paths.profile(demoPerson(DEMO_FOUNDER.username).uid)).update({
    createdAt: Timestamp.fromMillis(now - DEMO_FOUNDER.joinedDaysAgo * DAY_MS),
  });
  await runBackfill();
  for (const { username, badgeId } of DEMO_STAFF_BADGES) {
    await as('clara').call('grantBadge', { memberId: demoPerson(username).uid, badgeId });
  }
  for (const { username, badgeId } of DEMO_FEATURED_BADGES) {
    await as(username).call('featureBadge', { badgeId });
  }
}
