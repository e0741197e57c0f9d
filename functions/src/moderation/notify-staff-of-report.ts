// Tells every staff member (admins and moderators, who handle reports) about a new report ("New
// Report"; clicking it opens /admin), naming what was reported as the report's copy names it (a
// post by its thread's title, a picture by whose it is). Staff are read from the role mirror
// `userRoles`; the reporter is never told about their own report.
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { paths, REPORT_STAFF_ROLES, reportedContentOf } from '@salon/domain';
import { db } from '../shared/admin.js';
import { sendNotification } from '../notifications/send-notification.js';
import { reportedContentData, storedReportOf } from './report-refs.js';

export const notifyStaffOfReport = onDocumentCreated('reports/{reportId}', async (event) => {
  if (!event.data) return;
  const report = storedReportOf(event.data);
  const { reporterId } = report;
  const staff = await db.collection(paths.userRoles).where('role', 'in', REPORT_STAFF_ROLES).get();
  for (const member of staff.docs) {
    if (member.id === reporterId) continue;
    await sendNotification({
      recipientId: member.id,
      notificationId: `report_${report.id}`,
      event: { kind: 'report', content: reportedContentOf(report) },
      actorId: reporterId,
      data: { ...reportedContentData(report), reportId: report.id, reporterId },
    });
  }
});
