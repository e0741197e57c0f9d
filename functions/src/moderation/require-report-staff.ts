// Reports are handled by staff: admins and moderators (docs/moderation.md).
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { canHandleReports, REPORT_HANDLING_MESSAGES, type Viewer } from '@salon/domain';
import { requireViewer } from '../shared/caller.js';

export async function requireReportStaff(request: CallableRequest): Promise<Viewer> {
  const viewer = await requireViewer(request, { staffAction: true });
  if (!canHandleReports(viewer.role)) {
    throw new HttpsError('permission-denied', REPORT_HANDLING_MESSAGES.staffOnly);
  }
  return viewer;
}
