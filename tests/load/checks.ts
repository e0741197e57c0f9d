// What the load run checks once its triggers have drained: every write a member saw acknowledged
// is there, and every counter the app shows equals an aggregation count of the documents it
// counts (docs/data-model.md: a thread's replies and reactions, a reply's reactions, the daily
// poll's votes, a member's followers, followings and friends).
import { isDeepStrictEqual } from 'node:util';
import type { Firestore, Query } from 'firebase-admin/firestore';
import { paths, REACTION_TYPES } from '@salon/domain';

/** A document a member's acknowledged write left, or removed (a reaction toggled off). */
export interface ExpectedDocument {
  readonly path: string;
  readonly present: boolean;
  /** Fields it must hold as written (a ballot's options). */
  readonly fields?: Readonly<Record<string, unknown>>;
}

/** How each expected document differs from what is stored (undefined: no document). */
export function writesNotFound(
  expected: readonly ExpectedDocument[],
  stored: ReadonlyMap<string, Record<string, unknown> | undefined>,
): string[] {
  return expected.flatMap((write) => {
    const data = stored.get(write.path);
    if (!write.present) return data === undefined ? [] : [`${write.path} was removed but stands`];
    if (data === undefined) return [`${write.path} is missing`];
    return Object.entries(write.fields ?? {}).flatMap(([field, value]) =>
      isDeepStrictEqual(data[field], value)
        ? []
        : [
            `${write.path} ${field} is ${JSON.stringify(data[field])}, not ${JSON.stringify(value)}`,
          ],
    );
  });
}

export async function missingWrites(
  db: Firestore,
  expected: readonly ExpectedDocument[],
): Promise<string[]> {
  const stored = new Map<string, Record<string, unknown> | undefined>();
  for (let start = 0; start < expected.length; start += 200) {
    const refs = expected.slice(start, start + 200).map((write) => db.doc(write.path));
    for (const snapshot of await db.getAll(...refs)) stored.set(snapshot.ref.path, snapshot.data());
  }
  return writesNotFound(expected, stored);
}

/** A number the app shows: a field (a dotted path) of one document. */
export interface ShownCounter {
  readonly document: string;
  readonly field: string;
}

/**
 * The counter as the app reads it: the one place that knows how, so that a counter moved to
 * shards would be read as their sum here and nowhere else. None is sharded: the crowd's counters
 * are folded into their documents' own fields (docs/data-model.md, "Folded counters"), which the
 * app reads as before, and the run reads them once the folds have drained with the triggers.
 */
export async function readCounter(db: Firestore, counter: ShownCounter): Promise<number> {
  const value: unknown = (await db.doc(counter.document).get()).get(counter.field);
  // A counter nobody has moved yet is absent (profileStats before a first follow): the app shows 0.
  return typeof value === 'number' ? value : 0;
}

export interface CounterCheck {
  readonly counter: ShownCounter;
  /** How many documents it counts, by aggregation. */
  readonly count: () => Promise<number>;
}

/** Each counter that differs from its count, as `document field: shown, counted`. */
export async function wrongCounters(
  checks: readonly CounterCheck[],
  read: (counter: ShownCounter) => Promise<number>,
  concurrency = 16,
): Promise<string[]> {
  const wrong: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < checks.length) {
      const { counter, count } = checks[next++]!;
      const [shown, counted] = await Promise.all([read(counter), count()]);
      if (shown !== counted) {
        wrong.push(`${counter.document} ${counter.field}: shows ${shown}, counts ${counted}`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return wrong.sort();
}

const counted = (query: Query) => async () => (await query.count().get()).data().count;

/** The counters the app shows for the run's threads, their replies, the poll and the members. */
export async function countersOfRun(
  db: Firestore,
  run: { readonly pollId: string; readonly memberIds: readonly string[] },
): Promise<CounterCheck[]> {
  const checks: CounterCheck[] = [];
  const threads = await db.collection(paths.threads).select().get();
  for (const thread of threads.docs) {
    const reactions = db.collection(paths.reactions(thread.id));
    const replies = await db.collection(paths.replies(thread.id)).select().get();
    checks.push({
      counter: { document: thread.ref.path, field: 'replyCount' },
      count: counted(db.collection(paths.replies(thread.id))),
    });
    for (const [document, replyId] of [
      [thread.ref.path, null] as const,
      ...replies.docs.map((reply) => [reply.ref.path, reply.id] as const),
    ]) {
      const onTarget = reactions.where('replyId', '==', replyId);
      checks.push({ counter: { document, field: 'reactionCount' }, count: counted(onTarget) });
      for (const type of REACTION_TYPES) {
        checks.push({
          counter: { document, field: `reactionCounts.${type}` },
          count: counted(onTarget.where('reactionType', '==', type)),
        });
      }
    }
  }
  const poll = await db.doc(paths.poll(run.pollId)).get();
  const votes = db.collection(paths.pollVotes(run.pollId));
  checks.push({ counter: { document: poll.ref.path, field: 'totalVotes' }, count: counted(votes) });
  for (const optionId of Object.keys((poll.get('voteCounts') as object | undefined) ?? {})) {
    checks.push({
      counter: { document: poll.ref.path, field: `voteCounts.${optionId}` },
      count: counted(votes.where('optionIds', 'array-contains', optionId)),
    });
  }
  const follows = db.collection(paths.follows);
  const friendships = db.collection(paths.friendships).where('status', '==', 'accepted');
  for (const uid of run.memberIds) {
    const document = paths.profileStats(uid);
    checks.push(
      {
        counter: { document, field: 'followerCount' },
        count: counted(follows.where('followingId', '==', uid)),
      },
      {
        counter: { document, field: 'followingCount' },
        count: counted(follows.where('followerId', '==', uid)),
      },
      {
        counter: { document, field: 'friendCount' },
        count: async () =>
          (await counted(friendships.where('requesterId', '==', uid))()) +
          (await counted(friendships.where('addresseeId', '==', uid))()),
      },
    );
  }
  return checks;
}
