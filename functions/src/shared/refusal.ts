// A callable's refusal in the spec's words: the message is the toast's description (what the UI
// shows), and `details` carries the whole toast so the UI can show its title too.
import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import type { ToastMessage } from '@salon/domain';

export function refuseWithToast(code: FunctionsErrorCode, toast: ToastMessage): HttpsError {
  return new HttpsError(code, toast.description, {
    title: toast.title,
    description: toast.description,
  });
}
