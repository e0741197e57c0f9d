import { z } from 'zod/mini';
import { isHttpUrl } from '../text/url.js';

/**
 * Shared building blocks of the document and callable schemas.
 *
 * Timestamps are `Date`: the web and functions data layers convert Firestore `Timestamp`s with
 * `toDate()` when reading and write `Date`s (or server timestamps) back, so nothing here depends
 * on Firebase. Document ids are not part of a document's data; they live in its path.
 */

/** What a refused id reads: the caller sent something no document of ours is called. */
export const INVALID_ID_MESSAGE = 'Not a valid id.';

/** The UTF-8 length of `text` (Firestore's id limit is in bytes); no platform encoder needed. */
function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    bytes += codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * A Firestore document id as the site uses them: not empty, at most 1500 bytes, no slash, not
 * "." or "..", and not of the reserved `__...__` form (production refuses those, and our ids are
 * auto-ids and uids, never its numeric `__id7__` form). Refused here, a malformed id from a
 * script is an `invalid-argument` answer, not a crash in the SDK.
 */
export const docIdSchema = z
  .string(INVALID_ID_MESSAGE)
  .check(
    z.refine(
      (id) =>
        id.length > 0 &&
        utf8Bytes(id) <= 1500 &&
        !id.includes('/') &&
        id !== '.' &&
        id !== '..' &&
        !/^__.*__$/.test(id),
      INVALID_ID_MESSAGE,
    ),
  );

/** A Firebase Auth uid (1 to 128 characters), which is also the id of the member's documents. */
export const uidSchema = docIdSchema.check(z.refine((id) => id.length <= 128, INVALID_ID_MESSAGE));

export const timestampSchema = z.date();

/** An absolute http(s) URL. */
export const httpUrlSchema = z
  .string()
  .check(z.maxLength(2048), z.refine(isHttpUrl, 'Please enter a valid URL'));

/** A count kept by functions; never negative. */
export const counterSchema = z.int().check(z.minimum(0));
