// Input checked against the domain's schema before a profile write: a refusal is the app's AppError
// (`inputRefused`) in the spec's words, so the screens show it without knowing which check failed.
import { INVALID_CONTENT_TOAST, type StoredSchema } from '@salon/domain';
import { inputRefused } from '../../../lib/app-error';

/** The input parsed by `schema`, or an `inputRefused` AppError carrying its first message. */
export function parseProfileInput<Output>(schema: StoredSchema<Output>, input: unknown): Output {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const message = result.error.issues[0]?.message ?? 'Invalid input.';
  const toast = message === INVALID_CONTENT_TOAST.description ? INVALID_CONTENT_TOAST : null;
  throw inputRefused(message, toast);
}
