// What a member has done, counted for the badges (BadgeFacts in domain/src/badges/catalogue.ts):
// each fact read by an aggregation over an indexed query or from a document a trigger already
// keeps, so a fact costs one read (a count reads one per thousand entries) and nothing new has to
// be counted for badges except who welcomed whom (welcomes/{threadId}). Only named posts count.
import type { DocumentData, Query } from 'firebase-admin/firestore';
import {
  paths,
  profileCompleteFact,
  profileSchema,
  readStoredFields,
  wholeYearsBetween,
  type BadgeFact,
  type BadgeFacts,
} from '@salon/domain';
import { db } from '../shared/admin.js';

const count = async (query: Query) => (await query.count().get()).data().count;

/** The largest value of `field` among the query's documents (0 when none). */
async function largest(query: Query, field: string): Promise<number> {
  const top = await query.orderBy(field, 'desc').limit(1).get();
  const value: unknown = top.docs[0]?.get(field);
  return typeof value === 'number' ? value : 0;
}

/** The larger of a field on the member's threads and on their replies (reactions' counts). */
async function mostOnOnePost(uid: string, field: string): Promise<number> {
  const [onThreads, onReplies] = await Promise.all([
    largest(db.collection(paths.threads).where('authorId', '==', uid), field),
    largest(db.collectionGroup('replies').where('authorId', '==', uid), field),
  ]);
  return Math.max(onThreads, onReplies);
}

const numberIn = async (path: string, field: string) => {
  const value: unknown = (await db.doc(path).get()).get(field);
  return typeof value === 'number' ? value : 0;
};

/** A streaming section holds an analysis: the provider's, or an imported history's. */
export function hasListeningAnalysis(section: DocumentData | undefined): boolean {
  return section?.['spotify'] != null || section?.['history'] != null;
}

const nonEmptyText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** A section document counts as filled with any text in it; a collection with any item. */
async function sectionsFilled(uid: string): Promise<number> {
  const [details, preferences, ...collections] = await Promise.all([
    db.doc(paths.profileDetails(uid)).get(),
    db.doc(paths.preferences(uid)).get(),
    ...[paths.favoriteRecordings, paths.concerts, paths.albums, paths.clips].map((path) =>
      db.collection(path(uid)).limit(1).get(),
    ),
  ]);
  const filledDocuments = [details, preferences].filter((section) =>
    Object.values(section.data() ?? {}).some(nonEmptyText),
  ).length;
  return filledDocuments + collections.filter((items) => !items.empty).length;
}

async function profileComplete(uid: string): Promise<number> {
  const card = (await db.doc(paths.profile(uid)).get()).data();
  const { avatar, bio } = readStoredFields(profileSchema, card, ['avatar', 'bio']);
  return profileCompleteFact({
    hasPicture: avatar != null,
    hasBio: nonEmptyText(bio),
    sectionsFilled: await sectionsFilled(uid),
  });
}

async function yearsAMember(uid: string): Promise<number> {
  const card = (await db.doc(paths.profile(uid)).get()).data();
  const { createdAt } = readStoredFields(profileSchema, card, ['createdAt']);
  return createdAt === undefined ? 0 : wholeYearsBetween(createdAt, new Date());
}

const READERS: Readonly<Record<BadgeFact, (uid: string) => Promise<number>>> = {
  discussionsStarted: (uid) => count(db.collection(paths.threads).where('authorId', '==', uid)),
  repliesPosted: (uid) => count(db.collectionGroup('replies').where('authorId', '==', uid)),
  discussionsRead: (uid) => count(db.collectionGroup('views').where('userId', '==', uid)),
  newcomersWelcomed: (uid) => count(db.collection(paths.welcomes).where('memberId', '==', uid)),
  mostApplause: (uid) => mostOnOnePost(uid, 'reactionCounts.applause'),
  mostBravos: (uid) => mostOnOnePost(uid, 'reactionCounts.bravo'),
  bestTriviaStreak: (uid) => numberIn(paths.triviaMemberStats(uid), 'bestStreak'),
  friends: (uid) => numberIn(paths.profileStats(uid), 'friendCount'),
  followers: (uid) => numberIn(paths.profileStats(uid), 'followerCount'),
  streamingAnalysed: async (uid) =>
    hasListeningAnalysis((await db.doc(paths.streamingAnalysis(uid)).get()).data()) ? 1 : 0,
  profileComplete,
  pollsMade: (uid) =>
    count(
      db.collection(paths.polls).where('createdBy', '==', uid).where('kind', '==', 'discussion'),
    ),
  yearsAMember,
};

/** The member's `facts`, each read now. */
export async function readFacts(
  uid: string,
  facts: readonly BadgeFact[],
): Promise<Partial<BadgeFacts>> {
  const values = await Promise.all(facts.map((fact) => READERS[fact](uid)));
  return Object.fromEntries(facts.map((fact, index) => [fact, values[index]]));
}
