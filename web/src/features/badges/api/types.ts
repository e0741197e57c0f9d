import type { BadgeId } from '@salon/domain';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import type { AuthorProfile } from '../../../lib/authors';

/** One row of a badge's holders. */
export interface HolderRow {
  /** The row's id: the member's random holder key, never their uid. */
  readonly id: string;
  readonly grantedAt: Date;
  /** The member's names; 'private' while the profile is private, 'former' once it is gone. */
  readonly member: AuthorProfile | 'private' | 'former';
}

export interface HoldersPage {
  readonly holders: readonly HolderRow[];
  /** Where the next page starts; null after the last. */
  readonly next: QueryDocumentSnapshot | null;
}

/** The badges a member holds, in the catalogue's order. */
export type HeldBadges = readonly BadgeId[];
