// The demo's "My activity": members' saves, written as the site writes them (the Save
// toggle's documented shape), and the activity records' times moved into the past with the posts
// they record. The records themselves come from the functions' triggers, as on the site; only
// their times follow the backdating (demo-data.ts), so each tab reads as a history.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { activityRecordId, paths, type ActivityTarget } from '@salon/domain';
import { DEMO_SAVES } from './demo-content.js';
import { DEMO_PEOPLE, demoPerson } from './demo-people.js';

const HOUR_MS = 3_600_000;
/** How long after a post the demo's members react to it. */
const REACTED_AFTER_MS = 20 * 60_000;

/** Each demo save, at its time; `threadIds` maps content keys to the seeded thread ids. */
export async function seedDemoSaves(
  db: Firestore,
  threadIds: ReadonlyMap<string, string>,
  now: number,
): Promise<void> {
  const batch = db.batch();
  for (const save of DEMO_SAVES) {
    const threadId = threadIds.get(save.thread)!;
    batch.set(db.doc(paths.savedThread(demoPerson(save.by).uid, threadId)), {
      threadId,
      savedAt: Timestamp.fromMillis(now - save.hoursAgo * HOUR_MS),
    });
  }
  await batch.commit();
}

/** The thread or poll a post's path (`threads/T`, `threads/T/replies/R`, `polls/P/replies/R`) is in. */
function targetOf(postPath: string): ActivityTarget | null {
  const [collection, id] = postPath.split('/');
  if (!id) return null;
  if (collection === 'threads') return { kind: 'thread', threadId: id };
  if (collection === 'polls') return { kind: 'poll', pollId: id };
  return null;
}

type Times = Map<string, { startedAt?: Date; lastRepliedAt?: Date; reactedAt?: Date }>;

const latest = (a: Date | undefined, b: Date) => (a && a > b ? a : b);

/**
 * Sets each member's activity times from the backdated posts (`createdAt`: path to date): started
 * when the thread opened, replied at their newest reply, reacted a little after the newest post
 * they reacted to. Found as the site's own data says: `private/author` for what they wrote
 * (anonymous posts too) and `reactions` by `userId`.
 */
export async function backdateDemoActivity(
  db: Firestore,
  createdAt: ReadonlyMap<string, Date>,
  now: number,
): Promise<void> {
  const batch = db.batch();
  for (const person of DEMO_PEOPLE) {
    const times: Times = new Map();
    const timesOf = (target: ActivityTarget) => {
      const id = activityRecordId(target);
      if (!times.has(id)) times.set(id, {});
      return times.get(id)!;
    };
    const [authored, reactions] = await Promise.all([
      db.collectionGroup('private').where('authorId', '==', person.uid).get(),
      db.collectionGroup('reactions').where('userId', '==', person.uid).get(),
    ]);
    for (const author of authored.docs) {
      const postPath = author.ref.parent.parent!.path;
      const at = createdAt.get(postPath);
      const target = targetOf(postPath);
      if (!at || !target) continue;
      const entry = timesOf(target);
      if (postPath.includes('/replies/')) entry.lastRepliedAt = latest(entry.lastRepliedAt, at);
      else entry.startedAt = at;
    }
    for (const reaction of reactions.docs) {
      const threadId: unknown = reaction.get('threadId');
      const replyId: unknown = reaction.get('replyId');
      if (typeof threadId !== 'string') continue;
      const postPath =
        typeof replyId === 'string'
          ? `${paths.replies(threadId)}/${replyId}`
          : paths.thread(threadId);
      const posted = createdAt.get(postPath);
      if (!posted) continue;
      const at = new Date(Math.min(now, posted.getTime() + REACTED_AFTER_MS));
      const entry = timesOf({ kind: 'thread', threadId });
      entry.reactedAt = latest(entry.reactedAt, at);
    }
    for (const [recordId, fields] of times) {
      const changes = Object.fromEntries(
        Object.entries(fields).map(([field, date]) => [field, Timestamp.fromDate(date)]),
      );
      batch.update(db.doc(paths.activityRecord(person.uid, recordId)), changes);
    }
  }
  await batch.commit();
}
