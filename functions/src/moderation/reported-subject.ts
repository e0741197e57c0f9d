// What a new report is about, checked and described for submitReport: the thread or reply must
// exist and not be the reporter's; a picture must belong to an existing member other
// than the reporter, be served now and be one the reporter may see (a private member's banner
// only for those who may read the profile). Each answers the report's own fields and what the
// admin list copies of the content (reportDigest).
import {
  canReportPost,
  FORUM_TOASTS,
  PROFILE_TEXTS,
  REPORT_MESSAGES,
  paths,
  readStoredFields,
  replySchema,
  threadSchema,
  type PictureReportTarget,
  type PostReportTarget,
  type Viewer,
  text,
} from '@salon/domain';
import { db } from '../shared/admin.js';
import { refuse } from '../shared/refusal.js';
import { postAuthorId, replyRef, threadRef } from '../forum/post-refs.js';
import { REPLY_NOT_FOUND } from '../discussion/reply-messages.js';
import { mayReadProfileSections } from '../profiles/profile-access.js';
import { pictureUrlRef, servedPictureUrl } from '../profiles/picture-urls.js';

/** Invented: the spec lets members report only what is not theirs, with no wording. */
const REPORT_OWN_CONTENT = 'You cannot report your own content.';

export async function reportedPost(viewer: Viewer, target: PostReportTarget) {
  const [thread, reply] = await Promise.all([
    threadRef(target.threadId).get(),
    target.replyId === null ? null : replyRef(target.threadId, target.replyId).get(),
  ]);
  if (!thread.exists) throw refuse('not-found', FORUM_TOASTS.threadNotFound);
  if (reply && !reply.exists) throw refuse('not-found', REPLY_NOT_FOUND);
  if (!canReportPost(viewer, await postAuthorId(target.threadId, target.replyId))) {
    throw refuse('permission-denied', REPORT_OWN_CONTENT);
  }
  const { title = '', body = '' } = readStoredFields(threadSchema, thread.data(), [
    'title',
    'body',
  ]);
  const replied = reply && readStoredFields(replySchema, reply.data(), ['body']);
  return {
    kind: 'post' as const,
    fields: { threadId: target.threadId, replyId: target.replyId },
    content: {
      thread: { title, body },
      reply: replied ? { body: replied.body ?? '' } : null,
    },
  };
}

export async function reportedPicture(viewer: Viewer, target: PictureReportTarget) {
  const { memberId, picture } = target;
  const card = await db.doc(paths.profile(memberId)).get();
  if (!card.exists) {
    throw refuse('not-found', {
      title: PROFILE_TEXTS.notFoundTitle,
      description: PROFILE_TEXTS.notFoundDescription,
    });
  }
  if (memberId === viewer.uid) throw refuse('permission-denied', REPORT_OWN_CONTENT);
  const named = picture === 'avatar' ? card : await pictureUrlRef(memberId, picture).get();
  const url = servedPictureUrl(named, picture);
  // A banner the reporter may not read is answered as absent: the answer reveals nothing.
  const hidden = picture === 'banner' && !(await mayReadProfileSections(viewer, card));
  if (url === null || hidden) {
    throw refuse('not-found', {
      title: 'Error',
      description: REPORT_MESSAGES.pictureNotFound,
    });
  }
  // Names as stored, whatever the form allows now: the field reader, not the card's schema.
  const { username, displayName } = card.data() ?? {};
  return {
    kind: 'picture' as const,
    fields: { memberId, picture },
    content: {
      picture: {
        url,
        member: { username: text(username), displayName: text(displayName) },
      },
    },
  };
}
