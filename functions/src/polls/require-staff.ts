// Polls are opened and closed by staff: admins (the moderator role has no extra powers).
import type { CallableRequest } from 'firebase-functions/v2/https';
import { POLL_TOASTS, type Viewer } from '@salon/domain';
import { requireViewer } from '../forum/caller.js';
import { refuseWithToast } from '../shared/refusal.js';

export function requireStaff(request: CallableRequest): Viewer {
  const viewer = requireViewer(request);
  if (viewer.role !== 'admin') throw refuseWithToast('permission-denied', POLL_TOASTS.staffOnly);
  return viewer;
}
