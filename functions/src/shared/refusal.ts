// The one way a callable refuses: an HttpsError whose message is the member-facing words (the
// web app shows it as the reason), and, for a refusal the spec shows as a toast, `details`
// carrying the whole toast so the UI can show its title too. Extra details (a suspension's end,
// a provider's retry delay) ride beside the toast's.
import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import type { ToastMessage } from '@salon/domain';

export function refuse(
  code: FunctionsErrorCode,
  words: string | ToastMessage,
  details?: Readonly<Record<string, unknown>>,
): HttpsError {
  if (typeof words === 'string') return new HttpsError(code, words, details);
  return new HttpsError(code, words.description, {
    title: words.title,
    description: words.description,
    ...details,
  });
}
