// A member reports a thread or reply that is not their own. Checks run in the domain's order
// (target, reason, details) with the spec's messages; the report starts `pending`, carrying what
// the admin list shows of it (reportDigest), so that list reads report documents only. One open
// report per member and post: a repeat while the first is pending or in review answers with the
// first (the UI shows the same success) and files nothing, so staff are notified once.
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import {
  canReportPost,
  FORUM_TOASTS,
  isOpenReport,
  paths,
  reportDigest,
  submitReportInput,
  validateReportDraft,
} from '@salon/domain';
import { db } from '../shared/admin.js';
import { parseInput } from '../shared/callable.js';
import { refuseWithToast } from '../shared/refusal.js';
import { requireViewer } from '../shared/caller.js';
import { takeRateLimit } from '../shared/rate-limit.js';
import { postAuthorId, replyRef, threadRef } from '../forum/post-refs.js';
import { REPLY_NOT_FOUND } from '../discussion/reply-messages.js';
import { reportDraftOf } from './report-draft-of.js';

/** Invented: the spec lets members report only what is not theirs, with no wording. */
export const REPORT_OWN_CONTENT = 'You cannot report your own content.';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const submitReport = onCall(async (request): Promise<{ reportId: string }> => {
  const viewer = await requireViewer(request);
  const problem = validateReportDraft(reportDraftOf(request.data));
  if (problem) throw new HttpsError('invalid-argument', problem);
  const report = parseInput(submitReportInput, request.data);
  await takeRateLimit(viewer.uid, 'submitReport');
  const [thread, reply, reporter] = await Promise.all([
    threadRef(report.threadId).get(),
    report.replyId === null ? null : replyRef(report.threadId, report.replyId).get(),
    db.doc(paths.profile(viewer.uid)).get(),
  ]);
  if (!thread.exists) throw refuseWithToast('not-found', FORUM_TOASTS.threadNotFound);
  if (reply && !reply.exists) throw new HttpsError('not-found', REPLY_NOT_FOUND);
  if (!canReportPost(viewer, await postAuthorId(report.threadId, report.replyId))) {
    throw new HttpsError('permission-denied', REPORT_OWN_CONTENT);
  }
  const claim = db.doc(paths.openReportClaim(viewer.uid, report.threadId, report.replyId));
  const created = db.collection(paths.reports).doc();
  const fields = {
    reporterId: viewer.uid,
    threadId: report.threadId,
    replyId: report.replyId,
    reason: report.reason,
    description: report.description,
    status: 'pending',
    reviewedBy: null,
    reviewedAt: null,
    createdAt: FieldValue.serverTimestamp(),
    ...reportDigest({
      reason: report.reason,
      reporter: {
        username: text(reporter.get('username')),
        displayName: text(reporter.get('displayName')),
      },
      thread: { title: text(thread.get('title')), body: text(thread.get('body')) },
      reply: reply ? { body: text(reply.get('body')) } : null,
    }),
  };
  return db.runTransaction(async (transaction) => {
    const openId: unknown = (await transaction.get(claim)).get('reportId');
    if (typeof openId === 'string') {
      const open = await transaction.get(db.doc(`${paths.reports}/${openId}`));
      if (isOpenReport(open.get('status'))) return { reportId: openId };
    }
    transaction.set(claim, { reportId: created.id });
    transaction.create(created, fields);
    return { reportId: created.id };
  });
});
