// What the badge screens and functions say. Invented wording: the spec lists badges only as
// coming soon. Plain values, no zod (the author line and the bell read them).
import type { ToastMessage } from '../text/toast.js';
import type { Badge } from './catalogue.js';

/** Holders a badge's page lists at a time, newest first. */
export const BADGE_HOLDERS_PAGE_SIZE = 20;

export const BADGE_TEXTS = Object.freeze({
  catalogueTitle: 'Badges',
  catalogueIntro:
    'Badges are earned by taking part in the Salon. Each is granted once, and a badge you earned stays yours.',
  holderCount: (count: number) => (count === 1 ? '1 member holds it' : `${count} members hold it`),
  holdersTitle: 'Holders',
  noHolders: 'Nobody holds this badge yet.',
  grantedByStaff: 'Granted by the staff',
  profileSection: 'Badges',
  noBadges: 'No badges yet.',
  featuredLabel: 'Badge shown beside your name',
  featuredNone: 'None',
  featuredSaved: 'Your featured badge was saved.',
  notificationTitle: 'New Badge',
  notificationMessage: (badge: Pick<Badge, 'name'>) => `You earned the badge ${badge.name}`,
  grantButton: 'Grant Badge',
  revokeButton: 'Revoke Badge',
  granted: (badge: Pick<Badge, 'name'>) => `Badge ${badge.name} granted.`,
  revoked: (badge: Pick<Badge, 'name'>) => `Badge ${badge.name} revoked.`,
  // The screens' own words around those above.
  /** The profile's link to the catalogue. */
  allBadges: 'All badges',
  /** The catalogue's list and a badge's holders, as assistive technology names them. */
  catalogueList: 'Every badge',
  holdersList: 'Holders, newest first',
  /** The badges a profile shows, as assistive technology names the list. */
  heldList: 'Badges held',
  countsFailed: 'The holder counts could not be loaded. Please try again later.',
  loadingHolders: 'Loading the holders…',
  holdersFailed: 'The holders could not be loaded. Please try again later.',
  showMore: 'Show more',
  save: 'Save',
  featureFailed: 'Could Not Save Badge',
  /** The admin panel's button and dialog, named for the member. */
  manageButton: 'Badges',
  manageTitle: (member: string) => `Badges of ${member}`,
  manageDescription: 'Grant a staff badge, or revoke a badge the member holds.',
  grantLabel: 'Staff badge to grant',
  revokeLabel: 'Badge to revoke',
  allStaffBadgesHeld: 'The member holds every staff badge.',
  loadingHeld: "Loading the member's badges…",
  heldFailed: "The member's badges could not be loaded.",
  close: 'Close',
  grantFailed: 'Could Not Grant Badge',
  revokeFailed: 'Could Not Revoke Badge',
});

/** What a refused badge callable says. */
export const BADGE_TOASTS = Object.freeze({
  notHeld: { title: 'Badge Not Held', description: 'You can only show a badge you hold.' },
  staffOnly: { title: 'Admins Only', description: 'Only admins can grant or revoke badges.' },
  notStaffGranted: {
    title: 'Earned, Not Granted',
    description: 'That badge is earned by taking part; the staff cannot grant it.',
  },
  alreadyHeld: { title: 'Already Held', description: 'The member already holds that badge.' },
  notHeldByMember: {
    title: 'Badge Not Held',
    description: 'The member does not hold that badge.',
  },
  noSuchMember: { title: 'No Such Member', description: 'No such member.' },
} satisfies Record<string, ToastMessage>);
