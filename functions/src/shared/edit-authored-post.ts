// An author's edit of their own post (thread, thread reply or poll reply; issue 31), in one
// transaction: the post is still there and the caller's by its `private/author` (so anonymous
// posts are owned as named ones are, and nobody, admins included, rewrites another's post), the
// version it replaces goes to its `revisions` (staff only, naming nobody), and `editedAt` is set.
// Only the text and what derives from it change: anonymity, counters and the post's place stay.
import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { paths, POST_EDIT_MESSAGES } from '@salon/domain';
import { db } from './admin.js';
import { authorRefOf } from './authored-post.js';

export interface PostEdit {
  readonly post: DocumentReference;
  /** The new text as stored (`{ title, body }` or `{ body }`); a revision keeps the old one. */
  readonly text: Readonly<Record<string, string>>;
  /** What the text determines and is stored beside it (a thread's `searchTokens`). */
  readonly derived?: Readonly<Record<string, unknown>>;
  /** The refusal when the post is gone. */
  readonly gone: () => Error;
  /** A refusal for a post that is there but may not be edited (a removed reply), or null. */
  readonly refusal?: (post: DocumentSnapshot) => Error | null;
}

export const revisionsOf = (post: DocumentReference) =>
  db.collection(paths.postRevisions(post.path));

/** Applies the edit for the author `uid`; false when the text was that already (no revision). */
export function editAuthoredPost(uid: string, edit: PostEdit): Promise<boolean> {
  return db.runTransaction(async (transaction) => {
    const [post, author] = await transaction.getAll(edit.post, authorRefOf(edit.post));
    if (!post?.exists) throw edit.gone();
    if (author?.get('authorId') !== uid) {
      throw new HttpsError('permission-denied', POST_EDIT_MESSAGES.notYours);
    }
    const refusal = edit.refusal?.(post);
    if (refusal) throw refusal;
    const previous = Object.fromEntries(
      Object.keys(edit.text).map((key) => [key, post.get(key) as unknown]),
    );
    if (Object.entries(edit.text).every(([key, value]) => previous[key] === value)) return false;
    transaction.create(revisionsOf(edit.post).doc(), {
      ...previous,
      replacedAt: FieldValue.serverTimestamp(),
    });
    transaction.update(edit.post, {
      ...edit.text,
      ...edit.derived,
      editedAt: FieldValue.serverTimestamp(),
    });
    return true;
  });
}
