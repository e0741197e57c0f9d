// "Replied": a member's reply adds to their activity record of the discussion or poll; a reply
// that stops standing (removed to "deleted", or deleted outright) takes its count back. The
// author comes from the reply's private/author, so anonymous replies count for their author, and
// the record remembers how many were anonymous.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import {
  DELETED_REPLY_BODY,
  readStoredFields,
  replySchema,
  type ActivityTarget,
} from '@salon/domain';
import { incarnationKey } from '../shared/incarnation.js';
import type { ActivityUpdate } from './activity-records.js';

// A poll's replies keep these fields as a thread's do (pollReplySchema), so one schema reads both.
const fieldsOf = (reply: DocumentSnapshot | undefined) =>
  readStoredFields(replySchema, reply?.data(), ['isAnonymous', 'body', 'createdAt']);

const isAnonymous = (reply: DocumentSnapshot) => fieldsOf(reply).isAnonymous === true;

/** A standing reply: not removed to the "deleted" placeholder. */
export const isStandingReply = (reply: DocumentSnapshot | undefined) =>
  reply?.exists === true && fieldsOf(reply).body !== DELETED_REPLY_BODY;

export function replyPostedUpdate(
  memberId: string,
  target: ActivityTarget,
  reply: DocumentSnapshot,
): ActivityUpdate {
  return {
    memberId,
    target,
    change: {
      kind: 'replied',
      // A reply whose server time is still pending counts from now.
      at: fieldsOf(reply).createdAt ?? new Date(),
      anonymous: isAnonymous(reply),
    },
    eventKey: `activity_replied_${incarnationKey(reply)}`,
  };
}

/**
 * The removal of a reply that stood until now (`reply` as it was before). One key for the
 * removal to "deleted" and for a later hard delete, so the two never take the count back twice.
 */
export function replyRemovedUpdate(
  memberId: string,
  target: ActivityTarget,
  reply: DocumentSnapshot,
): ActivityUpdate {
  return {
    memberId,
    target,
    change: { kind: 'replyRemoved', anonymous: isAnonymous(reply) },
    eventKey: `activity_unreplied_${incarnationKey(reply)}`,
  };
}
