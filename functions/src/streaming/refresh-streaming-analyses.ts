// The daily refresh (the design card): every connected member's analysis again, so profiles
// show the last six months without anyone pressing Analyze. Members are read in pages of
// REFRESH_PAGE_SIZE tokens documents (one per connected member, by id), each page analysed with
// at most REFRESH_CONCURRENCY members at once; a member's failure is logged and the run goes on.
// Idempotent: a member analysed in the last FRESH_FOR_MS is skipped, so a retried or doubled run
// asks the provider nothing twice.
import { FieldPath, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { paths, readStoredFields, streamingTokensSchema } from '@salon/domain';
import { db } from '../shared/admin.js';
import { analyseMember } from './analyse-member.js';
import { providerConfig, spotifyClientSecret, type ProviderConfig } from './config.js';

const REFRESH_PAGE_SIZE = 100;
/** Parallel members: keeps the run well inside the provider's rate limit. */
const REFRESH_CONCURRENCY = 4;
/** Analysed this recently counts as done today. */
const FRESH_FOR_MS = 20 * 60 * 60 * 1000;

interface RunTally {
  analysed: number;
  skipped: number;
  failed: number;
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function inPool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

async function refreshMember(
  config: ProviderConfig,
  member: QueryDocumentSnapshot,
  freshSince: number,
  tally: RunTally,
): Promise<void> {
  const { analysedAt } = readStoredFields(streamingTokensSchema, member.data(), ['analysedAt']);
  if (analysedAt && analysedAt.getTime() > freshSince) {
    tally.skipped += 1;
    return;
  }
  try {
    await analyseMember(config, member.id);
    tally.analysed += 1;
  } catch (error) {
    tally.failed += 1;
    logger.warn(`streaming refresh of ${member.id} failed`, { error: String(error) });
  }
}

async function refreshConnectedMembers(now: Date): Promise<RunTally> {
  const config = providerConfig();
  const freshSince = now.getTime() - FRESH_FOR_MS;
  const tally: RunTally = { analysed: 0, skipped: 0, failed: 0 };
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    let page = db
      .collection(paths.streamingTokens)
      .orderBy(FieldPath.documentId())
      .limit(REFRESH_PAGE_SIZE);
    if (after) page = page.startAfter(after);
    const { docs } = await page.get();
    await inPool(docs, REFRESH_CONCURRENCY, (member) =>
      refreshMember(config, member, freshSince, tally),
    );
    if (docs.length < REFRESH_PAGE_SIZE) return tally;
    after = docs[docs.length - 1];
  }
}

export const refreshStreamingAnalyses = onSchedule(
  {
    schedule: '0 4 * * *',
    timeZone: 'Etc/UTC',
    secrets: [spotifyClientSecret],
    timeoutSeconds: 540,
  },
  async (event) => {
    const tally = await refreshConnectedMembers(new Date(event.scheduleTime));
    logger.info('streaming refresh done', tally);
  },
);
