// References to a thread's documents, built from the domain's paths so the layout is written once.
import { paths } from '@salon/domain';
import { db } from '../shared/admin.js';
import { authorIdOf } from '../shared/authored-post.js';

export const threadRef = (threadId: string) => db.doc(paths.thread(threadId));
export const replyRef = (threadId: string, replyId: string) =>
  db.doc(`${paths.replies(threadId)}/${replyId}`);
export const reactionRef = (threadId: string, reactionId: string) =>
  db.doc(`${paths.reactions(threadId)}/${reactionId}`);
export const threadViewRef = (threadId: string, uid: string) =>
  db.doc(paths.threadView(threadId, uid));
export const threadVisitorViewRef = (threadId: string, visitorKey: string) =>
  db.doc(paths.threadVisitorView(threadId, visitorKey));
/** Markers of counter updates already applied (see shared/apply-once.ts). */
export const appliedEventRef = (threadId: string, key: string) =>
  db.doc(`${paths.thread(threadId)}/appliedEvents/${key}`);

/** The uid in a post's `private/author` document, or null when there is none. */
export function postAuthorId(threadId: string, replyId: string | null): Promise<string | null> {
  return authorIdOf(replyId === null ? threadRef(threadId) : replyRef(threadId, replyId));
}
