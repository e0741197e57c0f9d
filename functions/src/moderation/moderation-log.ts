// The moderation log: every staff action writes one entry through here, in the same
// transaction as the action where the action has one, so an entry exists exactly when the action
// happened. Rules refuse every client write to the log; nothing here updates or deletes an entry.
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import {
  moderationLogEntrySchema,
  moderationLogScope,
  paths,
  pictureOwnerName,
  reportedContentOf,
  reportedContentTitle,
  type ModerationAction,
  text,
} from '@salon/domain';
import { db } from '../shared/admin.js';
import { storedCollection, type Writes } from '../shared/stored.js';
import type { StoredReport } from './report-refs.js';

/** What one staff action records; the actor's and member's names are looked up when written. */
export interface StaffAction {
  readonly action: ModerationAction;
  /** The member it was about, when there is one the log may name (docs/moderation.md). */
  readonly memberId: string | null;
  /** What was acted on, as a person reads it; defaults to the member's name. */
  readonly target?: string;
  readonly reportId?: string | null;
  readonly reason?: string;
  readonly detail?: string;
}

type Reader = Pick<Transaction, 'get'> | null;

/** "@username", else the display name, else "a member", as the member's card reads now. */
async function memberName(uid: string, reader: Reader = null): Promise<string> {
  const ref = db.doc(paths.profile(uid));
  const card = reader ? await reader.get(ref) : await ref.get();
  // Names as stored, whatever the form allows now: the field reader, not the card's schema.
  const { username, displayName } = card.data() ?? {};
  return pictureOwnerName({ username: text(username), displayName: text(displayName) });
}

/** "Reply in: Mahler 9", "Profile picture of @felix": the reported content, as the panel names it. */
export function reportTarget(report: StoredReport): string {
  return reportedContentTitle(reportedContentOf(report));
}

/**
 * The staff member `actorId`'s log: `prepare` reads the names an entry shows (inside the caller's
 * transaction, before its writes, when one is given) and answers the writer of the entry, which
 * the action calls with its own transaction or batch, or alone.
 */
export async function prepareLogEntry(
  actorId: string,
  entry: StaffAction,
  reader: Reader = null,
): Promise<(writer?: Writes) => Promise<void> | void> {
  const [actorName, member] = await Promise.all([
    memberName(actorId, reader),
    entry.memberId === null ? null : memberName(entry.memberId, reader),
  ]);
  const reportId = entry.reportId ?? null;
  const data = {
    actorId,
    actorName,
    action: entry.action,
    scope: moderationLogScope(entry.action, reportId),
    memberId: entry.memberId,
    memberName: member,
    target: entry.target ?? member ?? '',
    reportId,
    reason: entry.reason ?? '',
    detail: entry.detail ?? '',
    createdAt: FieldValue.serverTimestamp(),
  };
  const ref = storedCollection(moderationLogEntrySchema, paths.moderationLog).doc();
  return (writer) => {
    if (writer) {
      writer.create(ref, data);
      return;
    }
    return ref.create(data).then(() => undefined);
  };
}

/** Logs an action that has happened already (no transaction of its own to share). */
export async function logStaffAction(actorId: string, entry: StaffAction): Promise<void> {
  const write = await prepareLogEntry(actorId, entry);
  await write();
}

/** What the log says a deletion did: "1 report resolved", or that the content was gone already. */
export function resolvedDetail(deleted: boolean, resolvedReports: number): string {
  const resolved = `${resolvedReports} report${resolvedReports === 1 ? '' : 's'} resolved`;
  return deleted ? resolved : `Already removed; ${resolved}`;
}
