// Reports are handled by staff: admins and moderators (docs/moderation.md).
import { type CallableRequest } from 'firebase-functions/v2/https';
import { canHandleReports, REPORT_HANDLING_MESSAGES, type Viewer } from '@salon/domain';
import { requireViewer } from '../shared/caller.js';
import { refuse } from '../shared/refusal.js';

export async function requireReportStaff(request: CallableRequest): Promise<Viewer> {
  const viewer = await requireViewer(request, { staffAction: true });
  if (!canHandleReports(viewer.role)) {
    throw refuse('permission-denied', REPORT_HANDLING_MESSAGES.staffOnly);
  }
  return viewer;
}
