// Posting a reply, to a thread or a poll, or to one of their replies: the reply (without a uid
// when anonymous) and its author-only `private/author`, in one transaction that sees the parent
// still there, so a reply racing its parent's deletion is refused rather than left behind.
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { authorFields, createAuthoredPostWithin } from '../shared/authored-post.js';
import { PARENT_REPLY_MISSING } from './reply-messages.js';
import { replyRefOf, type ReplyParent } from './reply-parent.js';
import { refuse } from '../shared/refusal.js';

export interface NewReply {
  readonly parentId: string | null;
  readonly body: string;
  readonly isAnonymous: boolean;
}

/** Writes the reply and answers its id; refuses when the parent or the answered reply is gone. */
export async function postReplyTo<Reply extends DocumentData>(
  parent: ReplyParent<Reply>,
  uid: string,
  reply: NewReply,
): Promise<string> {
  if (!(await parent.ref.get()).exists) throw parent.gone();
  if (reply.parentId !== null && !(await replyRefOf(parent, reply.parentId).get()).exists) {
    throw refuse('not-found', PARENT_REPLY_MISSING);
  }
  const created = parent.replies.doc();
  const fields = parent.newReply({
    parentId: reply.parentId,
    body: reply.body,
    ...authorFields(uid, reply.isAnonymous),
    createdAt: FieldValue.serverTimestamp(),
  });
  if (!(await createAuthoredPostWithin(parent.ref, created, fields, uid))) throw parent.gone();
  return created.id;
}
