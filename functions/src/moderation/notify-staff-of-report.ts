// Tells every staff member (admins and moderators, who handle reports) about a new report ("New
// Report"; clicking it opens /admin). Staff are read from the role mirror `userRoles`; the
// reporter is never told about their own report.
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { paths, REPORT_STAFF_ROLES } from '@salon/domain';
import { db } from '../shared/admin.js';
import { sendNotification } from '../notifications/send-notification.js';
import { threadRef } from '../forum/post-refs.js';

export const notifyStaffOfReport = onDocumentCreated('reports/{reportId}', async (event) => {
  const report = event.data;
  if (!report) return;
  const { reportId } = event.params;
  const reporterId = String(report.get('reporterId'));
  const threadId = String(report.get('threadId'));
  const replyId: unknown = report.get('replyId');
  const on = typeof replyId === 'string' ? 'reply' : 'thread';
  const [staff, thread] = await Promise.all([
    db.collection(paths.userRoles).where('role', 'in', REPORT_STAFF_ROLES).get(),
    threadRef(threadId).get(),
  ]);
  const threadTitle = thread.exists ? String(thread.get('title')) : '';
  for (const member of staff.docs) {
    if (member.id === reporterId) continue;
    await sendNotification({
      recipientId: member.id,
      notificationId: `report_${reportId}`,
      event: { kind: 'report', on, threadTitle },
      actorId: reporterId,
      data: {
        threadId,
        ...(typeof replyId === 'string' ? { replyId } : {}),
        reportId,
        reporterId,
        contentType: on,
      },
    });
  }
});
