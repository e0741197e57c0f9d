// Who may be mailed, and how: a member with a verified address that has not refused mail, whose
// account stands (not deleted, not suspended), with their choices (the defaults until they save
// some). Every e-mail is addressed through here, so these checks are made once.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import {
  DEFAULT_MAIL_FREQUENCIES,
  DEFAULT_WEEKLY_DIGEST,
  isSuspensionActive,
  MAIL_KINDS,
  mailSettingsSchema,
  mailStateSchema,
  paths,
  readStoredFields,
  text,
  type MailFrequency,
  type MailKind,
} from '@salon/domain';
import { auth, db } from '../shared/admin.js';
import { storedSuspension } from '../shared/caller.js';
import { deletedMembersAmong } from '../shared/deleted-members.js';
import { mailSettingsRef, mailStateRef } from './mail-refs.js';

export interface MailRecipient {
  readonly uid: string;
  readonly address: string;
  /** As the e-mail greets them: display name, else username. */
  readonly name: string;
  readonly frequencies: Readonly<Record<MailKind, MailFrequency>>;
  readonly weeklyDigest: boolean;
  readonly locale: string;
  readonly timeZone: string;
}

const DEFAULT_LOCALE = 'en-GB';
const DEFAULT_TIME_ZONE = 'UTC';

/** The member as mail reaches them, or null when no mail may go to them now. */
export async function mailRecipient(uid: string): Promise<MailRecipient | null> {
  if ((await deletedMembersAmong([uid])).size > 0) return null;
  const [user, roles, card, settings, state] = await Promise.all([
    auth.getUser(uid).catch(() => null),
    db.doc(`${paths.userRoles}/${uid}`).get(),
    db.doc(paths.profile(uid)).get(),
    mailSettingsRef(uid).get(),
    mailStateRef(uid).get(),
  ]);
  if (!user?.email || !user.emailVerified || user.disabled || !card.exists) return null;
  if (isSuspensionActive(storedSuspension(roles), new Date())) return null;
  if (readStoredFields(mailStateSchema, state.data(), ['bounced']).bounced) return null;
  return {
    uid,
    address: user.email,
    name: nameOf(card),
    ...mailChoicesOf(settings),
  };
}

/** Names as stored: the card's schema refuses some a member may still hold. */
function nameOf(card: DocumentSnapshot): string {
  const displayName = text(card.data()?.['displayName']).trim();
  return displayName || text(card.data()?.['username']);
}

/** The member's choices as saved (mailSettings/{uid}), the defaults where they saved none. */
export function mailChoicesOf(settings: DocumentSnapshot) {
  const {
    frequencies,
    weeklyDigest = DEFAULT_WEEKLY_DIGEST,
    locale = DEFAULT_LOCALE,
    timeZone = DEFAULT_TIME_ZONE,
  } = readStoredFields(mailSettingsSchema, settings.data(), [
    'frequencies',
    'weeklyDigest',
    'locale',
    'timeZone',
  ]);
  const saved: Partial<Record<MailKind, MailFrequency>> = frequencies ?? {};
  return {
    frequencies: Object.fromEntries(
      MAIL_KINDS.map((kind) => [kind, saved[kind] ?? DEFAULT_MAIL_FREQUENCIES[kind]]),
    ) as Record<MailKind, MailFrequency>,
    weeklyDigest,
    locale,
    timeZone,
  };
}
