import { FORUM_ERRORS, type ToastMessage } from '@salon/domain';
import { toAppError } from '../../lib/app-error';

/** The destructive toast for a failed thread creation (forum spec §8). */
export function createThreadErrorToast(error: unknown): ToastMessage {
  const failure = toAppError(error);
  switch (failure.kind) {
    case 'noSession':
      return { title: 'Error', description: FORUM_ERRORS.noActiveSession };
    case 'permissionDenied':
      return { title: 'Error', description: FORUM_ERRORS.createThreadAuthError };
    case 'unauthenticated':
      return { title: 'Error', description: FORUM_ERRORS.createThreadSessionExpired };
    default:
      // Validation the server repeats (limits, content policy) comes back with the spec's toast.
      return failure.toast ?? { title: 'Error', description: FORUM_ERRORS.createThreadFailed };
  }
}
