import { BADGE_NAMES, type BadgeId } from '../badges/names.js';
import { BADGE_TEXTS } from '../badges/texts.js';
import { ANONYMOUS_AUTHOR_NAME } from '../forum/messages.js';
import {
  pictureInASentence,
  reportOutcomeNotification,
  type ReportedContent,
} from '../moderation/admin-messages.js';
import type { NotificationType } from './types.js';

/** Who a notification names when it cannot name the member who acted. */
export const UNNAMED_ACTOR = 'Someone';

/**
 * The name a notification gives the member who acted: "Anonymous" when the data says so, except
 * in a mention, worded "Someone mentioned you…" (the post's author is not a member called
 * Anonymous: they chose not to be named).
 */
export function notificationActorName(
  data: { readonly isAnonymous?: boolean | undefined },
  username: string | null,
  event?: { readonly kind: NotificationEvent['kind'] },
): string {
  if (data.isAnonymous) return event?.kind === 'mention' ? UNNAMED_ACTOR : ANONYMOUS_AUTHOR_NAME;
  return username || UNNAMED_ACTOR;
}

/** Where a member was mentioned: a discussion, a reply in one, a reply to a poll. */
export type MentionPlace = 'thread' | 'reply' | 'poll_reply';

/** What happened, as functions describe it when they write a notification. */
export type NotificationEvent =
  | { readonly kind: 'reply'; readonly on: 'thread' | 'reply'; readonly threadTitle: string }
  | { readonly kind: 'reaction'; readonly on: 'thread' | 'reply'; readonly threadTitle: string }
  | { readonly kind: 'follow' }
  | { readonly kind: 'friend_request' }
  | { readonly kind: 'friend_accepted' }
  | { readonly kind: 'mention'; readonly place: MentionPlace; readonly title: string }
  | { readonly kind: 'report'; readonly content: ReportedContent }
  | {
      readonly kind: 'report_outcome';
      readonly outcome: 'dismissed' | 'removed';
      readonly content: ReportedContent;
    }
  | { readonly kind: 'badge_earned'; readonly badgeId: BadgeId }
  | {
      readonly kind: 'queue_running_dry';
      readonly queue: 'daily' | 'weekly';
      /** How many openings the queue still holds (0 or 1 for the daily poll, 0 for the weekly). */
      readonly left: number;
    };

const target = (on: 'thread' | 'reply', threadTitle: string) =>
  on === 'thread' ? `your discussion "${threadTitle}"` : `your reply in "${threadTitle}"`;

/** Where a mention was, after "mentioned you in": the discussion's or the poll's title. */
function mentionedIn(place: MentionPlace, title: string): string {
  switch (place) {
    case 'thread':
      return `the discussion "${title}"`;
    case 'reply':
      return `a reply in "${title}"`;
    case 'poll_reply':
      return `a reply to the poll "${title}"`;
  }
}

/** What staff read was reported: a post by its thread, a picture by whose it is. */
function reportedWhat(content: ReportedContent): string {
  switch (content.kind) {
    case 'thread':
      return `a discussion in "${content.title}"`;
    case 'reply':
      return `a reply in "${content.threadTitle}"`;
    case 'picture':
      return `the ${pictureInASentence(content)}`;
  }
}

/**
 * Title, message and type of a notification. The spec shows none of this wording except for
 * report outcomes (see `reportOutcomeNotification`); these sentences are ours.
 */
export function notificationText(
  event: NotificationEvent,
  actorName: string,
): { readonly type: NotificationType; readonly title: string; readonly message: string } {
  switch (event.kind) {
    case 'reply':
      return {
        type: 'reply',
        title: 'New Reply',
        message: `${actorName} replied to ${target(event.on, event.threadTitle)}`,
      };
    case 'reaction':
      return {
        type: 'reaction',
        title: 'New Reaction',
        message: `${actorName} reacted to ${target(event.on, event.threadTitle)}`,
      };
    case 'follow':
      return {
        type: 'follow',
        title: 'New Follower',
        message: `${actorName} started following you`,
      };
    case 'friend_request':
      return {
        type: 'friend_request',
        title: 'New Friend Request',
        message: `${actorName} sent you a friend request`,
      };
    case 'friend_accepted':
      return {
        type: 'friend_request',
        title: 'Friend Request Accepted',
        message: `${actorName} accepted your friend request`,
      };
    case 'mention':
      return {
        type: 'mention',
        title: 'New Mention',
        message: `${actorName} mentioned you in ${mentionedIn(event.place, event.title)}`,
      };
    case 'report':
      return {
        type: 'report',
        title: 'New Report',
        message: `${actorName} reported ${reportedWhat(event.content)}`,
      };
    case 'report_outcome':
      // The spec's words; they name nobody, so actorName is unused.
      return { type: 'report', ...reportOutcomeNotification(event.outcome, event.content) };
    case 'queue_running_dry':
      return { type: 'schedule', ...queueRunningDry(event.queue, event.left) };
    case 'badge_earned':
      return {
        type: 'badge',
        title: BADGE_TEXTS.notificationTitle,
        message: BADGE_TEXTS.notificationMessage({ name: BADGE_NAMES[event.badgeId] }),
      };
  }
}

/** Invented wording: the spec has no schedules. Names nobody, so it takes no actor. */
function queueRunningDry(queue: 'daily' | 'weekly', left: number) {
  if (queue === 'weekly') {
    return {
      title: 'Weekly Poll Queue Empty',
      message: 'No weekly poll is queued for Monday: the current one stays open until one is.',
    };
  }
  return {
    title: 'Daily Poll Queue Running Out',
    message:
      left === 0
        ? 'No daily poll is queued for tomorrow: the current one stays open until one is.'
        : 'One daily poll is left in the queue: after tomorrow, the current one stays open.',
  };
}
