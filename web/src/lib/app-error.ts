import { suspendedToast, type ToastMessage } from '@salon/domain';

/**
 * Why an action failed, in the terms the screens choose their message by:
 * - `invalidInput`: the app refused the input before sending anything; the message is the
 *   form's own words (and `toast` is set when the spec shows the refusal as a toast);
 * - `noSession`: nobody is signed in when the call is made;
 * - `permissionDenied`: the backend refused who we are (the old site's row-level security);
 * - `unauthenticated`: the session's token was refused (expired);
 * - `rejected`: the backend refused the content, its pace or the member (a suspension) and said
 *   why with a toast (validation, rate limits, "Your account is suspended until ...");
 * - `notFound`: the thread or reply is gone;
 * - `unknown`: anything else (network, server error).
 */
export type AppErrorKind =
  | 'invalidInput'
  | 'noSession'
  | 'permissionDenied'
  | 'unauthenticated'
  | 'rejected'
  | 'notFound'
  | 'unknown';

export class AppError extends Error {
  readonly kind: AppErrorKind;
  /** The backend's own toast (validation and content policy), when it sent one. */
  readonly toast: ToastMessage | null;
  /**
   * The callable's own words for the member when it refused with one of ours (its messages are
   * the domain's), without the status the SDK appends; null for errors not meant for the member.
   */
  readonly reason: string | null;

  constructor(
    kind: AppErrorKind,
    message: string = kind,
    toast: ToastMessage | null = null,
    reason: string | null = null,
  ) {
    super(message);
    this.name = 'AppError';
    this.kind = kind;
    this.toast = toast;
    this.reason = reason;
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

/** The codes our callables refuse with, each time with words written for the member. */
const MEMBER_FACING_CODES = new Set([
  'invalid-argument',
  'failed-precondition',
  'permission-denied',
  'resource-exhausted',
  'not-found',
  'unavailable',
  'unauthenticated',
]);

/**
 * A Firebase error (Functions `functions/…` or Firestore codes) as an AppError. Messages that
 * mention row-level security or the session are read as the spec's catalogue reads them.
 */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const fullCode =
    typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
      ? error.code
      : '';
  const code = fullCode.replace(/^(functions|firestore)\//, '');
  const fromCallable = fullCode.startsWith('functions/');
  // The Functions SDK appends the HTTP status (" [400]"), which is not part of the function's words.
  const rawMessage = error instanceof Error ? error.message : String(error);
  const message = fromCallable ? rawMessage.replace(/ \[\d{3}\]$/, '') : rawMessage;
  const reason = fromCallable && MEMBER_FACING_CODES.has(code) && message ? message : null;
  const details =
    typeof error === 'object' && error !== null && 'details' in error ? error.details : null;
  const suspended = suspensionRefusal(details);
  if (suspended) return new AppError('rejected', suspended.description, suspended);
  const toast = isToastMessage(details) ? details : null;
  let kind: AppErrorKind = CODE_KINDS[code] ?? 'unknown';
  if (kind === 'unknown' && /row-level security/i.test(message)) kind = 'permissionDenied';
  else if (kind === 'unknown' && /session/i.test(message)) kind = 'unauthenticated';
  return new AppError(kind, message, toast, reason);
}

/** Input refused before anything was sent, in the form's words (the spec's wording). */
export function inputRefused(message: string, toast: ToastMessage | null = null): AppError {
  return new AppError('invalidInput', message, toast);
}

/** True for an AppError from `inputRefused`: its message is meant for the person at the keyboard. */
export function isInputRefusal(error: unknown): error is AppError {
  return error instanceof AppError && error.kind === 'invalidInput';
}

/** True when the backend refused who we are (rules or a callable's permission-denied). */
export function isPermissionDenied(error: unknown): boolean {
  return toAppError(error).kind === 'permissionDenied';
}
