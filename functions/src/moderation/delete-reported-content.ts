// Staff delete reported content (the spec deletes the thread or reply by id): one transaction
// reads the report, the content and the other open reports on it, then deletes the content,
// resolves every one of those reports with the reviewer and the time, and notifies each reporter.
// A thread's deletion also closes open reports on its replies, which go with it
// (cleanUpDeletedThread). A reported picture is removed as its member removes it, files
// then URL (remove-reported-picture.ts). Of two staff acting at once the second is refused with
// what the report is now; the caller's own repeat answers `deleted: false` and changes nothing.
// The deletion is logged in the same transaction, naming the author only when the post
// names them (an anonymous author stays unnamed: moderators read these entries).
import { onCall } from 'firebase-functions/v2/https';
import type { Transaction } from 'firebase-admin/firestore';
import {
  deleteReportedContentInput,
  OPEN_REPORT_STATUSES,
  paths,
  readStoredFields,
  replySchema,
  reportSchema,
  threadSchema,
} from '@salon/domain';
import { db } from '../shared/admin.js';
import { parseInput } from '../shared/callable.js';
import { postRef } from '../forum/post-refs.js';
import { prepareLogEntry, reportTarget, resolvedDetail } from './moderation-log.js';
import { notifyReporter, recordReview } from './report-outcome.js';
import {
  closedReportAnswer,
  readReport,
  reportRef,
  storedReportOf,
  type StoredReport,
} from './report-refs.js';
import { removeReportedPicture } from './remove-reported-picture.js';
import { requireReportStaff } from './require-report-staff.js';

export const deleteReportedContent = onCall(
  async (request): Promise<{ deleted: boolean; resolvedReports: number }> => {
    const staff = await requireReportStaff(request);
    const { reportId } = parseInput(deleteReportedContentInput, request.data);
    // What a report is about never changes, so this read outside the transaction may choose.
    const about = (await reportRef(reportId).get()).data();
    const { contentType } = readStoredFields(reportSchema, about, ['contentType']);
    if (contentType === 'picture') return removeReportedPicture(reportId, staff.uid);
    return db.runTransaction(async (transaction) => {
      const report = await readReport(transaction, reportId);
      const closed = closedReportAnswer(report, staff.uid);
      if (closed) return closed;
      if (report.contentType === 'picture') throw new Error('A picture report, read as a post');
      const content = postRef(report.threadId, report.replyId);
      const [existing, reports] = await Promise.all([
        transaction.get(content),
        openReportsOn(transaction, report.threadId, report.replyId),
      ]);
      // A thread and a reply keep their author alike (domain forum/schemas.ts, authorFields).
      const { authorId = null } =
        report.replyId === null
          ? readStoredFields(threadSchema, existing.data(), ['authorId'])
          : readStoredFields(replySchema, existing.data(), ['authorId']);
      const log = await prepareLogEntry(
        staff.uid,
        {
          action: 'contentDeletion',
          memberId: authorId,
          target: reportTarget(report),
          reportId,
          detail: resolvedDetail(existing.exists, reports.length),
        },
        transaction,
      );
      // Content its author removed meanwhile is gone all the same: its reports are resolved.
      if (existing.exists) transaction.delete(content);
      await log(transaction);
      for (const open of reports) {
        recordReview(transaction, open, 'resolved', staff.uid);
        notifyReporter(transaction, open, 'removed', staff.uid);
      }
      return { deleted: existing.exists, resolvedReports: reports.length };
    });
  },
);

/**
 * The open reports the deletion settles, the report itself among them: on the reply, or on the
 * thread and anything in it. Bounded by the reports one thread gathers.
 */
async function openReportsOn(
  transaction: Transaction,
  threadId: string,
  replyId: string | null,
): Promise<StoredReport[]> {
  let query = db
    .collection(paths.reports)
    .where('threadId', '==', threadId)
    .where('status', 'in', OPEN_REPORT_STATUSES);
  if (replyId !== null) query = query.where('replyId', '==', replyId);
  const snapshot = await transaction.get(query);
  return snapshot.docs.map(storedReportOf);
}
