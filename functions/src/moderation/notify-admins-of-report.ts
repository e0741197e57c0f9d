// Tells every admin about a new report ("New Report"; clicking it opens /admin). The admins are
// read from the role mirror `userRoles`; the reporter is never told about their own report.
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { paths } from '@salon/domain';
import { db } from '../shared/admin.js';
import { sendNotification } from '../notifications/send-notification.js';
import { threadRef } from '../forum/post-refs.js';

export const notifyAdminsOfReport = onDocumentCreated('reports/{reportId}', async (event) => {
  const report = event.data;
  if (!report) return;
  const { reportId } = event.params;
  const reporterId = String(report.get('reporterId'));
  const threadId = String(report.get('threadId'));
  const replyId: unknown = report.get('replyId');
  const on = typeof replyId === 'string' ? 'reply' : 'thread';
  const [admins, thread] = await Promise.all([
    db.collection(paths.userRoles).where('role', '==', 'admin').get(),
    threadRef(threadId).get(),
  ]);
  const threadTitle = thread.exists ? String(thread.get('title')) : '';
  for (const admin of admins.docs) {
    if (admin.id === reporterId) continue;
    await sendNotification({
      recipientId: admin.id,
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
