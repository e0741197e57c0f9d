import type { Role } from '@salon/domain';

/** What the UI needs of the signed-in Firebase user; plain data so tests can supply it. */
export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  emailVerified: boolean;
}

/**
 * The auth state the UI renders from. `signedIn` carries the role read from the ID token, so a
 * guard never decides on a half-known user (an admin is not bounced from /admin while the
 * role is still loading).
 */
export type Session =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; user: SessionUser; role: Role };
