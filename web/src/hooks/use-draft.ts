import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '../lib/session/session-context';
import {
  deviceStorage,
  draftKey,
  hasStoredDraft,
  isBlankDraft,
  readDraft,
  removeDraft,
  restoreFields,
  writeDraft,
  type DraftFields,
} from '../lib/drafts';

function memberDraftKey(session: ReturnType<typeof useSession>, place: string): string | null {
  return session.status === 'signedIn' ? draftKey(session.user.uid, place) : null;
}

/**
 * Whether the signed-in member has a draft at `place`, as the page opened: a reply box closed
 * until asked for opens by itself to show one.
 */
export function useHasStoredDraft(place: string): boolean {
  const key = memberDraftKey(useSession(), place);
  const [stored] = useState(() => key !== null && hasStoredDraft(deviceStorage(), key, Date.now()));
  return stored;
}

/** Typing pauses this long before the draft is written, so a keystroke is not a storage write. */
const DRAFT_SAVE_DELAY_MS = 500;

interface DraftState<T> {
  readonly key: string | null;
  readonly fields: T;
  /** Changed by the member since read or cleared, so worth writing. */
  readonly dirty: boolean;
}

function restore<T extends DraftFields>(key: string | null, empty: T): DraftState<T> {
  const stored = key ? readDraft(deviceStorage(), key, Date.now()) : null;
  return { key, fields: restoreFields(empty, stored), dirty: false };
}

/**
 * A composer's fields, kept on the device per signed-in member and `place` (lib/drafts.ts):
 * restored when the composer mounts, written while typing pauses and when the page goes away or
 * the composer closes. `clear` (posted, or "Discard draft") empties the fields and the stored
 * draft. Without a signed-in member the fields are plain state.
 */
export function useDraft<T extends DraftFields>(
  place: string,
  empty: T,
): {
  fields: T;
  update: (change: Partial<T>) => void;
  /** The fields hold text worth keeping: "Discard draft" is offered. */
  hasDraft: boolean;
  clear: () => void;
} {
  const key = memberDraftKey(useSession(), place);
  const [state, setState] = useState(() => restore(key, empty));
  // Another member or place (a sign-out and in, a new thread): that one's draft, not this one's.
  if (state.key !== key) setState(restore(key, empty));

  // The latest unwritten change, written by the timer, on pagehide or when the composer unmounts.
  const pending = useRef<{ key: string; fields: T } | null>(null);
  const flush = useCallback(() => {
    const change = pending.current;
    pending.current = null;
    if (change) writeDraft(deviceStorage(), change.key, change.fields, Date.now());
  }, []);

  useEffect(() => {
    if (!state.dirty || !state.key) return;
    pending.current = { key: state.key, fields: state.fields };
    const timer = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, flush]);

  useEffect(() => {
    // A reload or a closed tab within the delay.
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [flush]);

  // Closing the composer, or leaving this member or place, writes what is pending first. (At a
  // sign-out this runs before the session provider clears the member's drafts, which it does
  // in an effect of a parent, so in the same commit but after this cleanup.)
  useEffect(() => flush, [key, flush]);

  const update = useCallback((change: Partial<T>) => {
    setState((current) => ({ ...current, fields: { ...current.fields, ...change }, dirty: true }));
  }, []);

  const clear = useCallback(() => {
    pending.current = null;
    if (key) removeDraft(deviceStorage(), key);
    setState({ key, fields: empty, dirty: false });
  }, [key, empty]);

  return { fields: state.fields, update, hasDraft: !isBlankDraft(state.fields), clear };
}
