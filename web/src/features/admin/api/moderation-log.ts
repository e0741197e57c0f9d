// The Moderation Log tab's data: pages of `moderationLog`, newest first, each one indexed query
// (scope, then any of actor, action and member, then createdAt descending; every combination is in
// firestore.indexes.json). Moderators ask for the scope they may read (`reports`), admins for both;
// pages go on by cursor, never by offset.
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type Firestore,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import {
  MODERATION_LOG_PAGE_SIZE,
  moderationLogEntrySchema,
  paths,
  type ModerationAction,
  type ModerationLogEntry,
  type ModerationLogFilters,
} from '@salon/domain';
import { readItems, type WithId } from '../../../lib/documents';

export interface LogRow {
  readonly id: string;
  readonly createdAt: Date;
  readonly actorName: string;
  readonly action: ModerationAction;
  readonly target: string;
  readonly memberName: string | null;
  readonly reason: string;
  readonly detail: string;
}

export interface LogPage {
  readonly rows: readonly LogRow[];
  /** Where the next (older) page starts after; null when there is none. */
  readonly next: QueryDocumentSnapshot | null;
}

/** The uid of the member called `username` ("@" and case ignored); null when nobody is. */
export async function memberIdByUsername(
  firestore: Firestore,
  username: string,
): Promise<string | null> {
  const name = username.trim().replace(/^@/, '').toLowerCase();
  if (name === '' || name.includes('/')) return null;
  const claim = await getDoc(doc(firestore, paths.username(name)));
  const uid: unknown = claim.get('uid');
  return typeof uid === 'string' ? uid : null;
}

/** One page of entries the reader may see, newest first, after `after` (null: the newest). */
export async function readLogPage(
  firestore: Firestore,
  reader: { readonly isAdmin: boolean },
  filters: ModerationLogFilters,
  after: QueryDocumentSnapshot | null,
): Promise<LogPage> {
  const constraints: QueryConstraint[] = [
    reader.isAdmin ? where('scope', 'in', ['reports', 'admin']) : where('scope', '==', 'reports'),
  ];
  if (filters.actorId) constraints.push(where('actorId', '==', filters.actorId));
  if (filters.action) constraints.push(where('action', '==', filters.action));
  if (filters.memberId) constraints.push(where('memberId', '==', filters.memberId));
  constraints.push(orderBy('createdAt', 'desc'));
  if (after) constraints.push(startAfter(after));
  // One more than a page says whether an older page exists.
  constraints.push(limit(MODERATION_LOG_PAGE_SIZE + 1));
  const snapshot = await getDocs(query(collection(firestore, paths.moderationLog), ...constraints));
  const docs = snapshot.docs.slice(0, MODERATION_LOG_PAGE_SIZE);
  return {
    rows: readItems(moderationLogEntrySchema, docs, { lenient: true }).map(logRowOf),
    next: snapshot.docs.length > MODERATION_LOG_PAGE_SIZE ? (docs.at(-1) ?? null) : null,
  };
}

function logRowOf(entry: WithId<ModerationLogEntry>): LogRow {
  const { id, createdAt, actorName, action, target, memberName, reason, detail } = entry;
  return { id, createdAt, actorName, action, target, memberName, reason, detail };
}
