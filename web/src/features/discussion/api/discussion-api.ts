// The discussion's one data-access module: the replies under a thread or a poll, one set of
// functions for both parents (docs/data-model.md, "Replies" and "Poll queries").
import { collection, limit, onSnapshot, orderBy, query } from 'firebase/firestore';
import { LIST_READ_LIMIT, paths } from '@salon/domain';
import { createAuthorLookup, readHiddenAuthorId, withAuthors } from '../../../lib/authors';
import { callFunction } from '../../../lib/call-function';
import { fetchPostRevisions, type RevisionPage } from '../../../lib/post-revisions';
import type { FirebaseServices } from '../../../lib/firebase-services';
import { ESTIMATED_TIMESTAMPS } from '../../../lib/documents';
import { replyFromDoc } from './documents';
import type { NewReply, ReplyParent, ReplyWithAuthor, Unsubscribe } from './types';

function repliesPath(parent: ReplyParent): string {
  return parent.kind === 'thread' ? paths.replies(parent.id) : paths.pollReplies(parent.id);
}

function replyPath(parent: ReplyParent, replyId: string): string {
  return `${repliesPath(parent)}/${replyId}`;
}

function hiddenAuthorPath(parent: ReplyParent, replyId: string): string {
  return parent.kind === 'thread'
    ? paths.replyAuthor(parent.id, replyId)
    : paths.pollReplyAuthor(parent.id, replyId);
}

/**
 * The replies under `parent` with their authors, live: new and deleted replies show without
 * reloading (forum spec §4). A reply just posted shows at once with its estimated time. The
 * newest LIST_READ_LIMIT replies, the most the rules let one query read; a reply whose parent is
 * older shows at the top level (buildReplyTree).
 */
export function subscribeToReplies(
  { firestore }: FirebaseServices,
  parent: ReplyParent,
  onReplies: (replies: readonly ReplyWithAuthor[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  // One lookup for the subscription's life: each author is read once, not on every change.
  const fetchAuthor = createAuthorLookup(firestore);
  let latest = 0;
  return onSnapshot(
    query(
      collection(firestore, repliesPath(parent)),
      orderBy('createdAt', 'desc'),
      limit(LIST_READ_LIMIT),
    ),
    (snapshot) => {
      latest += 1;
      const request = latest;
      const replies = snapshot.docs.map((entry) =>
        replyFromDoc(entry.id, entry.data(ESTIMATED_TIMESTAMPS)),
      );
      void withAuthors(fetchAuthor, replies).then((withAuthor) => {
        // An older snapshot's lookups must not overwrite a newer snapshot.
        if (request === latest) onReplies(withAuthor);
      });
    },
    onError,
  );
}

/**
 * The author uid of an anonymous reply, readable only by its author and staff; null for
 * everyone else (or when it cannot be read).
 */
export function fetchHiddenAuthorId(
  services: FirebaseServices,
  parent: ReplyParent,
  replyId: string,
): Promise<string | null> {
  return readHiddenAuthorId(services, hiddenAuthorPath(parent, replyId));
}

/** Posts a reply (postReply or postPollReply); resolves to the new reply's id. */
export async function postReply(
  services: FirebaseServices,
  parent: ReplyParent,
  reply: NewReply,
): Promise<string> {
  const { parentId, body, isAnonymous } = reply;
  const posted =
    parent.kind === 'thread'
      ? await callFunction(services, 'postReply', {
          threadId: parent.id,
          parentId,
          body,
          isAnonymous,
        })
      : await callFunction(services, 'postPollReply', {
          pollId: parent.id,
          parentId,
          body,
          isAnonymous,
        });
  return posted.replyId;
}

/** Deletes a reply (deleteReply or deletePollReply): its author's or, for admins, anyone's. */
export async function deleteReply(
  services: FirebaseServices,
  parent: ReplyParent,
  replyId: string,
): Promise<void> {
  if (parent.kind === 'thread') {
    await callFunction(services, 'deleteReply', { threadId: parent.id, replyId });
  } else {
    await callFunction(services, 'deletePollReply', { pollId: parent.id, replyId });
  }
}

/**
 * Rewrites the member's own reply, under a thread or a poll (editReply); resolves to false when
 * the text was that already. The live replies show the change.
 */
export async function editReply(
  services: FirebaseServices,
  parent: ReplyParent,
  replyId: string,
  body: string,
): Promise<boolean> {
  const input =
    parent.kind === 'thread'
      ? { threadId: parent.id, replyId, body }
      : { pollId: parent.id, replyId, body };
  return (await callFunction(services, 'editReply', input)).edited;
}

/** The versions of a reply its edits replaced, newest first: staff only (the rules say so). */
export function fetchReplyRevisions(
  { firestore }: FirebaseServices,
  parent: ReplyParent,
  replyId: string,
): Promise<RevisionPage> {
  return fetchPostRevisions(firestore, replyPath(parent, replyId));
}
