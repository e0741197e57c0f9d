// The member's own activity, a page at a time, newest first ("My activity"): one query per page on
// their activity records (Started, Replied, Reacted) or their saves, ordered by the tab's time
// field (a single-field index: a record without the field is not in that tab), bounded by `limit`
// as the rules require; then one read per shown entry for its title. A discussion deleted meanwhile
// is left out (its clean-up removes the records soon after).
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  type DocumentData,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { ESTIMATED_TIMESTAMPS } from '../../../lib/documents';
import {
  ACTIVITY_PAGE_SIZE,
  ACTIVITY_TAB_FIELDS,
  paths,
  repliesAnonymity,
  type ActivityTab,
  type AnonymousMark,
  dateOrEpoch,
} from '@salon/domain';

export interface ActivityEntry {
  /** The record's or the save's id: unique within a tab. */
  readonly key: string;
  readonly kind: 'thread' | 'poll';
  /** The thread's or poll's id. */
  readonly targetId: string;
  readonly title: string;
  /** A poll still open, shown in the Salon; a closed one has no page to link to. */
  readonly isOpenPoll: boolean;
  /** When the member did what the tab lists (the newest time for replies and reactions). */
  readonly at: Date;
  /** Whether the member posted it anonymously (Started, Replied): marked for them alone. */
  readonly anonymous: AnonymousMark;
}

/** Where the next page starts; opaque to the screens. */
export type ActivityCursor = QueryDocumentSnapshot;

export interface ActivityPage {
  readonly entries: readonly ActivityEntry[];
  /** Pass it back for the next page; null when this page is the last. */
  readonly next: ActivityCursor | null;
}

/** Read with estimated server timestamps, so only an odd document lacks a time: the oldest. */

function anonymityOf(tab: ActivityTab, data: DocumentData): AnonymousMark {
  if (tab === 'started') return data.startedAnonymously === true ? 'all' : 'none';
  if (tab === 'replied') return repliesAnonymity(data);
  return 'none';
}

/** The entry of one record or save, with its discussion's or poll's title; null when it is gone. */
async function entryOf(
  firestore: Firestore,
  tab: ActivityTab,
  snapshot: QueryDocumentSnapshot,
): Promise<ActivityEntry | null> {
  const data = snapshot.data(ESTIMATED_TIMESTAMPS);
  const pollId: unknown = data.pollId;
  const threadId: unknown = data.threadId;
  const target =
    typeof threadId === 'string'
      ? ({ kind: 'thread', targetId: threadId, path: paths.thread(threadId) } as const)
      : typeof pollId === 'string'
        ? ({ kind: 'poll', targetId: pollId, path: paths.poll(pollId) } as const)
        : null;
  if (target === null) return null;
  const about = await getDoc(doc(firestore, target.path));
  const title: unknown = about.get('title');
  if (!about.exists() || typeof title !== 'string') return null;
  return {
    key: snapshot.id,
    kind: target.kind,
    targetId: target.targetId,
    title,
    isOpenPoll: target.kind === 'poll' && about.get('isActive') === true,
    at: dateOrEpoch(data[ACTIVITY_TAB_FIELDS[tab]]),
    anonymous: anonymityOf(tab, data),
  };
}

/** One page of `tab` for member `uid` (the signed-in member: the rules refuse anyone else). */
export async function readActivityPage(
  firestore: Firestore,
  uid: string,
  tab: ActivityTab,
  after: ActivityCursor | null = null,
): Promise<ActivityPage> {
  const collectionPath = tab === 'saved' ? paths.savedThreads(uid) : paths.activityRecords(uid);
  const snapshot = await getDocs(
    query(
      collection(firestore, collectionPath),
      orderBy(ACTIVITY_TAB_FIELDS[tab], 'desc'),
      ...(after ? [startAfter(after)] : []),
      limit(ACTIVITY_PAGE_SIZE + 1),
    ),
  );
  const shown = snapshot.docs.slice(0, ACTIVITY_PAGE_SIZE);
  const entries = await Promise.all(shown.map((entry) => entryOf(firestore, tab, entry)));
  return {
    entries: entries.filter((entry): entry is ActivityEntry => entry !== null),
    next: snapshot.docs.length > ACTIVITY_PAGE_SIZE ? (shown.at(-1) ?? null) : null,
  };
}
