// Musical preferences and the two wishlists, which the spec keeps in the same record as
// labelled text (domain/src/profiles/wishlist.ts). The form and each wishlist change merge only
// their own keys, so one never overwrites the other.
import {
  doc,
  getDoc,
  onSnapshot,
  serverTimestamp,
  type Firestore,
  type Unsubscribe,
} from 'firebase/firestore';
import {
  ALBUM_WISHLIST_LABELS,
  albumWishlistEntryInputSchema,
  appendWishlistEntry,
  COLLECTION_MESSAGES,
  CONCERT_WISHLIST_LABELS,
  concertWishlistEntryInputSchema,
  musicalPreferencesInputSchema,
  musicalPreferencesSchema,
  paths,
  removeWishlistEntry,
  sanitizeProfileText,
  WISHLIST_MAX_LENGTH,
  type MusicalPreferences,
  type MusicalPreferencesInput,
  type WishlistEntry,
  type StoredSchema,
} from '@salon/domain';
import { writeWithBudget } from '../../../lib/write-budget';
import { readDocument } from '../../../lib/documents';
import { inputRefused } from '../../../lib/app-error';
import { parseProfileInput } from './profile-input.js';

const EMPTY_PREFERENCES = musicalPreferencesSchema.parse({});

/**
 * A member's preferences with both wishlists (every field '' when never saved). Refused for a
 * private profile unless the reader is its owner, an accepted friend or an admin.
 */
export async function readMusicalPreferences(
  db: Firestore,
  uid: string,
): Promise<MusicalPreferences> {
  const snapshot = await getDoc(doc(db, paths.preferences(uid)));
  return readDocument(musicalPreferencesSchema, snapshot) ?? EMPTY_PREFERENCES;
}

export function subscribeToMusicalPreferences(
  db: Firestore,
  uid: string,
  onPreferences: (preferences: MusicalPreferences) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    doc(db, paths.preferences(uid)),
    (snapshot) =>
      onPreferences(readDocument(musicalPreferencesSchema, snapshot) ?? EMPTY_PREFERENCES),
    onError,
  );
}

const clean = (text: string) => sanitizeProfileText(text).trim();

/** Saves the preferences form: checked (lengths, then the content check), sanitised, merged. */
export async function saveMusicalPreferences(
  db: Firestore,
  uid: string,
  input: MusicalPreferencesInput,
): Promise<void> {
  const preferences = parseProfileInput(musicalPreferencesInputSchema, input);
  const saved = Object.fromEntries(
    Object.entries(preferences).map(([field, value]) => [field, clean(value)]),
  );
  await writeWithBudget(db, uid, 'editProfile', (transaction) => {
    transaction.set(
      doc(db, paths.preferences(uid)),
      { ...saved, updatedAt: serverTimestamp() },
      { merge: true },
    );
  });
}

interface Wishlist<Label extends string> {
  readonly field: 'concertWishlist' | 'albumWishlist';
  readonly labels: readonly Label[];
  readonly schema: StoredSchema<WishlistEntry<Label>>;
}

const CONCERT_WISHLIST: Wishlist<(typeof CONCERT_WISHLIST_LABELS)[number]> = {
  field: 'concertWishlist',
  labels: CONCERT_WISHLIST_LABELS,
  schema: concertWishlistEntryInputSchema,
};
const ALBUM_WISHLIST: Wishlist<(typeof ALBUM_WISHLIST_LABELS)[number]> = {
  field: 'albumWishlist',
  labels: ALBUM_WISHLIST_LABELS,
  schema: albumWishlistEntryInputSchema,
};

/** Rewrites one wishlist in a transaction, so two changes at once both land. */
async function changeWishlist(
  db: Firestore,
  uid: string,
  field: Wishlist<string>['field'],
  change: (text: string) => string,
): Promise<void> {
  const ref = doc(db, paths.preferences(uid));
  await writeWithBudget(db, uid, 'editProfile', async (transaction) => {
    const current = readDocument(musicalPreferencesSchema, await transaction.get(ref));
    const next = change(current?.[field] ?? '');
    if (next.length > WISHLIST_MAX_LENGTH) throw inputRefused(COLLECTION_MESSAGES.tooLong);
    transaction.set(ref, { [field]: next, updatedAt: serverTimestamp() }, { merge: true });
  });
}

async function appendTo<Label extends string>(
  db: Firestore,
  uid: string,
  wishlist: Wishlist<Label>,
  entry: WishlistEntry<Label>,
): Promise<void> {
  const parsed = parseProfileInput(wishlist.schema, entry);
  const sanitized: WishlistEntry<Label> = {};
  for (const label of wishlist.labels) sanitized[label] = clean(parsed[label] ?? '');
  await changeWishlist(db, uid, wishlist.field, (text) =>
    appendWishlistEntry(wishlist.labels, text, sanitized),
  );
}

/** Appends an entry (at least a performer) to the concert wishlist. */
export function appendConcertWishlistEntry(
  db: Firestore,
  uid: string,
  entry: WishlistEntry<(typeof CONCERT_WISHLIST_LABELS)[number]>,
): Promise<void> {
  return appendTo(db, uid, CONCERT_WISHLIST, entry);
}

/** Appends an entry (at least a performer) to the album wishlist. */
export function appendAlbumWishlistEntry(
  db: Firestore,
  uid: string,
  entry: WishlistEntry<(typeof ALBUM_WISHLIST_LABELS)[number]>,
): Promise<void> {
  return appendTo(db, uid, ALBUM_WISHLIST, entry);
}

/** Removes the concert wishlist entry at `index` (0-based, as `parseWishlist` lists them). */
export function removeConcertWishlistEntry(db: Firestore, uid: string, index: number) {
  return changeWishlist(db, uid, 'concertWishlist', (text) => removeWishlistEntry(text, index));
}

/** Removes the album wishlist entry at `index` (0-based). */
export function removeAlbumWishlistEntry(db: Firestore, uid: string, index: number) {
  return changeWishlist(db, uid, 'albumWishlist', (text) => removeWishlistEntry(text, index));
}
