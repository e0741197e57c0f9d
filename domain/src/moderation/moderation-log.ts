// The moderation log (docs/moderation.md "Moderation log"): one document per staff
// action in `moderationLog/{entryId}`, written by functions only, never edited or deleted.
// Moderators read the entries of report actions (`scope: 'reports'`), admins every entry. The
// entry's schema is in schemas.ts: no zod here, as the admin panel names the log's tab on its
// first visit, which loads no schema library.

export const MODERATION_ACTIONS = [
  'roleChange',
  'reportStatus',
  'contentDeletion',
  'pictureRemoval',
  'suspension',
  'suspensionLift',
  'pollOpened',
  'pollClosed',
  'badgeGranted',
  'badgeRevoked',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const MODERATION_ACTION_LABELS: Readonly<Record<ModerationAction, string>> = Object.freeze({
  roleChange: 'Role change',
  reportStatus: 'Report status change',
  contentDeletion: 'Content deletion',
  pictureRemoval: 'Picture removal',
  suspension: 'Suspension',
  suspensionLift: 'Suspension lifted',
  pollOpened: 'Poll opened',
  pollClosed: 'Poll closed',
  badgeGranted: 'Badge granted',
  badgeRevoked: 'Badge revoked',
});

/**
 * Who reads an entry: `reports` for staff (the handling of a report: a status change, deleting
 * reported content, removing a reported picture), `admin` for admins only (roles, suspensions,
 * deletions outside a report, the daily poll's opening and closing, badges granted and revoked,
 * which only admins do). A suspension made from a report stays `admin`: it names the
 * author, whom a moderator may not know (an anonymous post).
 */
export const MODERATION_LOG_SCOPES = ['reports', 'admin'] as const;
export type ModerationLogScope = (typeof MODERATION_LOG_SCOPES)[number];

export function moderationLogScope(
  action: ModerationAction,
  reportId: string | null,
): ModerationLogScope {
  if (action === 'reportStatus' || action === 'pictureRemoval') return 'reports';
  if (action === 'contentDeletion' && reportId !== null) return 'reports';
  return 'admin';
}

/** Entries a page of the Moderation Log tab shows. */
export const MODERATION_LOG_PAGE_SIZE = 20;

/** The filters of the Moderation Log tab: each one, all or none. */
export interface ModerationLogFilters {
  readonly actorId: string | null;
  readonly action: ModerationAction | null;
  readonly memberId: string | null;
}

export const MODERATION_LOG_TEXTS = Object.freeze({
  tab: 'Moderation Log',
  loadFailed: 'Failed to load the moderation log.',
  empty: 'No entries',
  emptyHint: 'Staff actions appear here as they happen.',
  emptyFilteredHint: 'No staff action matches these filters.',
  unknownMember: (username: string) => `No member is called @${username}.`,
});
