// The demo community the local stack starts with. Listed in the README; change both together.
import type { Role } from '@salon/domain';

/** The demo people by username; the demo content (demo-content.ts) names its authors this way. */
export type DemoUsername = 'clara' | 'felix' | 'fanny' | 'amadeus' | 'lili';

export interface DemoPerson {
  uid: string;
  email: string;
  username: DemoUsername;
  displayName: string;
  role: Role;
  bio: string;
  location: string;
  isPrivate: boolean;
  /** A Google account linked too: its id (`sub`) in the Auth emulator's chooser. */
  googleSub?: string;
  /**
   * Two-step verification: the base32 key of an authenticator app's entry, so signing
   * in asks for its current code (README, "Demo accounts"). Our Auth emulator only.
   */
  totpSecret?: string;
}

export const DEMO_PASSWORD = 'classical-demo';

/** The demo admin's authenticator key (README): add it to an app, or compute the code from it. */
export const DEMO_ADMIN_TOTP_SECRET = 'CLARAWIECKKEEPSTHESALONDEMO23456';

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  {
    uid: 'demo-admin',
    email: 'admin@demo.example',
    username: 'clara',
    displayName: 'Clara Wieck',
    role: 'admin',
    bio: 'Pianist. Keeper of The Salon.',
    location: 'Leipzig',
    isPrivate: false,
    totpSecret: DEMO_ADMIN_TOTP_SECRET,
  },
  {
    uid: 'demo-moderator',
    email: 'moderator@demo.example',
    username: 'felix',
    displayName: 'Felix M.',
    role: 'moderator',
    bio: 'Choral conductor and Bach enthusiast.',
    location: 'Berlin',
    isPrivate: false,
  },
  {
    uid: 'demo-fanny',
    email: 'fanny@demo.example',
    username: 'fanny',
    displayName: 'Fanny Hensel',
    role: 'user',
    bio: 'Lieder, string quartets and Sunday salons.',
    location: 'Berlin',
    isPrivate: false,
  },
  {
    uid: 'demo-amadeus',
    email: 'amadeus@demo.example',
    username: 'amadeus',
    displayName: 'Wolfgang',
    role: 'user',
    bio: 'Opera first, everything else second.',
    location: 'Vienna',
    isPrivate: false,
  },
  {
    uid: 'demo-lili',
    email: 'lili@demo.example',
    username: 'lili',
    displayName: 'Lili B.',
    role: 'user',
    bio: 'Private listener of French repertoire.',
    location: 'Paris',
    isPrivate: true,
    googleSub: '104857600000000000005',
  },
];

/**
 * A member who posted and then deleted the account, so the demo shows a reply by
 * "Deleted member". Seeded, made to reply, then deleted through deleteAccount; never signs in.
 */
export const DEMO_DEPARTED = Object.freeze({
  uid: 'demo-departed',
  email: 'departed@demo.example',
  username: 'johann',
  displayName: 'Johann K.',
  role: 'user',
  bio: '',
  location: '',
  isPrivate: false,
} satisfies Omit<DemoPerson, 'username'> & { username: string });

/**
 * A member the demo admin suspended for a week, with a reason: signing in as him shows
 * the suspension banner, and every write is refused with its end. Suspended through
 * suspendMember, so the moderation log has the entry.
 */
export const DEMO_SUSPENDED = Object.freeze({
  uid: 'demo-suspended',
  email: 'antonio@demo.example',
  username: 'antonio',
  displayName: 'Antonio S.',
  role: 'user',
  bio: 'Sells "rare" recordings. Ask me for a discount.',
  location: '',
  isPrivate: false,
} satisfies Omit<DemoPerson, 'username'> & { username: string });

export function demoPerson(username: DemoUsername): DemoPerson {
  // Every DemoUsername is in the list, so find cannot miss.
  return DEMO_PEOPLE.find((person) => person.username === username)!;
}
