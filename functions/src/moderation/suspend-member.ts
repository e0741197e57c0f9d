// Staff suspend a member: admins for 1, 7 or 30 days or for good, moderators for up to
// 7 days (checkSuspension), with a reason the member reads in their banner. The member is named
// by uid, or by a report: its post's author or its picture's member, looked up here so the
// caller never learns an anonymous author's uid. One transaction reads the member's role and any
// suspension in force, writes `userRoles/{uid}.suspension` and logs the action: rules and
// callables compare its end with the clock, so it ends by itself. A suspension only grows: one
// that would end sooner than the one in force is refused (an admin lifts it to shorten it).
// A moderator suspending the author of an anonymous post gets one refusal whatever the reason, so
// it tells nothing of who the author is (admins may read the author anyway).
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { onCall, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import {
  DEFAULT_ROLE,
  REPORT_HANDLING_MESSAGES,
  SUSPENSION_MESSAGES,
  alreadySuspendedMessage,
  canHandleReports,
  checkSuspension,
  formatSuspensionEnd,
  parseRole,
  paths,
  readStoredFields,
  replySchema,
  suspendMemberInput,
  suspensionEnd,
  threadSchema,
  userRoleSchema,
  wouldShortenSuspension,
} from '@salon/domain';
import { auth, db } from '../shared/admin.js';
import { storedDoc } from '../shared/stored.js';
import { parseInput } from '../shared/callable.js';
import { requireViewer, storedSuspension } from '../shared/caller.js';
import { postAuthorId, postRef } from '../forum/post-refs.js';
import { prepareLogEntry } from './moderation-log.js';
import { reportRef, storedReportOf } from './report-refs.js';
import { refuse } from '../shared/refusal.js';

/** The member to suspend, and whether the caller may learn anything about them from a refusal. */
interface Suspended {
  readonly memberId: string | null;
  readonly anonymous: boolean;
}

/** The member a report is about: its post's author (anonymous or not), or the picture's member. */
async function memberOfReport(reportId: string): Promise<Suspended> {
  const snapshot = await reportRef(reportId).get();
  if (!snapshot.exists) throw refuse('not-found', REPORT_HANDLING_MESSAGES.notFound);
  const report = storedReportOf(snapshot);
  if (report.contentType === 'picture') return { memberId: report.memberId, anonymous: false };
  const post = postRef(report.threadId, report.replyId);
  const [memberId, stored] = await Promise.all([
    postAuthorId(report.threadId, report.replyId),
    post.get(),
  ]);
  const { isAnonymous } =
    report.replyId === null
      ? readStoredFields(threadSchema, stored.data(), ['isAnonymous'])
      : readStoredFields(replySchema, stored.data(), ['isAnonymous']);
  return { memberId, anonymous: isAnonymous === true };
}

export const suspendMember = onCall(async (request): Promise<{ suspendedUntil: number | null }> => {
  const staff = await requireViewer(request, { staffAction: true });
  if (!canHandleReports(staff.role)) {
    throw refuse('permission-denied', SUSPENSION_MESSAGES.staffOnly);
  }
  const input = parseInput(suspendMemberInput, request.data);
  const reportId = 'reportId' in input ? input.reportId : null;
  const suspended: Suspended =
    'memberId' in input
      ? { memberId: input.memberId, anonymous: false }
      : await memberOfReport(input.reportId);
  const hidesAuthor = suspended.anonymous && staff.role !== 'admin';
  const refuseAbout = (code: FunctionsErrorCode, message: string) =>
    hidesAuthor
      ? refuse('failed-precondition', SUSPENSION_MESSAGES.anonymousAuthor)
      : refuse(code, message);
  const { memberId } = suspended;
  if (memberId === null) throw refuseAbout('not-found', SUSPENSION_MESSAGES.authorNotFound);
  await auth.getUser(memberId).catch(() => {
    throw refuseAbout('not-found', SUSPENSION_MESSAGES.memberNotFound);
  });
  const rolesRef = storedDoc(userRoleSchema, `${paths.userRoles}/${memberId}`);
  return db.runTransaction(async (transaction) => {
    const roles = await transaction.get(rolesRef);
    const member = {
      uid: memberId,
      role: parseRole(readStoredFields(userRoleSchema, roles.data(), ['role']).role),
    };
    const refusal = checkSuspension(staff, member, input.duration);
    if (refusal) {
      throw refuseAbout(
        refusal === SUSPENSION_MESSAGES.self ? 'failed-precondition' : 'permission-denied',
        refusal,
      );
    }
    const now = new Date();
    const until = suspensionEnd(input.duration, now);
    const current = storedSuspension(roles);
    if (wouldShortenSuspension(current, until, now)) {
      throw refuseAbout('failed-precondition', alreadySuspendedMessage(current!.until, 'UTC'));
    }
    const log = await prepareLogEntry(
      staff.uid,
      {
        action: 'suspension',
        memberId,
        reportId,
        reason: input.reason,
        detail: until === null ? 'Permanent' : `Until ${formatSuspensionEnd(until, 'UTC')}`,
      },
      transaction,
    );
    transaction.set(
      rolesRef,
      {
        // A member without a roles document yet (no profile) is a plain member.
        ...(roles.exists ? {} : { role: DEFAULT_ROLE, updatedAt: FieldValue.serverTimestamp() }),
        suspension: {
          until: until === null ? null : Timestamp.fromDate(until),
          reason: input.reason,
          suspendedBy: staff.uid,
          suspendedAt: FieldValue.serverTimestamp(),
        },
      },
      { merge: true },
    );
    await log(transaction);
    return { suspendedUntil: until === null ? null : until.getTime() };
  });
});
