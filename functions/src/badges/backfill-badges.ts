// Grants the badges members earned before the badge existed (or before badges did): a schedule
// goes through every member in batches, by profile id, keeping its place in
// config/badgeBackfill after each batch, so a run cut short resumes where it stopped and a
// finished pass does nothing until the catalogue changes. Each run works for a bounded time:
// 100,000 members at a dozen reads each take a few runs, each logging its progress.
import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import {
  BADGE_IDS,
  BADGES,
  badgeBackfillSchema,
  paths,
  readStoredFields,
  type Badge,
  type BadgeFact,
} from '@salon/domain';
import { db } from '../shared/admin.js';
import { awardBadges } from './award-badges.js';
import { badgeBackfillRef } from './badge-refs.js';

const MEMBERS_PER_BATCH = 100;
/** Members evaluated at once within a batch: each is a dozen queries. */
const AT_ONCE = 10;
/** A run stops starting batches after this long, well within its 540 s timeout. */
const RUN_BUDGET_MS = 7 * 60 * 1000;

/** Every fact an automatic badge counts, once. Welcomes count from the day badges began. */
const BACKFILLED_FACTS: readonly BadgeFact[] = [
  ...new Set(
    BADGE_IDS.flatMap((id) => {
      const badge: Badge = BADGES[id];
      return badge.grantedBy === 'activity' && badge.fact !== 'newcomersWelcomed'
        ? [badge.fact]
        : [];
    }),
  ),
];

/**
 * What the pass is for: the automatic badges' ids and thresholds. When they change (a badge is
 * added), the finished pass no longer matches and a new one starts.
 */
const BACKFILL_CATALOGUE = BADGE_IDS.flatMap((id) => {
  const badge: Badge = BADGES[id];
  return badge.grantedBy === 'activity' ? [`${id}:${badge.fact}>=${badge.atLeast}`] : [];
}).join(',');

/** One batch from the stored place on; answers whether members remain. */
async function runBatch(): Promise<boolean> {
  const progress = readStoredFields(badgeBackfillSchema, (await badgeBackfillRef().get()).data(), [
    'catalogue',
    'finishedAt',
    'after',
    'membersDone',
    'badgesGranted',
  ]);
  const samePass = progress.catalogue === BACKFILL_CATALOGUE;
  if (samePass && progress.finishedAt) return false;
  const after = samePass ? (progress.after ?? null) : null;
  let members = db.collection(paths.profiles).orderBy(FieldPath.documentId());
  if (after) members = members.startAfter(after);
  const batch = await members.select().limit(MEMBERS_PER_BATCH).get();
  let granted = 0;
  for (let start = 0; start < batch.size; start += AT_ONCE) {
    const some = batch.docs.slice(start, start + AT_ONCE);
    const grants = await Promise.all(
      some.map((member) => awardBadges(member.id, BACKFILLED_FACTS)),
    );
    granted += grants.reduce((sum, ids) => sum + ids.length, 0);
  }
  const done = batch.size < MEMBERS_PER_BATCH;
  const membersDone = (samePass ? (progress.membersDone ?? 0) : 0) + batch.size;
  const badgesGranted = (samePass ? (progress.badgesGranted ?? 0) : 0) + granted;
  await badgeBackfillRef().set({
    catalogue: BACKFILL_CATALOGUE,
    after: batch.docs.at(-1)?.id ?? after,
    membersDone,
    badgesGranted,
    finishedAt: done ? FieldValue.serverTimestamp() : null,
    updatedAt: FieldValue.serverTimestamp(),
  });
  logger.info(
    `badge backfill: ${membersDone} members done, ${badgesGranted} badges granted${done ? ', finished' : ''}`,
  );
  return !done;
}

export const backfillBadges = onSchedule(
  { schedule: 'every 10 minutes', timeoutSeconds: 540 },
  async () => {
    const started = Date.now();
    while (Date.now() - started < RUN_BUDGET_MS && (await runBatch()));
  },
);
