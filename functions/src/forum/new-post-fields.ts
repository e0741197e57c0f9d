// The stored fields of a new thread (a reply's: discussion/post-reply-to.ts). An anonymous post
// carries no uid at all: the author is written only to its `private/author` document.
import { FieldValue } from 'firebase-admin/firestore';
import { NO_REACTIONS, searchTokens } from '@salon/domain';
import { authorFields } from '../shared/authored-post.js';

/** A thread's text as stored, with the search index it determines (new and edited alike). */
export function threadTextFields(title: string, body: string) {
  return { title, body, searchTokens: searchTokens(title, body) };
}

export function newThreadFields(
  uid: string,
  draft: { title: string; body: string; isAnonymous: boolean },
) {
  return {
    ...threadTextFields(draft.title, draft.body),
    ...authorFields(uid, draft.isAnonymous),
    createdAt: FieldValue.serverTimestamp(),
    reactionCount: 0,
    reactionCounts: { ...NO_REACTIONS },
    replyCount: 0,
    viewCount: 0,
  };
}
