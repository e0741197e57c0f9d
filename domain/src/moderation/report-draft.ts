import { characterCounter, type CharacterCounter } from '../text/counter.js';
import { isWithinLimit } from '../text/length.js';
import { isReportReason } from './reasons.js';
import { isPictureKind } from './report-target.js';

export const REPORT_DETAILS_MAX_LENGTH = 300;
/** The details counter turns amber under this many remaining characters. */
export const REPORT_DETAILS_WARN_REMAINING = 50;

export const REPORT_MESSAGES = Object.freeze({
  noTarget: 'Unable to identify content to report.',
  /** Invented: the spec disables submit without a reason and shows no wording. */
  noReason: 'Please select a reason for your report.',
  /** Invented: the input stops at 300, so the spec shows no wording. */
  detailsTooLong: 'Please reduce the length of your details.',
  /** Invented: the picture was removed (or never there) when the report arrived. */
  pictureNotFound: 'This picture is no longer on the profile.',
});

/** A thread or reply report's target, as typed or sent. */
interface PostTargetDraft {
  /** Required for every post report: a reply is found through its thread. */
  readonly threadId: string | null;
  /** Set when a reply, not the thread itself, is reported. */
  readonly replyId: string | null;
}

/** A picture report's target: whose picture, and which. */
interface PictureTargetDraft {
  readonly memberId: string | null;
  /** "avatar" or "banner". */
  readonly picture: string;
}

export type ReportDraft = (PostTargetDraft | PictureTargetDraft) & {
  /** Empty until a reason is chosen. */
  readonly reason: string;
  /** The optional "Details" field, stored as `description`. */
  readonly description: string;
};

function hasTarget(draft: ReportDraft): boolean {
  if ('picture' in draft) return Boolean(draft.memberId) && isPictureKind(draft.picture);
  return Boolean(draft.threadId);
}

/** The first problem of a report, or null. Order: target, reason, details length. */
export function validateReportDraft(draft: ReportDraft): string | null {
  if (!hasTarget(draft)) return REPORT_MESSAGES.noTarget;
  if (!isReportReason(draft.reason)) return REPORT_MESSAGES.noReason;
  if (!isWithinLimit(draft.description, REPORT_DETAILS_MAX_LENGTH)) {
    return REPORT_MESSAGES.detailsTooLong;
  }
  return null;
}

/** The remaining-characters counter under the details field. */
export function reportDetailsCounter(description: string): CharacterCounter {
  return characterCounter(description, REPORT_DETAILS_MAX_LENGTH, REPORT_DETAILS_WARN_REMAINING);
}
