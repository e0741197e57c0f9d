import { isBlank, isWithinLimit } from '../text/length.js';
import type { WishlistEntry } from './wishlist.js';
import { CONCERT_PROGRAM_MAX_LENGTH, PROFILE_FIELD_MAX_LENGTH } from './limits.js';

export const COLLECTION_MESSAGES = Object.freeze({
  concertRequired: 'Please fill in at least the date and performer.',
  albumRequired: 'Please fill in at least the title and performer.',
  wishlistRequired: 'Please fill in at least the performer.',
  /** Invented: the spec gives these fields no limit; we bound them for storage. */
  tooLong: 'Please reduce the length of this entry.',
});

export interface ConcertInput {
  readonly date: string;
  readonly performer: string;
  readonly orchestra: string;
  readonly conductor: string;
  readonly venue: string;
  readonly program: string;
}

export interface AlbumInput {
  readonly title: string;
  readonly performer: string;
  readonly composer: string;
  readonly orchestra: string;
}

/** The program may be long; every other field holds a name, a date or a title. */
function fieldLimit(name: string): number {
  return name.toLowerCase() === 'program' ? CONCERT_PROGRAM_MAX_LENGTH : PROFILE_FIELD_MAX_LENGTH;
}

function exceedsLimits(fields: Readonly<Record<string, string | undefined>>): boolean {
  return Object.entries(fields).some(
    ([name, value = '']) => !isWithinLimit(value.trim(), fieldLimit(name)),
  );
}

/** A concert in the history needs a date and a performer. */
export function validateConcert(concert: ConcertInput): string | null {
  if (isBlank(concert.date) || isBlank(concert.performer))
    return COLLECTION_MESSAGES.concertRequired;
  return exceedsLimits({ ...concert }) ? COLLECTION_MESSAGES.tooLong : null;
}

/** An album in the collection needs a title and a performer. */
export function validateAlbum(album: AlbumInput): string | null {
  if (isBlank(album.title) || isBlank(album.performer)) return COLLECTION_MESSAGES.albumRequired;
  return exceedsLimits({ ...album }) ? COLLECTION_MESSAGES.tooLong : null;
}

/** A concert or album wishlist entry needs only a performer. */
export function validateWishlistEntry(entry: WishlistEntry<string>): string | null {
  if (isBlank(entry['Performer'] ?? '')) return COLLECTION_MESSAGES.wishlistRequired;
  return exceedsLimits(entry) ? COLLECTION_MESSAGES.tooLong : null;
}
