// What a report is about: a thread, one of its replies, or a member's picture (their
// avatar or banner). No zod here: the report dialog and the admin texts read these.
import type { PictureKind } from '../profiles/pictures.js';

/** A thread (replyId null) or one of its replies. */
export interface PostReportTarget {
  readonly threadId: string;
  readonly replyId: string | null;
}

/** A member's avatar or banner, as it is served when reported. */
export interface PictureReportTarget {
  /** The member whose picture it is. */
  readonly memberId: string;
  readonly picture: PictureKind;
}

export type ReportTarget = PostReportTarget | PictureReportTarget;

/** What a stored report names: the kind of content it is about. */
export type ReportContentType = 'thread' | 'reply' | 'picture';
export const REPORT_CONTENT_TYPES = ['thread', 'reply', 'picture'] as const;

export function isPictureReportTarget(target: ReportTarget): target is PictureReportTarget {
  return 'picture' in target;
}

/** The avatar or banner (PICTURE_KINDS, checked here without loading the schemas). */
export function isPictureKind(value: unknown): value is PictureKind {
  return value === 'avatar' || value === 'banner';
}
