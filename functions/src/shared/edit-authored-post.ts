// An author's edit of their own post (thread, thread reply or poll reply), in one
// transaction: the post is still there and the caller's by its `private/author` (so anonymous
// posts are owned as named ones are, and nobody, admins included, rewrites another's post), the
// version it replaces goes to its `revisions` (staff only, naming nobody), and `editedAt` is set.
// Only the text and what derives from it change: anonymity, counters and the post's place stay.
import {
  FieldValue,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
} from 'firebase-admin/firestore';
import {
  paths,
  POST_EDIT_MESSAGES,
  pollReplySchema,
  postAuthorSchema,
  postRevisionSchema,
  readStoredFields,
  replySchema,
  threadSchema,
} from '@salon/domain';
import { db } from './admin.js';
import { authorRefOf } from './authored-post.js';
import { storedCollection, type StoredRef } from './stored.js';
import { refuse } from './refusal.js';

/** A post's text as stored: `{ title, body }` of a thread, `{ body }` of a reply. */
interface PostText {
  readonly title?: string;
  readonly body: string;
}

export interface PostEdit {
  /** The thread, thread reply or poll reply. */
  readonly post: StoredRef<[typeof threadSchema, typeof replySchema, typeof pollReplySchema]>;
  /** The new text; a revision keeps the old one. */
  readonly text: PostText;
  /** What the text determines and is stored beside it (a thread's `searchTokens`). */
  readonly derived?: { readonly searchTokens: string[] };
  /** The refusal when the post is gone. */
  readonly gone: () => Error;
  /** A refusal for a post that is there but may not be edited (a removed reply), or null. */
  readonly refusal?: (post: DocumentSnapshot) => Error | null;
}

export const revisionsOf = (post: DocumentReference) =>
  storedCollection(postRevisionSchema, paths.postRevisions(post.path));

/** Applies the edit for the author `uid`; false when the text was that already (no revision). */
export function editAuthoredPost(uid: string, edit: PostEdit): Promise<boolean> {
  return db.runTransaction(async (transaction) => {
    const [post, author] = await transaction.getAll<DocumentData, DocumentData>(
      edit.post,
      authorRefOf(edit.post),
    );
    if (!post?.exists) throw edit.gone();
    if (readStoredFields(postAuthorSchema, author?.data(), ['authorId']).authorId !== uid) {
      throw refuse('permission-denied', POST_EDIT_MESSAGES.notYours);
    }
    const refusal = edit.refusal?.(post);
    if (refusal) throw refusal;
    // The text replaced, read as its revision keeps it: a thread's, a reply's or a poll reply's.
    const stored = readStoredFields(postRevisionSchema, post.data(), ['body', 'title']);
    const previous: PostText = {
      body: stored.body!,
      ...(edit.text.title === undefined ? {} : { title: stored.title }),
    };
    if (previous.body === edit.text.body && previous.title === edit.text.title) return false;
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
