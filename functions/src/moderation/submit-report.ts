// A member reports a thread, a reply or another member's avatar or banner, never
// their own. Checks run in the domain's order (target, reason, details) with the spec's messages,
// then the target's own (reported-subject.ts); the report starts `pending`, carrying what the
// admin list shows of it (reportDigest), so that list reads report documents only. One open
// report per member and post or picture: a repeat while the first is pending or in review answers
// with the first (the UI shows the same success) and files nothing, so staff are notified once.
import { FieldValue } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import {
  isOpenReport,
  isPictureReportTarget,
  openReportClaimSchema,
  paths,
  readStoredFields,
  reportDigest,
  reportSchema,
  submitReportInput,
  validateReportDraft,
  text,
} from '@salon/domain';
import { db } from '../shared/admin.js';
import { parseInput } from '../shared/callable.js';
import { requireViewer } from '../shared/caller.js';
import { takeRateLimit } from '../shared/rate-limit.js';
import { storedCollection, storedDoc } from '../shared/stored.js';
import { reportDraftOf } from './report-draft-of.js';
import { reportedPicture, reportedPost } from './reported-subject.js';
import { refuse } from '../shared/refusal.js';

export const submitReport = onCall(async (request): Promise<{ reportId: string }> => {
  const viewer = await requireViewer(request, { withProfile: true });
  const problem = validateReportDraft(reportDraftOf(request.data));
  if (problem) throw refuse('invalid-argument', problem);
  const report = parseInput(submitReportInput, request.data);
  await takeRateLimit(viewer.uid, 'submitReport');
  const [subject, reporter] = await Promise.all([
    isPictureReportTarget(report) ? reportedPicture(viewer, report) : reportedPost(viewer, report),
    db.doc(paths.profile(viewer.uid)).get(),
  ]);
  const claim = storedDoc(
    openReportClaimSchema,
    isPictureReportTarget(report)
      ? paths.openPictureReportClaim(viewer.uid, report.memberId, report.picture)
      : paths.openReportClaim(viewer.uid, report.threadId, report.replyId),
  );
  const created = storedCollection(reportSchema, paths.reports).doc();
  // Names as stored, whatever the form allows now: the field reader, not the card's schema.
  const { username, displayName } = reporter.data() ?? {};
  const digest = {
    reason: report.reason,
    reporter: { username: text(username), displayName: text(displayName) },
  };
  // Per kind, so the report types as a post's or a picture's (reportSchema), never a mix.
  const about =
    subject.kind === 'picture'
      ? { ...subject.fields, ...reportDigest({ ...digest, ...subject.content }) }
      : { ...subject.fields, ...reportDigest({ ...digest, ...subject.content }) };
  const fields = {
    reporterId: viewer.uid,
    ...about,
    reason: report.reason,
    description: report.description,
    status: 'pending' as const,
    reviewedBy: null,
    reviewedAt: null,
    createdAt: FieldValue.serverTimestamp(),
  };
  return db.runTransaction(async (transaction) => {
    const { reportId: openId } = readStoredFields(
      openReportClaimSchema,
      (await transaction.get(claim)).data(),
      ['reportId'],
    );
    if (openId !== undefined) {
      const open = await transaction.get(db.doc(`${paths.reports}/${openId}`));
      const { status } = readStoredFields(reportSchema, open.data(), ['status']);
      if (status !== undefined && isOpenReport(status)) return { reportId: openId };
    }
    transaction.set(claim, { reportId: created.id });
    transaction.create(created, fields);
    return { reportId: created.id };
  });
});
