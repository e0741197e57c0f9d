// A post members write (thread, thread reply, poll reply) and who wrote it. An anonymous post
// names nobody: its uid is only in `{post}/private/author`, which rules let the author and admins
// read. Every post has that document, anonymous or not, so ownership works the same for both.
import type { DocumentData, DocumentReference, WithFieldValue } from 'firebase-admin/firestore';
import { postAuthorSchema, readStoredFields } from '@salon/domain';
import { db } from './admin.js';
import { storedDoc, type Writes } from './stored.js';

/** The author fields stored on the post itself: no uid when anonymous. */
export function authorFields(uid: string, isAnonymous: boolean) {
  return isAnonymous
    ? { isAnonymous: true as const }
    : { isAnonymous: false as const, authorId: uid };
}

export const authorRefOf = (post: DocumentReference) =>
  storedDoc(postAuthorSchema, post.collection('private').doc('author'));

/** The two documents of a post, written by one batch or transaction. */
function writePost<Post extends DocumentData>(
  writer: Writes,
  post: DocumentReference<Post, Post>,
  fields: WithFieldValue<Post>,
  uid: string,
) {
  writer.create(post, fields);
  writer.create(authorRefOf(post), { authorId: uid });
}

/**
 * Creates the post and its `private/author` together, so neither exists without the other, with
 * what `alsoWrite` adds to the same batch (a discussion's poll).
 */
export async function createAuthoredPost<Post extends DocumentData>(
  post: DocumentReference<Post, Post>,
  fields: NoInfer<WithFieldValue<Post>>,
  uid: string,
  alsoWrite?: (batch: Writes) => void,
): Promise<void> {
  const batch = db.batch();
  writePost(batch, post, fields, uid);
  alsoWrite?.(batch);
  await batch.commit();
}

/**
 * Creates a post inside `container` (the thread a reply answers) only while the container
 * exists, in one transaction: a reply racing its thread's deletion is refused, not left behind
 * after the clean-up. False when the container is gone.
 */
export function createAuthoredPostWithin<Post extends DocumentData>(
  container: DocumentReference,
  post: DocumentReference<Post, Post>,
  fields: NoInfer<WithFieldValue<Post>>,
  uid: string,
): Promise<boolean> {
  return db.runTransaction(async (transaction) => {
    if (!(await transaction.get(container)).exists) return false;
    writePost(transaction, post, fields, uid);
    return true;
  });
}

/** The uid in a post's `private/author`, or null when there is none. */
export async function authorIdOf(post: DocumentReference): Promise<string | null> {
  const author = (await authorRefOf(post).get()).data();
  return readStoredFields(postAuthorSchema, author, ['authorId']).authorId ?? null;
}
