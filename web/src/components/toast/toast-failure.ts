import type { ToastMessage } from '@salon/domain';
import { toAppError, type AppError } from '../../lib/app-error';
import { toast } from './toast-store';

/**
 * A failed action told as a destructive toast: the server's own toast when it sent one ("Slow
 * Down", a limit, the content policy), else `fallback`, the action's own words, which may name
 * the server's reason (`failure.reason`, `failure.message`).
 */
export function toastFailure(
  error: unknown,
  fallback: ToastMessage | ((failure: AppError) => ToastMessage),
): void {
  const failure = toAppError(error);
  const shown = failure.toast ?? (typeof fallback === 'function' ? fallback(failure) : fallback);
  toast({ ...shown, variant: 'destructive' });
}
