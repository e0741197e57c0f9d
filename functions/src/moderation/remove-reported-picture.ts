// Staff remove a reported picture as its member would (removeProfilePicture): every
// served file of that kind, then the URL. Only the picture that was reported is removed: one the
// member has replaced or removed since is gone already, and a newer one nobody reported stays.
// The transaction then resolves every open report on that member's picture whose picture is no
// longer served, this one among them, and notifies each reporter. The report is checked before
// any file is touched and again in the transaction, so of two staff at once the second is refused.
// The removal is logged in that transaction.
import type { Transaction } from 'firebase-admin/firestore';
import { OPEN_REPORT_STATUSES, paths } from '@salon/domain';
import { db } from '../shared/admin.js';
import { deleteServedPictures } from '../profiles/picture-files.js';
import { clearPictureUrl, pictureUrlRef, servedPictureUrl } from '../profiles/picture-urls.js';
import { prepareLogEntry, reportTarget, resolvedDetail } from './moderation-log.js';
import { notifyReporter, recordReview } from './report-outcome.js';
import {
  closedReportAnswer,
  readReport,
  storedReportOf,
  type StoredReport,
} from './report-refs.js';

type PictureReport = Extract<StoredReport, { contentType: 'picture' }>;

/** The report, open and about a picture, or the answer for a closed one. */
async function openPictureReport(reportId: string, staffUid: string) {
  return db.runTransaction(async (transaction) => {
    const report = await readReport(transaction, reportId);
    const closed = closedReportAnswer(report, staffUid);
    if (closed) return closed;
    if (report.contentType !== 'picture') throw new Error('Not a picture report');
    return report;
  });
}

export async function removeReportedPicture(
  reportId: string,
  staffUid: string,
): Promise<{ deleted: boolean; resolvedReports: number }> {
  const checked = await openPictureReport(reportId, staffUid);
  if (!('picture' in checked)) return checked;
  const reported: PictureReport = checked;
  const { memberId, picture, pictureUrl } = reported;
  const urlRef = pictureUrlRef(memberId, picture);
  // Files first, then the URL, so no link outlives its file for long.
  if (servedPictureUrl(await urlRef.get(), picture) === pictureUrl) {
    await deleteServedPictures(undefined, memberId, picture);
  }
  return db.runTransaction(async (transaction) => {
    const report = await readReport(transaction, reportId);
    const closed = closedReportAnswer(report, staffUid);
    if (closed) return closed;
    const [served, open] = await Promise.all([
      transaction.get(urlRef),
      openReportsOnPicture(transaction, reported),
    ]);
    const removed = servedPictureUrl(served, picture) === pictureUrl;
    const stillServed = removed ? null : servedPictureUrl(served, picture);
    const settled = open.filter(
      (other) => other.contentType === 'picture' && other.pictureUrl !== stillServed,
    );
    const log = await prepareLogEntry(
      staffUid,
      {
        action: 'pictureRemoval',
        memberId,
        target: reportTarget(report),
        reportId,
        detail: resolvedDetail(removed, settled.length),
      },
      transaction,
    );
    if (removed) clearPictureUrl(transaction, memberId, picture);
    await log(transaction);
    for (const other of settled) {
      recordReview(transaction, other, 'resolved', staffUid);
      notifyReporter(transaction, other, 'removed', staffUid);
    }
    return { deleted: removed, resolvedReports: settled.length };
  });
}

/** The open reports on the member's avatar or banner, whichever upload each saw. */
async function openReportsOnPicture(
  transaction: Transaction,
  report: PictureReport,
): Promise<StoredReport[]> {
  const snapshot = await transaction.get(
    db
      .collection(paths.reports)
      .where('memberId', '==', report.memberId)
      .where('picture', '==', report.picture)
      .where('status', 'in', OPEN_REPORT_STATUSES),
  );
  return snapshot.docs.map(storedReportOf);
}
