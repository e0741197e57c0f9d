// The versions an edit replaced, read by staff from a post's `revisions` (the rules refuse everyone
// else): shared by threads, thread replies and poll replies.
import {
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { paths, text, toDate } from '@salon/domain';

/** One earlier version: its title (threads only, else null), body and when an edit replaced it. */
export interface PostRevision {
  readonly id: string;
  readonly title: string | null;
  readonly body: string;
  readonly replacedAt: Date | null;
}

/** Some versions, newest first, and how to read the ones before them (null at the first). */
export interface RevisionPage {
  readonly revisions: readonly PostRevision[];
  readonly older: (() => Promise<RevisionPage>) | null;
}

/** Versions read at a time: a post edited more often shows the rest on demand. */
const REVISIONS_PAGE_SIZE = 10;

function revisionFromDoc(entry: QueryDocumentSnapshot): PostRevision {
  const data = entry.data();
  const title = text(data['title']);
  return {
    id: entry.id,
    title: title === '' ? null : title,
    body: text(data['body']),
    replacedAt: toDate(data['replacedAt']),
  };
}

/**
 * The newest versions of the post at `postPath` that edits replaced, REVISIONS_PAGE_SIZE at a
 * time (one more is read to know whether older ones remain). One field's order: no composite
 * index.
 */
export async function fetchPostRevisions(
  firestore: Firestore,
  postPath: string,
  after: QueryDocumentSnapshot | null = null,
): Promise<RevisionPage> {
  const revisions = collection(firestore, paths.postRevisions(postPath));
  const snapshot = await getDocs(
    query(
      revisions,
      orderBy('replacedAt', 'desc'),
      ...(after ? [startAfter(after)] : []),
      limit(REVISIONS_PAGE_SIZE + 1),
    ),
  );
  const shown = snapshot.docs.slice(0, REVISIONS_PAGE_SIZE);
  const last = shown.at(-1);
  return {
    revisions: shown.map(revisionFromDoc),
    older:
      snapshot.docs.length > REVISIONS_PAGE_SIZE && last
        ? () => fetchPostRevisions(firestore, postPath, last)
        : null,
  };
}
