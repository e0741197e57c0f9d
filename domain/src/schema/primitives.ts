import { z } from 'zod';
import { isHttpUrl } from '../text/url.js';

/**
 * Shared building blocks of the document and callable schemas.
 *
 * Timestamps are `Date`: the web and functions data layers convert Firestore `Timestamp`s with
 * `toDate()` when reading and write `Date`s (or server timestamps) back, so nothing here depends
 * on Firebase. Document ids are not part of a document's data; they live in its path.
 */

/** A Firebase Auth uid (1 to 128 characters). */
export const uidSchema = z.string().min(1).max(128);

/** A Firestore document id: not empty, no slash, not "." or "..", at most 1500 bytes in Firestore. */
export const docIdSchema = z
  .string()
  .min(1)
  .max(1500)
  .regex(/^[^/]+$/)
  .refine((id) => id !== '.' && id !== '..');

export const timestampSchema = z.date();

/** An absolute http(s) URL. */
export const httpUrlSchema = z.string().max(2048).refine(isHttpUrl, 'Please enter a valid URL');

/** A count kept by functions; never negative. */
export const counterSchema = z.number().int().min(0);
