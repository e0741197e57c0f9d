// Tells each member a post @mentions: a discussion, a reply in one, or a poll's reply.
// Triggers, as notify-reply.ts: the post is written by its callable (createThread, postReply,
// postPollReply, and editThread/editReply for edits), which stay as fast as before, and a
// notification lost to a crash is retried with the event. Each trigger sees a post's every write:
// it compares the body before and after and reads nothing when no name was added (counter and
// view updates, a reply removed to "deleted"). So an edit tells only the names it adds; and one
// id per post and member means one notification per post, however often it is edited or its
// event redelivered. Names are read as the domain reads them (`mentionedUsernames`); a name
// nobody holds is skipped; the author is never told of their own mention, even anonymously.
// The callables already refuse more than 10 names; a post written past them is capped here too.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { onDocumentWritten, type Change } from 'firebase-functions/v2/firestore';
import {
  MAX_MENTIONS_PER_POST,
  newlyMentioned,
  paths,
  readStoredFields,
  text,
  usernameClaimSchema,
  type MentionPlace,
  type NotificationData,
} from '@salon/domain';
import { db } from '../shared/admin.js';
import { authorIdOf } from '../shared/authored-post.js';
import { sendNotification } from './send-notification.js';

interface MentioningPost {
  readonly place: MentionPlace;
  /** The discussion or poll whose title the notification quotes. */
  readonly container: string;
  /** Where the notification leads, without who acted. */
  readonly data: NotificationData;
  /** Unique per post; the recipient's uid is added. */
  readonly idPrefix: string;
}

// Threads, thread replies and poll replies mention alike: their fields are read one by one.
const bodyOf = (snapshot: DocumentSnapshot | undefined) => text(snapshot?.data()?.['body']);

async function announceMentions(
  change: Change<DocumentSnapshot> | undefined,
  post: MentioningPost,
): Promise<void> {
  if (!change?.after.exists) return;
  const { before, after } = change;
  const names = newlyMentioned(bodyOf(before), bodyOf(after)).slice(0, MAX_MENTIONS_PER_POST);
  if (names.length === 0) return;
  const [authorId, container, ...claims] = await Promise.all([
    authorIdOf(after.ref),
    db.doc(post.container).get(),
    ...names.map((name) => db.doc(paths.username(name)).get()),
  ]);
  if (authorId === null || !container.exists) return;
  const isAnonymous = after.data()?.['isAnonymous'] === true;
  const recipients = new Set(
    claims.flatMap((claim) => {
      const { uid } = readStoredFields(usernameClaimSchema, claim.data(), ['uid']);
      return uid === undefined ? [] : [uid];
    }),
  );
  await Promise.all(
    [...recipients].map((recipientId) =>
      sendNotification({
        recipientId,
        notificationId: `${post.idPrefix}_${recipientId}`,
        event: { kind: 'mention', place: post.place, title: text(container.data()?.['title']) },
        actorId: isAnonymous ? null : authorId,
        anonymousActorId: isAnonymous ? authorId : null,
        data: { ...post.data, isAnonymous, ...(isAnonymous ? {} : { mentionerId: authorId }) },
      }),
    ),
  );
}

export const notifyThreadMentions = onDocumentWritten('threads/{threadId}', (event) => {
  const { threadId } = event.params;
  return announceMentions(event.data, {
    place: 'thread',
    container: paths.thread(threadId),
    data: { threadId },
    idPrefix: `mention_thread_${threadId}`,
  });
});

export const notifyReplyMentions = onDocumentWritten(
  'threads/{threadId}/replies/{replyId}',
  (event) => {
    const { threadId, replyId } = event.params;
    return announceMentions(event.data, {
      place: 'reply',
      container: paths.thread(threadId),
      data: { threadId, replyId },
      idPrefix: `mention_reply_${threadId}_${replyId}`,
    });
  },
);

export const notifyPollReplyMentions = onDocumentWritten(
  'polls/{pollId}/replies/{replyId}',
  (event) => {
    const { pollId, replyId } = event.params;
    return announceMentions(event.data, {
      place: 'poll_reply',
      container: paths.poll(pollId),
      data: { pollId, replyId },
      idPrefix: `mention_poll_${pollId}_${replyId}`,
    });
  },
);
