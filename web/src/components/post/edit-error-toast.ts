import { FORUM_ERRORS, POST_EDIT_MESSAGES, type ToastMessage } from '@salon/domain';
import { toAppError } from '../../lib/app-error';

/**
 * The destructive toast for an edit the server refused or could not make: its own toast when it
 * sent one (limits, content policy, "Slow Down", "Discussion Not Found"), else its refusal's
 * sentence ("You can only edit your own posts.", "A deleted reply cannot be edited.").
 */
export function editErrorToast(error: unknown): ToastMessage {
  const failure = toAppError(error);
  if (failure.toast) return failure.toast;
  switch (failure.kind) {
    case 'noSession':
      return { title: 'Error', description: FORUM_ERRORS.noActiveSession };
    case 'unauthenticated':
      return { title: 'Error', description: FORUM_ERRORS.createThreadSessionExpired };
    case 'permissionDenied':
    case 'notFound':
    case 'rejected':
      return { title: 'Error', description: failure.message };
    default:
      return { title: 'Error', description: POST_EDIT_MESSAGES.saveFailed };
  }
}
