/**
 * A message shown as a toast: a short title and a sentence. Validators that the spec phrases as
 * toasts return this shape so the web app can show it and functions can send it as an error detail.
 */
export interface ToastMessage {
  readonly title: string;
  readonly description: string;
}
