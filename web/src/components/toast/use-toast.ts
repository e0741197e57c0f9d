import { useSyncExternalStore } from 'react';
import { dismissToast, getToasts, subscribeToToasts, toast } from './toast-store';

export { toast } from './toast-store';

/** The current toasts plus the functions to raise and dismiss them. */
export function useToast() {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
  return { toasts, toast, dismiss: dismissToast };
}
