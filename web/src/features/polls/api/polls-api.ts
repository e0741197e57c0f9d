// The polls' one data-access module: the Salon's daily poll, a discussion's poll, the member's
// ballot and the callables (a daily poll's replies are features/discussion's). Plain functions taking the app's FirebaseServices
// first (docs/decisions.md, "One data-access style"). Query shapes follow docs/data-model.md
// ("Poll queries").
import {
  collection,
  doc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  where,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import {
  paths,
  PAST_POLLS_PAGE_SIZE,
  POLL_QUEUE_PAGE_SIZE,
  type DiscussionPollInput,
} from '@salon/domain';
import { callFunction } from '../../../lib/call-function';
import type { FirebaseServices } from '../../../lib/firebase-services';
import { ESTIMATED_TIMESTAMPS } from '../../../lib/documents';
import { writeWithBudget } from '../../../lib/write-budget';
import { pollFromDoc, queuedPollFromDoc } from './documents';
import type { PollDraftInput, PollItem, QueuedPoll, Unsubscribe } from './types';

/** The newest active poll of a kind, or null ("No polls available"), live. */
export function subscribeToActivePoll(
  { firestore }: FirebaseServices,
  kind: 'daily' | 'weekly',
  onPoll: (poll: PollItem | null) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return onSnapshot(
    query(
      collection(firestore, paths.polls),
      where('kind', '==', kind),
      where('isActive', '==', true),
      orderBy('createdAt', 'desc'),
      limit(1),
    ),
    (snapshot) => {
      const newest = snapshot.docs[0];
      onPoll(newest ? pollFromDoc(newest.id, newest.data(ESTIMATED_TIMESTAMPS)) : null);
    },
    onError,
  );
}

/** One poll (a discussion's), or null once it is gone, live. */
export function subscribeToPoll(
  { firestore }: FirebaseServices,
  pollId: string,
  onPoll: (poll: PollItem | null) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return onSnapshot(
    doc(firestore, paths.poll(pollId)),
    (snapshot) =>
      onPoll(
        snapshot.exists() ? pollFromDoc(snapshot.id, snapshot.data(ESTIMATED_TIMESTAMPS)) : null,
      ),
    onError,
  );
}

/** The options the member's ballot names in this poll, or null before voting, live. */
export function subscribeToOwnVote(
  { firestore }: FirebaseServices,
  pollId: string,
  uid: string,
  onVote: (optionIds: readonly string[] | null) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return onSnapshot(
    doc(firestore, paths.pollVote(pollId, uid)),
    (snapshot) => {
      const optionIds: unknown = snapshot.get('optionIds');
      const named = Array.isArray(optionIds)
        ? optionIds.filter((id): id is string => typeof id === 'string')
        : [];
      onVote(named.length > 0 ? named : null);
    },
    onError,
  );
}

/**
 * Casts or changes the member's one ballot (an upsert keyed on poll and member), taking one of
 * their vote budget (rate limit: "Slow Down" when spent).
 */
export async function castVote(
  { firestore }: FirebaseServices,
  pollId: string,
  uid: string,
  optionIds: readonly string[],
): Promise<void> {
  await writeWithBudget(firestore, uid, 'vote', (transaction) => {
    transaction.set(doc(firestore, paths.pollVote(pollId, uid)), {
      pollId,
      optionIds: [...optionIds],
      userId: uid,
      votedAt: serverTimestamp(),
    });
  });
}

/** How many polls the admin area lists: the rules bound every poll list (50 is a season of them). */
const ADMIN_POLL_LIST_LIMIT = 50;

/** The newest ADMIN_POLL_LIST_LIMIT staff polls, newest first, live (the admin area). */
export function subscribeToAllPolls(
  { firestore }: FirebaseServices,
  onPolls: (polls: readonly PollItem[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return onSnapshot(
    query(
      collection(firestore, paths.polls),
      where('kind', 'in', ['daily', 'weekly']),
      orderBy('createdAt', 'desc'),
      limit(ADMIN_POLL_LIST_LIMIT),
    ),
    (snapshot) =>
      onPolls(
        snapshot.docs.map((entry) => pollFromDoc(entry.id, entry.data(ESTIMATED_TIMESTAMPS))),
      ),
    onError,
  );
}

/**
 * The queue of one schedule (admins; the rules refuse anyone else), first to open first, live:
 * its first POLL_QUEUE_PAGE_SIZE, months of polls.
 */
export function subscribeToPollQueue(
  { firestore }: FirebaseServices,
  kind: 'daily' | 'weekly',
  onItems: (items: readonly QueuedPoll[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return onSnapshot(
    query(
      collection(firestore, paths.pollQueue),
      where('kind', '==', kind),
      orderBy('position'),
      limit(POLL_QUEUE_PAGE_SIZE),
    ),
    (snapshot) => onItems(snapshot.docs.map((entry) => queuedPollFromDoc(entry.id, entry.data()))),
    onError,
  );
}

/** Queues a poll for a schedule, last in its queue, or rewrites a queued one (`itemId`). */
export async function saveQueuedPoll(
  services: FirebaseServices,
  item: { itemId: string | null; kind: 'daily' | 'weekly'; status: 'draft' | 'queued' },
  draft: PollDraftInput,
): Promise<void> {
  await callFunction(services, 'saveQueuedPoll', {
    ...item,
    ...draft,
    options: [...draft.options],
  });
}

/** A page of past polls and where the next starts (null: this was the last). */
export interface PastPollsPage {
  readonly polls: readonly PollItem[];
  readonly next: QueryDocumentSnapshot | null;
}

/**
 * One page of the Salon's closed polls (the day's and the week's), most recently closed first,
 * after `after` (a page's `next`). One more than the page is read to know whether another follows.
 */
export async function readPastPolls(
  { firestore }: FirebaseServices,
  after: QueryDocumentSnapshot | null,
): Promise<PastPollsPage> {
  const snapshot = await getDocs(
    query(
      collection(firestore, paths.polls),
      where('kind', 'in', ['daily', 'weekly']),
      where('isActive', '==', false),
      orderBy('closedAt', 'desc'),
      ...(after ? [startAfter(after)] : []),
      limit(PAST_POLLS_PAGE_SIZE + 1),
    ),
  );
  const shown = snapshot.docs.slice(0, PAST_POLLS_PAGE_SIZE);
  return {
    polls: shown.map((entry) => pollFromDoc(entry.id, entry.data(ESTIMATED_TIMESTAMPS))),
    next: snapshot.docs.length > PAST_POLLS_PAGE_SIZE ? (shown.at(-1) ?? null) : null,
  };
}

/** Opens a poll (staff only); resolves to its id. */
export async function createPoll(
  services: FirebaseServices,
  draft: PollDraftInput,
): Promise<string> {
  return (await callFunction(services, 'createPoll', { ...draft, options: [...draft.options] }))
    .pollId;
}

/** The discussion's author rewrites its poll (refused once someone has voted or it closed). */
export async function editPoll(
  services: FirebaseServices,
  pollId: string,
  poll: DiscussionPollInput,
): Promise<void> {
  await callFunction(services, 'editPoll', { pollId, ...poll, options: [...poll.options] });
}

export async function closePoll(services: FirebaseServices, pollId: string): Promise<void> {
  await callFunction(services, 'closePoll', { pollId });
}
