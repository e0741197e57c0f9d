import { useSyncExternalStore } from 'react';
import type { ToastMessage } from '@salon/domain';
import { toAppError, type AppError } from '../../lib/app-error';
import { dismissToast, getToasts, subscribeToToasts, toast } from './toast-store';

export { toast } from './toast-store';

/** The current toasts plus the functions to raise and dismiss them. */
export function useToast() {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
  return { toasts, toast, dismiss: dismissToast };
}

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
