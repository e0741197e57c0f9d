import { profilePath } from '../profiles/own-profile.js';
import { threadPath } from '../forum/thread-path.js';
import type { NotificationData } from './schemas.js';
import { ACTOR_ID_FIELDS, type NotificationType } from './types.js';

export type NotificationTarget =
  | { readonly kind: 'admin' }
  | { readonly kind: 'salon' }
  | { readonly kind: 'thread'; readonly threadId: string }
  | { readonly kind: 'profile'; readonly userId: string }
  | { readonly kind: 'badge'; readonly badgeId: string };

/**
 * Where clicking a notification leads (forum spec, section 2): a new report to the admin panel
 * (only staff receive those); a report's outcome (`data.action`) to what the reporter reported:
 * its thread when dismissed or when a reply was removed, the Salon when the discussion itself was
 * removed, the member's profile for a picture; replies and reactions to the thread; a mention
 * to its discussion, or to the Salon for a poll's reply; a schedule's queue running dry to the
 * admin panel; a badge to its page; follows and friend requests to the other member.
 * Null when the data lacks what is needed.
 */
export function notificationTarget(notification: {
  readonly type: NotificationType;
  readonly data: NotificationData;
}): NotificationTarget | null {
  const { type, data } = notification;
  switch (type) {
    case 'report':
      if (!data.action) return { kind: 'admin' };
      if (data.contentType === 'picture') {
        return data.memberId ? { kind: 'profile', userId: data.memberId } : null;
      }
      if (data.action === 'removed' && data.contentType === 'thread') return { kind: 'salon' };
      return data.threadId ? { kind: 'thread', threadId: data.threadId } : { kind: 'salon' };
    case 'reply':
    case 'reaction':
      return data.threadId ? { kind: 'thread', threadId: data.threadId } : null;
    case 'mention':
      // A poll has no page of its own: its replies are under the daily poll, in the Salon.
      if (data.threadId) return { kind: 'thread', threadId: data.threadId };
      return data.pollId ? { kind: 'salon' } : null;
    case 'schedule':
      return { kind: 'admin' };
    case 'badge':
      return data.badgeId ? { kind: 'badge', badgeId: data.badgeId } : null;
    case 'follow':
    case 'friend_request': {
      const userId = notificationActorId(data);
      return userId ? { kind: 'profile', userId } : null;
    }
  }
}

/**
 * The member a notification is about (whose name and face the client shows); null when anonymous
 * or none. Reads any stored `data` object, so the bell can ask without parsing it first.
 */
export function notificationActorId(data: { readonly [field: string]: unknown }): string | null {
  if (data['isAnonymous']) return null;
  for (const field of ACTOR_ID_FIELDS) {
    const uid = data[field];
    if (typeof uid === 'string' && uid !== '') return uid;
  }
  return null;
}

/**
 * The site path a notification leads to, for a link outside the app (an e-mail): a member's
 * page by id, which the app turns into their username's page.
 */
export function notificationTargetPath(target: NotificationTarget): string {
  switch (target.kind) {
    case 'admin':
      return '/admin';
    case 'salon':
      return '/salon';
    case 'thread':
      return threadPath(target.threadId);
    case 'profile':
      return profilePath({ userId: target.userId, username: null });
    case 'badge':
      return `/badges/${target.badgeId}`;
  }
}
