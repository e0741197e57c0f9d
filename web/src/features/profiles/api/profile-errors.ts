// What the profile data layer throws when it refuses input before writing, in the spec's words,
// so the screens can show the toast without knowing which check failed.
import { INVALID_CONTENT_TOAST, type ToastMessage } from '@salon/domain';

/**
 * Input refused before anything was written. `message` is the form's message (the spec's
 * wording); `toast` is set when the spec shows the refusal as a toast with its own title
 * ("Invalid Content", "Limit reached", "Username Taken").
 */
export class ProfileInputError extends Error {
  override name = 'ProfileInputError';

  constructor(
    message: string,
    readonly toast: ToastMessage | null = null,
  ) {
    super(message);
  }

  static fromToast(toast: ToastMessage): ProfileInputError {
    return new ProfileInputError(toast.description, toast);
  }
}

/** The part of a domain (zod) schema the data layer uses; web does not depend on zod itself. */
export interface DomainSchema<Output> {
  parse(input: unknown): Output;
  safeParse(
    input: unknown,
  ): { success: true; data: Output } | { success: false; error: { issues: { message: string }[] } };
}

/** The input parsed by `schema`, or a ProfileInputError carrying its first message. */
export function parseProfileInput<Output>(schema: DomainSchema<Output>, input: unknown): Output {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const message = result.error.issues[0]?.message ?? 'Invalid input.';
  const toast = message === INVALID_CONTENT_TOAST.description ? INVALID_CONTENT_TOAST : null;
  throw new ProfileInputError(message, toast);
}

/** True for Firestore's permission-denied: rules refused the read or the write. */
export function isPermissionDenied(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error as { code: unknown }).code === 'permission-denied'
  );
}
