// A tiny store outside React so any module (hooks, event handlers, data access) can raise a toast.
// Spec (section 9): one toast visible at a time; a dismissed toast is removed 5000 ms later, which
// leaves the close animation time to run before the entry disappears.

import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@salon/domain';

export { TOAST_REMOVE_DELAY_MS };

type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  /** `destructive` marks errors: red, and announced assertively. */
  variant?: ToastVariant;
}

export interface ToastEntry extends ToastInput {
  id: string;
  /** False once dismissed: hidden at once, removed TOAST_REMOVE_DELAY_MS later. */
  open: boolean;
}

type Listener = () => void;

let toasts: readonly ToastEntry[] = [];
let nextId = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: readonly ToastEntry[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function clearRemovalTimer(id: string) {
  const timer = removalTimers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  removalTimers.delete(id);
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      publish(toasts.filter((entry) => entry.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Hides one toast (or all without an id); the entry is removed TOAST_REMOVE_DELAY_MS later. */
export function dismissToast(id?: string) {
  const dismissed = toasts.filter((entry) => entry.open && (id === undefined || entry.id === id));
  if (dismissed.length === 0) return;
  for (const entry of dismissed) scheduleRemoval(entry.id);
  publish(toasts.map((entry) => (dismissed.includes(entry) ? { ...entry, open: false } : entry)));
}

/** Shows a toast, replacing the visible one (TOAST_LIMIT is 1). */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  nextId += 1;
  const id = String(nextId);
  const kept = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  for (const dropped of toasts) {
    if (!kept.some((entry) => entry.id === dropped.id)) clearRemovalTimer(dropped.id);
  }
  publish(kept);
  return { id, dismiss: () => dismissToast(id) };
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastEntry[] {
  return toasts;
}

/** Tests start from an empty store. */
export function resetToastsForTests() {
  for (const id of removalTimers.keys()) clearRemovalTimer(id);
  publish([]);
}
