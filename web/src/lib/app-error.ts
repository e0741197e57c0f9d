import { suspendedToast, type ToastMessage } from '@salon/domain';

/**
 * Why a call to the backend failed, in the terms the screens choose their message by:
 * - `noSession`: nobody is signed in when the call is made;
 * - `permissionDenied`: the backend refused who we are (the old site's row-level security);
 * - `unauthenticated`: the session's token was refused (expired);
 * - `rejected`: the backend refused the content, its pace or the member (a suspension) and said
 *   why with a toast (validation, rate limits, "Your account is suspended until ...");
 * - `notFound`: the thread or reply is gone;
 * - `unknown`: anything else (network, server error).
 */
export type AppErrorKind =
  'noSession' | 'permissionDenied' | 'unauthenticated' | 'rejected' | 'notFound' | 'unknown';

export class AppError extends Error {
  readonly kind: AppErrorKind;
  /** The backend's own toast (validation and content policy), when it sent one. */
  readonly toast: ToastMessage | null;

  constructor(kind: AppErrorKind, message: string = kind, toast: ToastMessage | null = null) {
    super(message);
    this.name = 'AppError';
    this.kind = kind;
    this.toast = toast;
  }
}

function isToastMessage(value: unknown): value is ToastMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    'title' in value &&
    typeof value.title === 'string' &&
    'description' in value &&
    typeof value.description === 'string'
  );
}

/**
 * A suspended member's refusal (functions/src/shared/caller.ts): its `details` carry the end in
 * milliseconds (null for a ban), shown here in the member's own time zone. Null for anything else.
 */
function suspensionRefusal(details: unknown): ToastMessage | null {
  if (typeof details !== 'object' || details === null || !('suspendedUntil' in details)) {
    return null;
  }
  const until = details.suspendedUntil;
  if (until === null) return suspendedToast(null);
  return typeof until === 'number' && Number.isFinite(until)
    ? suspendedToast(new Date(until))
    : null;
}

/** The refusal of a suspended member, as every screen shows it (the server's own toast). */
export function suspendedError(until: Date | null): AppError {
  const toast = suspendedToast(until);
  return new AppError('rejected', toast.description, toast);
}

const CODE_KINDS: Readonly<Record<string, AppErrorKind>> = {
  'permission-denied': 'permissionDenied',
  unauthenticated: 'unauthenticated',
  'not-found': 'notFound',
  'invalid-argument': 'rejected',
  'failed-precondition': 'rejected',
  // A rate limit ("Slow Down"): refused with its toast like invalid content.
  'resource-exhausted': 'rejected',
};

/**
 * A Firebase error (Functions `functions/…` or Firestore codes) as an AppError. Messages that
 * mention row-level security or the session are read as the spec's catalogue reads them.
 */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code =
    typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
      ? error.code.replace(/^(functions|firestore)\//, '')
      : '';
  const message = error instanceof Error ? error.message : String(error);
  const details =
    typeof error === 'object' && error !== null && 'details' in error ? error.details : null;
  const suspended = suspensionRefusal(details);
  if (suspended) return new AppError('rejected', suspended.description, suspended);
  const toast = isToastMessage(details) ? details : null;
  let kind: AppErrorKind = CODE_KINDS[code] ?? 'unknown';
  if (kind === 'unknown' && /row-level security/i.test(message)) kind = 'permissionDenied';
  else if (kind === 'unknown' && /session/i.test(message)) kind = 'unauthenticated';
  return new AppError(kind, message, toast);
}
