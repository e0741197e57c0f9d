import { canHandleReports } from '../moderation/staff.js';
import type { Role } from '../users/roles.js';
import type { ToastMessage } from '../text/toast.js';
import {
  ANONYMOUS_AUTHOR_NAME,
  DELETED_AUTHOR_NAME,
  FORUM_TOASTS,
  UNKNOWN_AUTHOR_NAME,
} from './messages.js';

export interface Viewer {
  readonly uid: string;
  readonly role: Role;
}

/** Owners and admins may delete a thread or reply. `authorId` is null when it is not known. */
export function canDeletePost(viewer: Viewer | null, authorId: string | null): boolean {
  if (viewer === null) return false;
  return viewer.role === 'admin' || (authorId !== null && viewer.uid === authorId);
}

/**
 * Only the author edits a post: admins delete, they do not rewrite. `authorId` is null
 * when it is not known (an anonymous post seen by anyone but its author and admins).
 */
export function canEditPost(viewer: Viewer | null, authorId: string | null): boolean {
  return viewer !== null && authorId !== null && viewer.uid === authorId;
}

/** Staff (admins and moderators) read the versions an edit replaced, as they read reports. */
export function canReadEditHistory(viewer: Viewer | null): boolean {
  return viewer !== null && canHandleReports(viewer.role);
}

/** True when the delete dialog shows its "Admin Action" note: an admin deleting another's post. */
export function isAdminAction(viewer: Viewer, authorId: string | null): boolean {
  return viewer.role === 'admin' && viewer.uid !== authorId;
}

/** Members may report threads or replies that are not their own. */
export function canReportPost(viewer: Viewer | null, authorId: string | null): boolean {
  return viewer !== null && viewer.uid !== authorId;
}

/** The success toast after deleting a reply: the admin wording when it was someone else's. */
export function replyDeletedToast(viewer: Viewer, authorId: string | null): ToastMessage {
  return isAdminAction(viewer, authorId)
    ? FORUM_TOASTS.replyDeletedByAdmin
    : FORUM_TOASTS.replyDeleted;
}

/** The success toast after deleting a thread. */
export function threadDeletedToast(viewer: Viewer, authorId: string | null): ToastMessage {
  return isAdminAction(viewer, authorId)
    ? FORUM_TOASTS.threadDeletedByAdmin
    : FORUM_TOASTS.threadDeleted;
}

/** The name shown for a post's author. */
export function authorDisplayName(
  post: { readonly isAnonymous: boolean; readonly authorDeleted?: boolean },
  profile: { readonly username: string | null; readonly displayName: string | null } | null,
): string {
  if (post.isAnonymous) return ANONYMOUS_AUTHOR_NAME;
  if (post.authorDeleted) return DELETED_AUTHOR_NAME;
  return profile?.displayName || profile?.username || UNKNOWN_AUTHOR_NAME;
}
