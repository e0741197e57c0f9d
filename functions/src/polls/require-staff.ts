// Polls are opened and closed by admins (moderators handle reports, not polls: docs/moderation.md).
import type { CallableRequest } from 'firebase-functions/v2/https';
import { POLL_TOASTS, type Viewer } from '@salon/domain';
import { requireViewer } from '../shared/caller.js';
import { refuse } from '../shared/refusal.js';

export async function requireStaff(request: CallableRequest): Promise<Viewer> {
  const viewer = await requireViewer(request, { staffAction: true });
  if (viewer.role !== 'admin') throw refuse('permission-denied', POLL_TOASTS.staffOnly);
  return viewer;
}
