/**
 * Drafts kept on the device: what a member was writing in a composer, per member and per place, in
 * localStorage. Pure rules (key, expiry, serialisation, validation) plus storage calls that never
 * throw: a full or disabled storage (private mode) loses the draft, never the post. The React side
 * is `hooks/use-draft.ts`.
 */

/** A draft's fields: the composer's text fields and checkboxes. */
export type DraftFields = Readonly<Record<string, string | boolean>>;

/** Bumped when the stored shape changes; a draft of another version is ignored, then swept. */
const DRAFT_VERSION = 1;
const KEY_PREFIX = `draft:v${DRAFT_VERSION}:`;

/** A draft older than 30 days is dropped. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** How many storage keys one start-up sweep looks at, so a crowded storage costs a bounded time. */
const DRAFT_SWEEP_LIMIT = 500;

/** The new-discussion dialog's place: one draft per member. */
export const NEW_DISCUSSION_DRAFT_PLACE = 'new-discussion';

/** A reply box's place: under a thread or a poll, answering it (`root`) or one of its replies. */
export function replyDraftPlace(
  parent: { readonly kind: 'thread' | 'poll'; readonly id: string },
  replyTo: string | null,
): string {
  const to = replyTo === null ? 'root' : encodeURIComponent(replyTo);
  return `${parent.kind}:${encodeURIComponent(parent.id)}:reply:${to}`;
}

function memberPrefix(uid: string): string {
  return `${KEY_PREFIX}${encodeURIComponent(uid)}:`;
}

/** e.g. `draft:v1:{uid}:thread:{threadId}:reply:root`; ids are encoded so none can forge a key. */
export function draftKey(uid: string, place: string): string {
  return `${memberPrefix(uid)}${place}`;
}

/** The stored text: the version, when it was saved, the fields. */
export function serialiseDraft(fields: DraftFields, now: number): string {
  return JSON.stringify({ v: DRAFT_VERSION, savedAt: now, fields });
}

function isDraftFields(value: unknown): value is DraftFields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(
    (field) => typeof field === 'string' || typeof field === 'boolean',
  );
}

/**
 * The fields of a stored draft, or null when there is none to restore: missing, not our JSON
 * (corrupted, another version, wrong shapes) or older than 30 days.
 */
export function parseDraft(raw: string | null, now: number): DraftFields | null {
  if (raw === null) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const { v, savedAt, fields } = stored as Record<string, unknown>;
  if (v !== DRAFT_VERSION || typeof savedAt !== 'number' || !Number.isFinite(savedAt)) return null;
  if (now - savedAt > DRAFT_MAX_AGE_MS) return null;
  return isDraftFields(fields) ? fields : null;
}

/**
 * `empty` filled from a stored draft: only the fields the composer has, of the same type, so a
 * draft from an older composer (or a tampered one) cannot inject anything else.
 */
export function restoreFields<T extends DraftFields>(empty: T, stored: DraftFields | null): T {
  if (!stored) return empty;
  const restored: Record<string, string | boolean> = { ...empty };
  for (const [name, value] of Object.entries(empty)) {
    const saved = stored[name];
    if (typeof saved === typeof value) restored[name] = saved as string | boolean;
  }
  return restored as T;
}

/** A draft worth keeping has some text; a ticked checkbox alone is not one. */
export function isBlankDraft(fields: DraftFields): boolean {
  return Object.values(fields).every((value) => typeof value !== 'string' || !value.trim());
}

/** The device's localStorage, or null where reading it throws (storage disabled). */
export function deviceStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Reads a draft; an unreadable or expired one is removed, so it is not read again. */
export function readDraft(storage: Storage | null, key: string, now: number): DraftFields | null {
  try {
    const raw = storage?.getItem(key) ?? null;
    const fields = parseDraft(raw, now);
    if (raw !== null && fields === null) storage?.removeItem(key);
    return fields;
  } catch {
    return null;
  }
}

/** Whether a draft worth restoring is stored at `key`. */
export function hasStoredDraft(storage: Storage | null, key: string, now: number): boolean {
  const fields = readDraft(storage, key, now);
  return fields !== null && !isBlankDraft(fields);
}

/** Saves a draft, or removes it when blank. A full or disabled storage keeps nothing. */
export function writeDraft(
  storage: Storage | null,
  key: string,
  fields: DraftFields,
  now: number,
): void {
  try {
    if (isBlankDraft(fields)) storage?.removeItem(key);
    else storage?.setItem(key, serialiseDraft(fields, now));
  } catch (error) {
    console.warn('Could not keep the draft on this device.', error);
  }
}

export function removeDraft(storage: Storage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to do: a storage that cannot remove holds nothing we wrote.
  }
}

/** The storage keys `accept` picks, each read once; reading stops after `limit` keys. */
function draftKeys(storage: Storage, accept: (key: string) => boolean, limit: number): string[] {
  const keys: string[] = [];
  const count = Math.min(storage.length, limit);
  for (let index = 0; index < count; index += 1) {
    const key = storage.key(index);
    if (key !== null && accept(key)) keys.push(key);
  }
  return keys;
}

/** At sign-out: the member's drafts leave the device with them (docs/salon-ui.md). */
export function clearMemberDrafts(storage: Storage | null, uid: string): void {
  try {
    if (!storage) return;
    const prefix = memberPrefix(uid);
    for (const key of draftKeys(storage, (key) => key.startsWith(prefix), storage.length)) {
      storage.removeItem(key);
    }
  } catch {
    // Left for the expiry to drop.
  }
}

/**
 * At start-up: removes expired and unreadable drafts of every member, looking at no more than
 * `limit` keys. Returns how many it removed.
 */
export function sweepExpiredDrafts(
  storage: Storage | null,
  now: number,
  limit = DRAFT_SWEEP_LIMIT,
): number {
  try {
    if (!storage) return 0;
    const stale = draftKeys(
      storage,
      (key) => key.startsWith('draft:') && parseDraft(storage.getItem(key), now) === null,
      limit,
    );
    for (const key of stale) storage.removeItem(key);
    return stale.length;
  } catch {
    return 0;
  }
}
